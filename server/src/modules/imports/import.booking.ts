/**
 * Booking an import's chosen rows (issue 25 item 6) through the single booking's save, a chunk of
 * rows per transaction: each row's outcome is written in the same transaction as its consignment, so
 * a row is booked at most once however often booking is asked for, and a stopped run can be resumed.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { badInput, DomainError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { requireBookingUser } from '../consignments/consignment.access.js';
import { createManyInTransaction } from '../consignments/consignment.save.js';
import type { User } from '../users/user.entity.js';
import { BookingImport, BookingImportRow, ImportStatus } from './import.entity.js';
import { loadRowLookups, rowErrors, rowInput } from './import.row.js';
import { announceEvents } from '../events/event.record.js';
import { findImport, rememberMapping } from './import.service.js';

/** What the user confirmed: the rows (by sheet line) and quote or consignment. */
export interface BookingChoice {
  rowNumbers: number[];
  asQuotes: boolean;
}

/**
 * Rows booked per transaction: the progress moves in these steps (4% of a 5,000-row file), a failure loses at
 * most one, and the import's lock is held for about a second of work.
 */
export const IMPORT_CHUNK = 200;

export const BOOKING_MESSAGES = {
  busy: 'This import is already being booked.',
  noRows: 'Choose at least one row to book.',
  failed: 'The booking stopped before every chosen row was dealt with. Book again to continue with the rows not yet booked.',
} as const;

/**
 * A run that has not moved for this long is taken to have stopped with its process (a restart, a
 * crash); booking may then be started again. Two runs at once would still book each row once: each
 * chunk locks the import and takes only rows without an outcome.
 */
export const STALLED_RUN_MS = 5 * 60_000;

const isRunning = (batch: BookingImport, now: Date): boolean =>
  batch.status === ImportStatus.Booking && now.getTime() - (batch.progressAt?.getTime() ?? 0) < STALLED_RUN_MS;

/**
 * POST /Imports/{id}/Book: records the choice and starts booking. `done` settles when every chosen
 * row is booked or refused; callers that answer at once (REST, GraphQL) let it run and report its failure.
 */
export async function bookImport(ctx: RequestContext, id: number, choice: BookingChoice): Promise<{ batch: BookingImport; done: Promise<BookingImport> }> {
  const user = requireBookingUser(ctx);
  await findImport(ctx.em, user, id);
  if (!choice.rowNumbers.length) throw badInput([{ field: 'RowNumbers', message: BOOKING_MESSAGES.noRows }]);
  await ctx.em.transactional(async (em) => {
    const batch = await em.findOneOrFail(BookingImport, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (isRunning(batch, ctx.now)) throw new DomainError('CONFLICT', BOOKING_MESSAGES.busy);
    // Rows already booked stay booked; refused ones are judged again if chosen again.
    await em.nativeUpdate(BookingImportRow, { bookingImport: id, $or: [{ outcome: null }, { outcome: 'Refused' }] }, { chosen: false, outcome: null });
    const chosenCount = await em.nativeUpdate(BookingImportRow, { bookingImport: id, outcome: null, rowNumber: { $in: choice.rowNumbers } }, { chosen: true });
    Object.assign(batch, { status: ImportStatus.Booking, asQuotes: choice.asQuotes, chosenCount, processedCount: 0, refusedCount: 0, failure: null, progressAt: ctx.now });
    await rememberMapping({ ...ctx, em }, batch);
  });
  ctx.em.clear();
  const batch = await findImport(ctx.em, user, id);
  return { batch, done: runBooking(ctx, user, id) };
}

/** Books chunk after chunk until no chosen row is left, then marks the import booked (or failed). */
async function runBooking(ctx: RequestContext, user: User, id: number): Promise<BookingImport> {
  try {
    for (;;) {
      const booked = await ctx.em.fork().transactional((em) => bookChunk(em, ctx, user, id));
      if (booked === null) break;
      for (const c of booked) ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId: c.id, customerId: c.customerId, action: 'Created' });
      if (booked.length) announceEvents(ctx.pubsub);
    }
  } catch (error) {
    await ctx.em.fork().nativeUpdate(BookingImport, { id }, { status: ImportStatus.Failed, failure: BOOKING_MESSAGES.failed });
    throw error;
  }
  return ctx.em.fork().findOneOrFail(BookingImport, { id }, { populate: ['customer'] });
}

/**
 * One transaction: the next chosen rows, booked together by the single booking's save (`createManyInTransaction`:
 * each row judged by every rule of a save, the booked ones written with multi-row inserts and one block of
 * numbers, what the rows read loaded once), each row's outcome written with them; null when none is left.
 */
async function bookChunk(em: EntityManager, ctx: RequestContext, user: User, id: number): Promise<{ id: number; customerId: number }[] | null> {
  const batch = await em.findOneOrFail(BookingImport, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const rows = await em.find(BookingImportRow, { bookingImport: id, chosen: true, outcome: null }, { orderBy: { rowNumber: 'asc' }, limit: IMPORT_CHUNK });
  if (!rows.length) {
    batch.status = ImportStatus.Booked;
    return null;
  }
  const lookups = await loadRowLookups(em);
  const customerId = batch.customer.id;
  const inputs = rows.map((row) => rowInput(batch.headings, row.cells, batch.mapping, lookups, customerId, batch.asQuotes));
  const outcomes = await createManyInTransaction(em, ctx, user, customerId, inputs);
  const booked: { id: number; customerId: number }[] = [];
  rows.forEach((row, i) => {
    const outcome = outcomes[i];
    if ('refused' in outcome) {
      const { fields, message } = outcome.refused;
      Object.assign(row, { outcome: 'Refused', errors: rowErrors(fields.length ? fields : [{ field: '', message }]) });
      return;
    }
    Object.assign(row, { outcome: 'Booked', consignmentId: outcome.id, consignmentNumber: outcome.consignmentNumber, errors: [] });
    booked.push({ id: outcome.id, customerId });
  });
  batch.progressAt = new Date();
  batch.processedCount += rows.length;
  batch.bookedCount += booked.length;
  batch.refusedCount += rows.length - booked.length;
  return booked;
}
