/**
 * Consignment use cases other than saving: get, search, delete, cancellation request, copy, the
 * stops without a manifest and the change log (spec 1 §4, §7). Saving is in consignment.save.ts.
 */
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { Topic } from '../../realtime/topics.js';
import { requireOffice } from '../../context.js';
import { copyConsignment, type CopyableConsignment } from '../../domain/consignment-copy.js';
import { InvoiceStatus, isConsignmentReadOnly } from '../../domain/consignment-lifecycle.js';
import { forbidden, notFound } from '../../errors.js';
import { Manifest } from '../manifests/manifest.entity.js';
import { ConsignmentAddress } from './consignment-address.entity.js';
import { ConsignmentChangeLog } from './consignment-change-log.entity.js';
import { Consignment } from './consignment.entity.js';
import { assertCanSee, customerScope, isCustomerUser, requireBookingUser } from './consignment.access.js';
import { differences, logChange, snapshot } from './consignment.change-log.js';
import { CONSIGNMENT_POPULATE, loadConsignment } from './consignment.populate.js';
import { createConsignment, READ_ONLY_MESSAGE } from './consignment.save.js';
import { checkSearch, searchWhere, type ConsignmentSearch } from './consignment.search.js';
import { inputFromCopy, toCopyable } from './consignment.copy.js';

/** GET /Consignments/{id}: office users, or the customer's own users. */
export async function getConsignment(ctx: RequestContext, id: number): Promise<Consignment> {
  const user = requireBookingUser(ctx);
  const consignment = await loadConsignment(ctx.em, id);
  assertCanSee(user, consignment);
  return consignment;
}

/**
 * GET /Consignments/{from}/{to}/Search, sorted by start date (spec 1 §2). A fixed number of
 * statements whatever the number of rows (issue 3 item 8): one for the list, one per relation.
 */
export async function searchConsignments(ctx: RequestContext, search: ConsignmentSearch): Promise<Consignment[]> {
  return ctx.em.find(Consignment, await searchFilter(ctx, search), {
    populate: CONSIGNMENT_POPULATE,
    strategy: 'select-in',
    orderBy: { startDateTime: 'asc', id: 'asc' },
  });
}

/** A search's checks and authorisation, then its WHERE (a customer user sees only its own). */
export async function searchFilter(ctx: RequestContext, search: ConsignmentSearch): Promise<FilterQuery<Consignment>> {
  const user = requireBookingUser(ctx);
  checkSearch(search);
  return searchWhere(await withManifestId(ctx, search), customerScope(user));
}

/** The manifestNumber filter names a ManifestNumber (spec 1 §7); the stops hold the manifest's id. */
async function withManifestId(ctx: RequestContext, search: ConsignmentSearch): Promise<ConsignmentSearch> {
  if (search.manifestNumber == null) return search;
  const manifest = await ctx.em.findOne(Manifest, { manifestNumber: search.manifestNumber }, { fields: ['id'] });
  return { ...search, manifestNumber: undefined, manifestId: manifest?.id ?? -1 };
}

async function changeOne(ctx: RequestContext, id: number, action: string, change: (c: Consignment) => void): Promise<Consignment> {
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
  });
  ctx.em.clear();
  const changed = await loadConsignment(ctx.em, id);
  ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId: id, customerId: changed.customer.id, action });
  return changed;
}

/** DELETE /Consignments/{id}: office users only; a soft delete seen through the is-deleted filter (spec 1 §4). */
export async function deleteConsignment(ctx: RequestContext, id: number): Promise<Consignment> {
  requireOffice(ctx);
  return changeOne(ctx, id, 'Deleted', (c) => {
    if (c.invoiceStatus !== InvoiceStatus.Uninvoiced) throw forbidden(READ_ONLY_MESSAGE);
    c.isDeleted = true;
  });
}

/** POST /Consignments/CancellationRequest: a customer asks the office to cancel; it then becomes read-only for them (spec 1 §4). */
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
 * Copies a consignment (spec 1 §4) into a new quote: identifiers, progress, supplier, invoice data and
 * change logs dropped; Uninvoiced, not paid. The stops keep their times for the user to change.
 */
export async function copyConsignmentAsQuote(ctx: RequestContext, id: number): Promise<Consignment> {
  const source = await getConsignment(ctx, id);
  const copy = copyConsignment(toCopyable(source) as CopyableConsignment);
  return createConsignment(ctx, inputFromCopy(copy));
}

/** The change log of a consignment, oldest first (spec 1 §3 ConsignmentChangeLogs). */
export async function consignmentChangeLogs(ctx: RequestContext, id: number): Promise<ConsignmentChangeLog[]> {
  await getConsignment(ctx, id);
  return ctx.em.find(ConsignmentChangeLog, { consignment: id }, { orderBy: { id: 'asc' } });
}

/**
 * GET /ConsignmentAddresses/NoManifest (office): stops of live consignments that are on no manifest
 * yet, for building manifests; quotes, frequent templates, deleted, completed and invoiced ones are left out.
 */
export async function stopsWithoutManifest(ctx: RequestContext): Promise<ConsignmentAddress[]> {
  requireOffice(ctx);
  return ctx.em.find(
    ConsignmentAddress,
    { manifestId: null, isCompleted: false, consignment: { isQuote: false, isFrequentConsignment: false, isDeleted: false, invoiceStatus: InvoiceStatus.Uninvoiced } },
    {
      populate: ['consignment.customer', 'consignment.vehicleType', 'consignmentAddressType', 'address.country', 'loadDetails', 'additionalCharges.additionalCharge'],
      strategy: 'select-in',
      orderBy: { scheduledStartDateAndTime: 'asc', id: 'asc' },
    },
  );
}
