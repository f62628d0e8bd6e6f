/**
 * Bulk booking from a spreadsheet (issue 25 item 6): upload and preview, remap, read. Booking the
 * chosen rows is in import.booking.ts; the result and template files in import.files.ts. REST and
 * GraphQL call these same functions.
 */
import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { checkMapping, suggestMapping, type ImportMapping } from '../../domain/booking-import.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { customerScope, requireBookingUser } from '../consignments/consignment.access.js';
import { ReadMemo } from '../../db/read-memo.js';
import { checkNewConsignment } from '../consignments/consignment.save.js';
import { Customer } from '../customers/customer.entity.js';
import type { User } from '../users/user.entity.js';
import { BookingImport, BookingImportMapping, BookingImportRow, ImportStatus } from './import.entity.js';
import { readSheet } from './import.file.js';
import { loadRowLookups, rowErrors, rowInput } from './import.row.js';

/** An uploaded file as the transport read it; office users name the customer it books for. */
export interface ImportUpload {
  fileName: string;
  bytes: Buffer;
  customerId?: number | null;
}

/** An import with its rows; `repeated` when the same file had been uploaded before (nothing new was stored). */
export interface ImportView {
  batch: BookingImport;
  rows: BookingImportRow[];
  repeated: boolean;
}

export const IMPORT_MESSAGES = {
  customerRequired: 'Choose the customer the bookings are for.',
  ownCustomer: 'You can only book consignments for your own account.',
  notPreview: 'The mapping cannot be changed while the rows are being booked.',
  mappingShape: 'Mapping must be an object of heading: field.',
} as const;

/** The customer an upload books for: a customer user's own; the one an office user names. */
async function bookingCustomer(ctx: RequestContext, user: User, customerId: number | null | undefined): Promise<Customer> {
  const scope = customerScope(user);
  if (scope !== null && customerId != null && customerId !== scope) throw forbidden(IMPORT_MESSAGES.ownCustomer);
  const id = scope ?? customerId;
  if (id == null) throw badInput([{ field: 'Customer', message: IMPORT_MESSAGES.customerRequired }]);
  const customer = await ctx.em.findOne(Customer, { id });
  if (!customer) throw notFound('The customer');
  return customer;
}

/**
 * Reads an uploaded sheet and previews every row by the single booking's rules (issue 25 item 6).
 * The same file uploaded again for the same customer is the same import: its booked rows stay booked.
 */
export async function uploadImport(ctx: RequestContext, upload: ImportUpload): Promise<ImportView> {
  const user = requireBookingUser(ctx);
  const customer = await bookingCustomer(ctx, user, upload.customerId);
  const sheet = await readSheet(upload.bytes, upload.fileName);
  const fileSha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const earlier = await ctx.em.findOne(BookingImport, { customer, fileSha256 });
  if (earlier) return { ...(await loadImport(ctx, earlier.id)), repeated: true };
  const remembered = await ctx.em.findOne(BookingImportMapping, { customer });
  const batch = ctx.em.create(BookingImport, {
    customer, createdBy: user, fileName: upload.fileName.slice(0, 255) || 'bookings', fileSha256, headings: sheet.headings,
    mapping: suggestMapping(sheet.headings, remembered?.mapping), rowCount: sheet.rows.length, createdAt: ctx.now,
  });
  const rows = sheet.rows.map((cells, i) => ctx.em.create(BookingImportRow, { bookingImport: batch, rowNumber: i + 2, cells }));
  await previewRows(ctx, user, batch, rows);
  try {
    await ctx.em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear(); // the same file, uploaded twice at once: the other upload's import is this one
    const other = await ctx.em.findOneOrFail(BookingImport, { customer: customer.id, fileSha256 });
    return { ...(await loadImport(ctx, other.id)), repeated: true };
  }
  return { batch, rows, repeated: false };
}

/**
 * Judges each row not yet booked by the single booking's checks (consignment.save.ts), as the user
 * who will book it, and chooses the rows that pass.
 */
