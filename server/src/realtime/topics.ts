/** Every fan-out topic, named once. */
export const Topic = {
  SessionEnded: 'SESSION_ENDED',
  ApiKeyRevoked: 'API_KEY_REVOKED',
  SupplierLocation: 'SUPPLIER_LOCATION',
  ManifestChanged: 'MANIFEST_CHANGED',
  ConsignmentChanged: 'CONSIGNMENT_CHANGED',
  StopProgress: 'STOP_PROGRESS',
  StopEta: 'STOP_ETA',
  StopLate: 'STOP_LATE',
  EventsWritten: 'EVENTS_WRITTEN',
} as const;

/** What the ETA events tell (issue 25 items 1-2): the stop, who may hear of it, and the new estimate. */
export interface StopEtaPayload {
  consignmentAddressId: number; manifestId: number; supplierId: number | null; consignmentId: number; customerId: number;
  eta: string | null; isLate: boolean;
}

/** The payload each topic carries. */
export interface TopicPayloads {
  [Topic.SessionEnded]: { userId: number; sessionIds: number[] };
  /** An integrator's key was revoked: sockets opened with it close (issue 20 item 1). */
  [Topic.ApiKeyRevoked]: { apiKeyId: number };
  /** A supplier's newest position, with what the map filters on (behaviour.md "Control screen / Consignments tab" Map screen). */
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
  /** A stop's progress changed (behaviour.md "Manifests / Stop progress"); supplierId and customerId drive who may hear of it. */
  [Topic.StopProgress]: {
    consignmentAddressId: number; manifestId: number | null; supplierId: number | null; consignmentId: number; customerId: number;
    isOnRoute: boolean; startTime: string | null; hasArrived: boolean; arrivalTime: string | null; isCompleted: boolean; completionTime: string | null;
  };
  /** A stop's ETA moved by a minute or more, or its late flag changed (issue 25 item 1). */
  [Topic.StopEta]: StopEtaPayload;
  /** `stop.late`: a stop started running late (isLate true) or stopped (false) (issue 25 item 2). */
  [Topic.StopLate]: StopEtaPayload & { event: 'stop.late' };
  /** Rows were committed to the event table (issue 24 item 4): readers of the table read on. */
  [Topic.EventsWritten]: Record<string, never>;
}
