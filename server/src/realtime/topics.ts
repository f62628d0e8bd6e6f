/** Every fan-out topic, named once. */
export const Topic = {
  SessionEnded: 'SESSION_ENDED',
  SupplierLocation: 'SUPPLIER_LOCATION',
  ManifestChanged: 'MANIFEST_CHANGED',
  ConsignmentChanged: 'CONSIGNMENT_CHANGED',
  StopProgress: 'STOP_PROGRESS',
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
  /** A stop's progress changed (spec 1 §4); supplierId and customerId drive who may hear of it. */
  [Topic.StopProgress]: {
    consignmentAddressId: number; manifestId: number | null; supplierId: number | null; consignmentId: number; customerId: number;
    isOnRoute: boolean; startTime: string | null; hasArrived: boolean; arrivalTime: string | null; isCompleted: boolean; completionTime: string | null;
  };
}
