/**
 * Consignment use cases other than saving: get, search, delete, cancellation request, copy, the
 * stops without a manifest and the change log (behaviour.md "Booking / Copy, cancel and delete"; "Booking / Consignment search and export"). Saving is in consignment.save.ts.
 */
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { changeAudience, mayRead } from '../../domain/field-visibility.js';
import { viewerOf } from '../../policy/field-visibility.js';
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { Topic } from '../../realtime/topics.js';
import { requireOffice } from '../../context.js';
import { copyConsignment, type CopyableConsignment } from '../../domain/consignment-copy.js';
import { InvoiceStatus, isConsignmentReadOnly } from '../../domain/consignment-lifecycle.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { Manifest } from '../manifests/manifest.entity.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { Consignment } from './consignment.entity.js';
import { assertCanSee, customerScope, isCustomerUser, requireBookingUser } from './consignment.access.js';
import { differences, logChange, snapshot } from './consignment.change-log.js';
import { CONSIGNMENT_POPULATE, loadConsignment } from './consignment.populate.js';
import { createConsignment, READ_ONLY_MESSAGE } from './consignment.save.js';
import { checkSearch, searchWhere, tooManyRows, type ConsignmentSearch } from './consignment.search.js';
import { announceEvents, consignmentEvent, recordEvents } from '../events/event.record.js';
import { inputFromCopy, toCopyable } from './consignment.copy.js';
import { boundedRows } from '../../domain/list-bounds.js';

/** GET /Consignments/{id}: office users, or the customer's own users. */
export async function getConsignment(ctx: RequestContext, id: number): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  const consignment = await loadConsignment(ctx.em, id);
  assertCanSee(user, consignment);
  return consignment;
}

/**
 * GET /Consignments/{from}/{to}/Search, sorted by start date (behaviour.md "Control screen / Consignments tab"). A fixed number of
 * statements whatever the number of rows (issue 3 item 8): one for the list, one per relation.
 */
export async function searchConsignments(ctx: RequestContext, search: ConsignmentSearch): Promise<Consignment[]> {
  return ctx.em.find(Consignment, await searchFilter(ctx, search), {
    populate: CONSIGNMENT_POPULATE,
    strategy: 'select-in',
    orderBy: { startDateTime: 'asc', id: 'asc' },
  });
}

/**
 * A search's checks and authorisation, then its WHERE (a customer user sees only its own). Every request's work is
 * bounded (issue 20 item 4): the range by `limits.searchDays`, the rows by `maxRows` (a list's `limits.searchRows`
 * unless the export passes its own), counted up to one past the limit so the count itself stays bounded.
 */
export async function searchFilter(ctx: RequestContext, search: ConsignmentSearch, maxRows = ctx.config.limits.searchRows): Promise<FilterQuery<Consignment>> {
  const where = await searchScope(ctx, search);
  const ids = await ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>).limit(maxRows + 1).execute('all');
  if (ids.length > maxRows) throw badInput([{ field: 'to', message: tooManyRows(maxRows) }]);
  return where;
}

/**
 * A search's checks and authorisation, then its WHERE (a customer user sees only its own), without the row count:
 * a page of consignmentsConnection is bounded by its `first` instead.
 */
export async function searchScope(ctx: RequestContext, search: ConsignmentSearch): Promise<FilterQuery<Consignment>> {
  const user = requireBookingUser(ctx);
  checkSearch(search, ctx.config.limits.searchDays);
  return searchWhere(await withManifestId(ctx, search), customerScope(user));
}

/** The manifestNumber filter names a ManifestNumber (behaviour.md "Booking / Consignment search and export"); the stops hold the manifest's id. */
async function withManifestId(ctx: RequestContext, search: ConsignmentSearch): Promise<ConsignmentSearch> {
  if (search.manifestNumber == null) return search;
  const manifest = await ctx.em.findOne(Manifest, { manifestNumber: search.manifestNumber }, { fields: ['id'] });
  return { ...search, manifestNumber: undefined, manifestId: manifest?.id ?? -1 };
}

const EVENT_OF_ACTION = { Deleted: 'consignment.deleted', 'Cancellation requested': 'consignment.cancellation_requested' } as const;

async function changeOne(ctx: RequestContext, id: number, action: keyof typeof EVENT_OF_ACTION, change: (c: Consignment) => void): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  await ctx.em.transactional(async (em) => {
    const locked = await em.findOne(Consignment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw notFound('The consignment');
    const c = await loadConsignment(em, id);
    assertCanSee(user, c);
    const before = snapshot(c);
    change(c);
    c.dateModified = ctx.now;
    logChange(em, c, user, ctx.now, action, differences(before, snapshot(c)));
    recordEvents(em, [consignmentEvent(EVENT_OF_ACTION[action], c, action)]);
  });
  ctx.em.clear();
  const changed = await loadConsignment(ctx.em, id);
  ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId: id, customerId: changed.customer.id, action });
  announceEvents(ctx.pubsub);
  return changed;
}

