/** The REST shapes the driver app reads (GET /api/Driver/Manifests), trimmed to what it shows. */
export interface DriverAddress {
  CompanyName: string | null;
  AddressLine1: string | null;
  AddressLine2: string | null;
  AddressLine3?: string | null;
  Town: string | null;
  County?: string | null;
  Postcode: string | null;
  Latitude: number | null;
  Longitude: number | null;
}

export interface DriverStop {
  Id: number;
  ConsignmentAddressType: { Id: number; Name: string };
  Address: DriverAddress;
  ManifestOrder: number | null;
  ScheduledStartDateAndTime: string | null;
  ScheduledStartToDateAndTime: string | null;
  Timed: boolean;
  LoadDetails: { Id: number; Quantity: number; Description: string | null }[];
  NoLoadDetailsGiven: boolean;
  IsOnRoute: boolean;
  StartTime: string | null;
  HasArrived: boolean;
  ArrivalTime: string | null;
  IsCompleted: boolean;
  CompletionTime: string | null;
  NotesFromSupplier: string | null;
  SignatureName: string | null;
  Signature_FileName: string | null;
  GoodsPhotos: string[];
  PaperworkPhotos: string[];
  NoPaperworkProvided: boolean;
  Consignment: { Id: number; ConsignmentNumber: number; NotesForSupplier: string | null; Customer: { Name: string } };
}

export interface DriverManifest {
  Id: number;
  ManifestNumber: number;
  /** The version loaded; an acknowledgement carries it, and the server refuses it once the office has changed the manifest. */
  Version: number;
  VehicleType: { Name: string };
  IsAcknowledged: boolean;
  AcknowledgedTime: string | null;
  StartDeliveryDate: string | null;
  StatusColour: { Name: string; HexCode: string };
  ConsignmentAddresses: DriverStop[];
}

export type ProgressStep = 'OnRoute' | 'Arrived' | 'Completed';
export type PhotoKind = 'Goods' | 'Paperwork' | 'Signature';

/** A position as POST /api/SupplierLocations takes it. */
export interface PostedPosition {
  Latitude: number;
  Longitude: number;
  DateCreated: string;
}

/** Every driver write; each is queued with an idempotency key and sent in order. */
export type DriverAction =
  | { kind: 'acknowledge'; manifestId: number; at: string; version?: number }
  | { kind: 'progress'; stopId: number; step: ProgressStep; at: string; signatureName?: string; notes?: string; noPaperworkProvided?: boolean }
  | { kind: 'photo'; stopId: number; photoKind: PhotoKind; blob: Blob }
  | { kind: 'locations'; positions: PostedPosition[] };

/** A queued action as stored in IndexedDB; `id` orders the queue. */
export interface QueuedAction {
  id: number;
  key: string;
  createdAt: string;
  action: DriverAction;
  attempts: number;
  lastError?: string;
}
