/** Every fan-out topic, named once. */
export const Topic = {
  SessionEnded: 'SESSION_ENDED',
  SupplierLocation: 'SUPPLIER_LOCATION',
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
}
