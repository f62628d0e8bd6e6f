/**
 * Bulk booking from a spreadsheet (issue 25 item 6): the template's columns, how a customer's own
 * headings map to them, and where a save rule's field lands in the sheet. One row is one consignment
 * with one collection and one delivery; the rules that judge it are the single booking's (booking.ts),
 * applied by the server's save path, never repeated here.
 */
import type { FieldError } from './validation.js';

/** A column of the import template. */
export interface ImportColumn {
  key: ImportField;
  heading: string;
  /** What the template's example row shows. */
  example: string;
}

export const IMPORT_FIELDS = [
  'customerReference', 'poNumber', 'costCode', 'contactName', 'contactPhone', 'contactEmail', 'vehicleType',
  'collectionCompany', 'collectionAddress1', 'collectionAddress2', 'collectionTown', 'collectionPostcode', 'collectionDate', 'collectionTime',
  'deliveryCompany', 'deliveryAddress1', 'deliveryAddress2', 'deliveryTown', 'deliveryPostcode', 'deliveryDate', 'deliveryTime',
  'quantity', 'goodsDescription', 'notesForSupplier',
] as const;

/** A field a spreadsheet column can fill. */
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The template's columns, in order (GET /Imports/Template). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'customerReference', heading: 'Customer reference', example: 'ORDER-1001' },
  { key: 'poNumber', heading: 'PO number', example: 'PO-77' },
  { key: 'costCode', heading: 'Cost code', example: 'CC-1' },
  { key: 'contactName', heading: 'Contact name', example: 'Pat Booker' },
  { key: 'contactPhone', heading: 'Contact phone', example: '020 7946 0000' },
  { key: 'contactEmail', heading: 'Contact e-mail', example: 'pat@example.com' },
  { key: 'vehicleType', heading: 'Vehicle type', example: 'Small Van' },
  { key: 'collectionCompany', heading: 'Collection company', example: 'Acme Ltd' },
  { key: 'collectionAddress1', heading: 'Collection address line 1', example: '1 High Street' },
  { key: 'collectionAddress2', heading: 'Collection address line 2', example: '' },
  { key: 'collectionTown', heading: 'Collection town', example: 'London' },
  { key: 'collectionPostcode', heading: 'Collection postcode', example: 'E1 6AN' },
  { key: 'collectionDate', heading: 'Collection date', example: '2030-01-31' },
  { key: 'collectionTime', heading: 'Collection time', example: '09:00' },
  { key: 'deliveryCompany', heading: 'Delivery company', example: 'Widgets plc' },
  { key: 'deliveryAddress1', heading: 'Delivery address line 1', example: '2 Low Road' },
  { key: 'deliveryAddress2', heading: 'Delivery address line 2', example: '' },
  { key: 'deliveryTown', heading: 'Delivery town', example: 'Wimbledon' },
  { key: 'deliveryPostcode', heading: 'Delivery postcode', example: 'SW19 5AE' },
  { key: 'deliveryDate', heading: 'Delivery date', example: '2030-01-31' },
  { key: 'deliveryTime', heading: 'Delivery time', example: '14:00' },
  { key: 'quantity', heading: 'Quantity', example: '2' },
  { key: 'goodsDescription', heading: 'Goods description', example: 'Pallets' },
  { key: 'notesForSupplier', heading: 'Notes for supplier', example: 'Ring on arrival' },
];

/** Which field each of the file's headings fills; '' leaves a column out. */
export type ImportMapping = Record<string, ImportField | ''>;

/** Limits of an import (issue 25: files up to 5,000 rows). */
export const IMPORT_LIMITS = { rows: 5000, columns: 100, cellCharacters: 4000, bytes: 10 * 1024 * 1024 } as const;

const normal = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const isField = (value: unknown): value is ImportField => typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);

/**
 * The mapping for a file's headings: what the customer chose before for the same heading, else the
 * template column whose heading or key reads the same (ignoring case, spaces and punctuation).
 */
export function suggestMapping(headings: readonly string[], remembered: ImportMapping = {}): ImportMapping {
  const byName = new Map(IMPORT_COLUMNS.flatMap((c) => [[normal(c.heading), c.key], [normal(c.key), c.key]] as const));
  return Object.fromEntries(headings.map((h) => [h, h in remembered ? remembered[h] : (byName.get(normal(h)) ?? '')]));
}

