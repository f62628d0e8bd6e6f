/**
 * Copying a consignment (behaviour.md "Booking / Copy, cancel and delete"): the copy is a new, unsaved booking of the same job. It keeps what
 * was booked (customer, vehicle type, stops, addresses, load details, charges, prices, notes) and
 * loses everything that belonged to the original's run and billing.
 */
import { InvoiceStatus } from './consignment-lifecycle.js';

/** A plain object as read from the API or the database mapper; unknown fields are carried over. */
export type PlainRecord = { [field: string]: unknown };

/** A stop of the consignment being copied. */
export interface CopyableStop extends PlainRecord {
  address?: PlainRecord | null;
  loadDetails?: readonly PlainRecord[];
  additionalCharges?: readonly PlainRecord[];
}

/** The consignment being copied, in the domain's camelCase field names (behaviour.md "Booking / Addresses and load details"). */
export interface CopyableConsignment extends PlainRecord {
  consignmentAddresses?: readonly CopyableStop[];
  additionalCharges?: readonly PlainRecord[];
}

/** Identifiers and records of the original's run and billing (behaviour.md "Booking / Copy, cancel and delete"); a copy never carries them. */
const CONSIGNMENT_DROPPED = [
  'id', 'consignmentNumber', 'version', 'rowVersion', 'dateCreated', 'createdBy', 'createdById',
  'supplier', 'supplierId', 'invoiceDate', 'invoiceNumber', 'customerInvoice', 'customerInvoiceId',
  'consignmentChangeLogs', 'frequentConsignmentTemplate', 'frequentConsignmentTemplateId',
];
const STOP_DROPPED = ['id', 'consignmentId', 'version', 'rowVersion', 'manifest', 'manifestId', 'manifestOrder'];
const CHILD_DROPPED = ['id', 'version', 'rowVersion', 'consignmentAddressId', 'consignmentId'];
const LOAD_DETAIL_DROPPED = [...CHILD_DROPPED, 'barcodeFileName'];

/** behaviour.md "Booking / Copy, cancel and delete": copying resets invoicing (Uninvoiced, not paid) and the original's state flags. */
const CONSIGNMENT_RESET = {
  invoiceStatus: InvoiceStatus.Uninvoiced,
  paid: false,
  isManuallyMarkedInvoiceable: false,
  isCompleted: false,
  isDeleted: false,
  cancellationRequested: false,
};

/** behaviour.md "Manifests / Stop progress" progress fields, back to "not started" (fresh arrays for every stop). */
const stopProgressReset = (): PlainRecord => ({
  estimatedStartDateAndTime: null,
  isOnRoute: false,
  startTime: null,
  hasArrived: false,
  arrivalTime: null,
  isCompleted: false,
  completionTime: null,
  notesFromSupplier: null,
  signatureName: null,
  signatureFileName: null,
  goodsPhotos: [],
  paperworkPhotos: [],
  noPaperworkProvided: false,
});

function omit(record: PlainRecord, fields: readonly string[]): PlainRecord {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
}

const copyAll = (records: readonly PlainRecord[] | undefined, dropped: readonly string[]): PlainRecord[] | undefined =>
  records?.map((record) => omit(record, dropped));

function copyStop(stop: CopyableStop): PlainRecord {
  return {
    ...omit(stop, STOP_DROPPED),
    ...stopProgressReset(),
    ...(stop.address ? { address: omit(stop.address, CHILD_DROPPED) } : {}),
    ...(stop.loadDetails ? { loadDetails: copyAll(stop.loadDetails, LOAD_DETAIL_DROPPED) } : {}),
    ...(stop.additionalCharges ? { additionalCharges: copyAll(stop.additionalCharges, CHILD_DROPPED) } : {}),
  };
}

/**
 * behaviour.md "Booking / Consignment lifecycle": a copy without identifiers, progress fields, supplier, invoice data and change logs, with
 * InvoiceStatus Uninvoiced and Paid false. References to other records (customer, vehicle type,
 * country, charge types) are kept: only the copied records' own ids go.
 */
export function copyConsignment(source: CopyableConsignment): PlainRecord {
  return {
    ...omit(source, CONSIGNMENT_DROPPED),
    ...CONSIGNMENT_RESET,
    ...(source.consignmentAddresses ? { consignmentAddresses: source.consignmentAddresses.map(copyStop) } : {}),
    ...(source.additionalCharges ? { additionalCharges: copyAll(source.additionalCharges, CHILD_DROPPED) } : {}),
  };
}