/** DELETE /Consignments/{id}: office users only; a soft delete seen through the is-deleted filter (behaviour.md "Booking / Consignment lifecycle"). */
export async function deleteConsignment(ctx: RequestContext, id: number): Promise<Consignment> {
  requireOffice(ctx);
  return changeOne(ctx, id, 'Deleted', (c) => {
    if (c.invoiceStatus !== InvoiceStatus.Uninvoiced) throw forbidden(READ_ONLY_MESSAGE);
    c.isDeleted = true;
  });
}

/** POST /Consignments/CancellationRequest: a customer asks the office to cancel; it then becomes read-only for them (behaviour.md "Booking / Consignment lifecycle"). */
export async function requestCancellation(ctx: RequestContext, reference: { id?: number | null; consignmentNumber?: number | null }): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  const byNumber = reference.id == null && reference.consignmentNumber != null
    ? await ctx.em.findOne(Consignment, { consignmentNumber: reference.consignmentNumber }, { fields: ['id'] })
    : null;
  const id = reference.id ?? byNumber?.id;
  if (id == null) throw notFound('The consignment');
  return changeOne(ctx, id, 'Cancellation requested', (c) => {
    if (isConsignmentReadOnly(c, { isCustomerUser: isCustomerUser(user) })) throw forbidden(READ_ONLY_MESSAGE);
    c.cancellationRequested = true;
  });
}

/**
 * Copies a consignment (behaviour.md "Manifests / Stop progress") into a new quote: identifiers, progress, supplier, invoice data and
 * change logs dropped; Uninvoiced, not paid. The stops keep their times for the user to change.
 */
export async function copyConsignmentAsQuote(ctx: RequestContext, id: number): Promise<Consignment> {
  const source = await getConsignment(ctx, id);
  const copy = copyConsignment(toCopyable(source) as CopyableConsignment);
  return createConsignment(ctx, inputFromCopy(copy));
}

/**
 * The change log of a consignment, oldest first (behaviour.md "Booking / Change log" ConsignmentChangeLogs), with only the changes
 * of fields the caller may read (the field-visibility table, issue 20 item 2): a customer is not shown
 * costs, office notes or earlier suppliers. An entry left with no change to show is left out.
 */
export async function consignmentChangeLogs(ctx: RequestContext, id: number): Promise<ConsignmentChangeLog[]> {
  await getConsignment(ctx, id);
  const max = ctx.config.limits.listRows;
  const logs = boundedRows(await ctx.em.find(ConsignmentChangeLog, { consignment: id }, { orderBy: { id: 'asc' }, limit: max + 1 }), max, 'changes');
  const viewer = viewerOf(ctx.user);
  return logs.flatMap((log) => {
    const changes = log.changes.filter((c) => mayRead(changeAudience(c.field), viewer));
    if (changes.length === log.changes.length) return [log];
    return changes.length ? [{ ...log, changes }] : [];
  });
}

/**
 * GET /ConsignmentAddresses/NoManifest (office): stops of live consignments that are on no manifest
 * yet, for building manifests and planning the day (behaviour.md "Manifests / Optimise order and plan the
 * day"); quotes, frequent templates, deleted, cancellation-requested, completed and invoiced ones are left
 * out (decision 0165). Bounded like every list: more than the configured rows is a 400.
 */
export async function stopsWithoutManifest(ctx: RequestContext, day?: { start: Date; end: Date }): Promise<ConsignmentAddress[]> {
  requireOffice(ctx);
  // Plan the day (issue 23) asks for one business day's stops: those scheduled within it.
  const scheduled = day ? { scheduledStartDateAndTime: { $gte: day.start, $lt: day.end } } : {};
  const live = { isQuote: false, isFrequentConsignment: false, isDeleted: false, cancellationRequested: false, invoiceStatus: InvoiceStatus.Uninvoiced };
  const max = ctx.config.limits.listRows;
  const stops = await ctx.em.find(
    ConsignmentAddress,
    { manifestId: null, isCompleted: false, ...scheduled, consignment: live },
    {
      populate: ['consignment.customer', 'consignment.vehicleType', 'consignmentAddressType', 'address.country', 'loadDetails', 'additionalCharges.additionalCharge'],
      strategy: 'select-in',
      orderBy: { scheduledStartDateAndTime: 'asc', id: 'asc' },
      limit: max + 1,
    },
  );
  return boundedRows(stops, max, 'stops');
}