/**
 * Checks a mapping the user chose: only known fields, each field from one column at most. The
 * errors name the heading, so the mapping screen shows them beside the column.
 */
export function checkMapping(headings: readonly string[], mapping: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const used = new Map<string, string>();
  for (const heading of headings) {
    const field = mapping[heading] ?? '';
    if (field === '') continue;
    if (!isField(field)) errors.push({ field: heading, message: `"${String(field)}" is not a field of the import` });
    else if (used.has(field)) errors.push({ field: heading, message: `${headingOf(field)} is already filled from the column "${used.get(field)}"` });
    else used.set(field, heading);
  }
  return errors;
}

/** The template heading of a field. */
export function headingOf(field: ImportField): string {
  return IMPORT_COLUMNS.find((c) => c.key === field)!.heading;
}

/** One row's values by field, read through the mapping; cells of unmapped columns are ignored. */
export function readRow(headings: readonly string[], cells: readonly string[], mapping: ImportMapping): Partial<Record<ImportField, string>> {
  const row: Partial<Record<ImportField, string>> = {};
  headings.forEach((heading, i) => {
    const field = mapping[heading];
    const value = (cells[i] ?? '').trim();
    if (field && value !== '') row[field] = value;
  });
  return row;
}

/** A date as typed in a sheet (YYYY-MM-DD, or the UK's DD/MM/YYYY) as YYYY-MM-DD; anything else is kept for the save rule to refuse. */
export function importDate(text: string | undefined): string | undefined {
  const uk = text?.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return uk ? `${uk[3]}-${uk[2].padStart(2, '0')}-${uk[1].padStart(2, '0')}` : text;
}

/** A time as typed (H:mm, HH:mm, HH:mm:ss) as HH:mm; anything else is kept for the save rule to refuse. */
export function importTime(text: string | undefined): string | undefined {
  const t = text?.match(/^(\d{1,2})[:.](\d{2})(?::\d{2})?$/);
  return t ? `${t[1].padStart(2, '0')}:${t[2]}` : text;
}

const STOP_FIELDS: Record<string, [ImportField, ImportField]> = {
  'address.companyName': ['collectionCompany', 'deliveryCompany'],
  'address.addressLine1': ['collectionAddress1', 'deliveryAddress1'],
  'address.addressLine2': ['collectionAddress2', 'deliveryAddress2'],
  'address.town': ['collectionTown', 'deliveryTown'],
  'address.postcode': ['collectionPostcode', 'deliveryPostcode'],
  scheduledStartDateAndTime: ['collectionDate', 'deliveryDate'],
};

const TOP_FIELDS: Record<string, ImportField> = {
  customerReference: 'customerReference', poNumber: 'poNumber', costCode: 'costCode', contactName: 'contactName',
  contactPhoneNumber: 'contactPhone', contactEmailAddress: 'contactEmail', vehicleType: 'vehicleType', notesForSupplier: 'notesForSupplier',
  'confirmation.PO_NUMBER_MISSING': 'poNumber', 'confirmation.COST_CODE_MISSING': 'costCode', 'confirmation.BACKDATED': 'collectionDate',
};

/**
 * The sheet column a save rule's field path points at (`consignmentAddresses[1].address.postcode` is
 * the delivery postcode), so a row's messages sit under the cells to fix; null for the row as a whole.
 */
export function importFieldOf(path: string): ImportField | null {
  if (path in TOP_FIELDS) return TOP_FIELDS[path];
  const stop = path.match(/^consignmentAddresses\[(\d+)\]\.(.+)$/);
  if (!stop) return null;
  const which = Number(stop[1]) === 0 ? 0 : 1;
  const rest = stop[2];
  if (rest in STOP_FIELDS) return STOP_FIELDS[rest][which];
  if (/^loadDetails(\[\d+\])?\.quantity$/.test(rest)) return 'quantity';
  if (/^loadDetails/.test(rest)) return 'goodsDescription';
  return null;
}

/** A row's message as a person reads it away from the sheet (the result file): the column's heading first. */
export function rowMessage(error: { column: ImportField | null; message: string }): string {
  return error.column ? `${headingOf(error.column)}: ${error.message}` : error.message;
}