async function previewRows(ctx: RequestContext, user: User, batch: BookingImport, rows: BookingImportRow[]): Promise<void> {
  const lookups = await loadRowLookups(ctx.em);
  const memo = new ReadMemo(); // the customer, vehicle types and stop types, read once for the whole file
  let valid = 0;
  for (const row of rows) {
    if (row.outcome === 'Booked') continue;
    const input = rowInput(batch.headings, row.cells, batch.mapping, lookups, batch.customer.id, batch.asQuotes);
    row.errors = rowErrors(await checkNewConsignment(ctx.em, ctx.now, user, batch.customer.id, input, memo));
    row.chosen = row.errors.length === 0;
    if (row.chosen) valid++;
  }
  batch.validCount = valid;
}

/** An import the caller may see: office users see all; customer users their own customer's. */
export async function findImport(em: EntityManager, user: User, id: number): Promise<BookingImport> {
  const batch = await em.findOne(BookingImport, { id }, { populate: ['customer'] });
  const scope = customerScope(user);
  if (!batch || (scope !== null && batch.customer.id !== scope)) throw notFound('The import');
  return batch;
}

/** GET /Imports/{id}: the import and all its rows (at most IMPORT_LIMITS.rows), in sheet order. */
export async function loadImport(ctx: RequestContext, id: number): Promise<ImportView> {
  const batch = await findImport(ctx.em, requireBookingUser(ctx), id);
  return { batch, rows: await ctx.em.find(BookingImportRow, { bookingImport: batch }, { orderBy: { rowNumber: 'asc' } }), repeated: false };
}

/** The most rows one page holds (GraphQL cost counts list sizes). */
export const MAX_ROWS_PER_CALL = 500;

/** Rows of an import in sheet order, a page at a time (GraphQL bookingImportRows). */
export async function importRows(ctx: RequestContext, id: number, offset: number, limit: number): Promise<BookingImportRow[]> {
  const batch = await findImport(ctx.em, requireBookingUser(ctx), id);
  if (offset < 0 || limit < 1 || limit > MAX_ROWS_PER_CALL) throw badInput([{ field: 'limit', message: `Limit must be 1 to ${MAX_ROWS_PER_CALL} and offset 0 or more` }]);
  return ctx.em.find(BookingImportRow, { bookingImport: batch }, { orderBy: { rowNumber: 'asc' }, offset, limit });
}

/** GET /Imports/{id}/Progress: the import without its rows, cheap enough to poll while booking. */
export async function importProgress(ctx: RequestContext, id: number): Promise<BookingImport> {
  return findImport(ctx.em, requireBookingUser(ctx), id);
}

/**
 * PUT /Imports/{id}/Mapping: the user says which field each heading fills; every row not yet booked
 * is previewed again, and the customer's mapping is remembered for its next file.
 */
export async function mapImport(ctx: RequestContext, id: number, mapping: unknown): Promise<ImportView> {
  const user = requireBookingUser(ctx);
  const batch = await findImport(ctx.em, user, id);
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) throw badInput([{ field: 'Mapping', message: IMPORT_MESSAGES.mappingShape }]);
  if (batch.status === ImportStatus.Booking) throw badInput([{ field: 'Mapping', message: IMPORT_MESSAGES.notPreview }]);
  const errors = checkMapping(batch.headings, mapping as Record<string, unknown>);
  if (errors.length) throw badInput(errors);
  batch.mapping = Object.fromEntries(batch.headings.map((h) => [h, (mapping as Record<string, unknown>)[h] ?? ''])) as ImportMapping;
  const rows = await ctx.em.find(BookingImportRow, { bookingImport: batch }, { orderBy: { rowNumber: 'asc' } });
  await previewRows(ctx, user, batch, rows);
  await rememberMapping(ctx, batch);
  await ctx.em.flush();
  return { batch, rows, repeated: false };
}

/** Keeps the customer's headings, adding this file's to those of its earlier files. */
export async function rememberMapping(ctx: RequestContext, batch: BookingImport): Promise<void> {
  const saved = await ctx.em.findOne(BookingImportMapping, { customer: batch.customer });
  if (saved) {
    saved.mapping = { ...saved.mapping, ...batch.mapping };
    saved.updatedAt = ctx.now;
  } else {
    ctx.em.create(BookingImportMapping, { customer: batch.customer, mapping: batch.mapping, updatedAt: ctx.now });
  }
}

