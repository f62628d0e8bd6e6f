/** Every fan-out topic, named once. */
export const Topic = {
  SessionEnded: 'SESSION_ENDED',
  SupplierLocation: 'SUPPLIER_LOCATION',
  ManifestChanged: 'MANIFEST_CHANGED',
  ConsignmentChanged: 'CONSIGNMENT_CHANGED',
} as const;

/** The payload each topic carries. */
export interface TopicPayloads {
  [Topic.SessionEnded]: { userId: number; sessionIds: number[] };
  /** A supplier's newest position, with what the map filters on (spec 1 §2 Map screen). */
  [Topic.SupplierLocation]: {
    supplierId: number;
    supplierName: string;
    latitude: number;
    longitude: number;
    recordedAt: string;
    manifestId: number | null;
    vehicleTypeIds: number[];
  };
  /** A manifest was created, changed or deleted (issue 4 item 7: the control screen refreshes itself). */
  [Topic.ManifestChanged]: { manifestId: number; action: string; consignmentIds: number[] };
  /** A consignment was saved, or its stops were planned on a manifest; customerId lets customers see only their own. */
  [Topic.ConsignmentChanged]: { consignmentId: number; customerId: number; action: string };
}
