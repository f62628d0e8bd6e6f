/** Test arrangements for bulk booking: sheets built from the template's columns, uploads and a service context. */
import { stringify } from 'csv-stringify/sync';
import type { RequestContext } from '../../context.js';
import { IMPORT_COLUMNS, type ImportField } from '../../domain/booking-import.js';
import { multipartBody } from '../../test/multipart.js';
import type { TestApp } from '../../test/harness.js';
import { User } from '../users/user.entity.js';

/** A row's values by field; fields left out are empty cells. */
export type SheetRow = Partial<Record<ImportField, string>>;

/** A valid booking row: Small Van, Shoreditch to Wimbledon on `date` (YYYY-MM-DD), 2 pallets. */
export function validRow(date: string, overrides: SheetRow = {}): SheetRow {
  return {
    customerReference: 'ORDER-1', contactName: 'Pat Booker', vehicleType: 'Small Van',
    collectionAddress1: '1 High Street', collectionTown: 'London', collectionPostcode: 'E1 6AN', collectionDate: date, collectionTime: '09:00',
    deliveryAddress1: '2 Low Road', deliveryTown: 'Wimbledon', deliveryPostcode: 'SW19 5AE', deliveryDate: date, deliveryTime: '14:00',
    quantity: '2', goodsDescription: 'Pallets', ...overrides,
  };
}

/** The rows as the template's table: its headings, then one line per row. */
export function sheetTable(rows: SheetRow[], headings = IMPORT_COLUMNS.map((c) => c.heading)): string[][] {
  const keys = IMPORT_COLUMNS.map((c) => c.key);
  return [headings, ...rows.map((row) => keys.map((k) => row[k] ?? ''))];
}

/** The rows as a CSV file. */
export const csvFile = (rows: SheetRow[], headings?: string[]): Buffer => Buffer.from(stringify(sheetTable(rows, headings)));

/** POST /api/Imports with one file, as `token`. */
export function uploadSheet(t: TestApp, token: string, bytes: Buffer, fileName: string, query = '') {
  const body = multipartBody(bytes, fileName);
  return t.app.inject({ method: 'POST', url: `/api/Imports${query}`, payload: body.payload, headers: { ...body.headers, token } });
}

/** A service context for a user, as the HTTP layer builds one. */
export async function contextFor(t: TestApp, userId: number): Promise<RequestContext> {
  const em = t.orm.em.fork();
  const user = await em.findOneOrFail(User, { id: userId }, { populate: ['customer', 'supplier'] });
  return { em, config: t.config, pubsub: t.pubsub, now: new Date(), ip: '127.0.0.1', user };
}

/** An import of one valid row uploaded by `token`'s customer; returns its id. */
export async function arrangeImport(t: TestApp, token: string, date: string): Promise<number> {
  const res = await uploadSheet(t, token, csvFile([validRow(date, { customerReference: `ARRANGED-${date}` })]), 'arranged.csv');
  if (res.statusCode !== 201) throw new Error(`import upload failed: ${res.statusCode} ${res.body}`);
  return res.json().Id as number;
}
