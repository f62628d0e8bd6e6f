/**
 * Sending a manifest to the transport exchange, removing it and rebooking it (behaviour.md "Manifests / Transport exchange";
 * issue 4 item 4). Office only; each action writes a TransportExchangeManifest log row, commits in one
 * transaction with the exchange call, then publishes manifestChanged.
 */
import { COLLECTION_LIMITS, roomForOneMore, tooManyItems } from '../../domain/collection-limits.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { today } from '../../domain/dates.js';
import { exchangeRefusal } from '../../domain/manifest.js';
import { badInput, notFound } from '../../errors.js';
import { TransportExchangeManifest, TransportExchangeManifestLog, type Manifest } from '../manifests/manifest.entity.js';
import { publishManifestChange } from '../manifests/manifest.events.js';
import { loadManifest, stopsOf, type ManifestView } from '../manifests/manifest.load.js';
import { lockManifest } from '../manifests/manifest.save.js';
import { SandboxExchangePosting } from './sandbox-posting.entity.js';
import { ExchangeError, exchangeFor, type ExchangePosting, type TransportExchange } from './exchange.js';

/** The messages of this area (behaviour.md "Manifests / Transport exchange" and ours). */
export const EXCHANGE_MESSAGES = {
  inPast: 'Consignment address scheduled date / time is in the past',
  alreadyPosted: 'The manifest is already on the transport exchange.',
  notPosted: 'The manifest is not on the transport exchange.',
  notesTooLong: 'Notes must be at most 2000 characters',
} as const;

/** The send options of the transport exchange modal (behaviour.md "Manifests / Transport exchange" defaults: tailLift false, timed false, notes ''). */
export interface ExchangeOptions {
  tailLift?: boolean | null;
  timed?: boolean | null;
  notes?: string | null;
  version?: number | null;
}

type Action = 'Sent' | 'Removed' | 'Rebooked';

function checkOptions(o: ExchangeOptions): void {
  if ((o.notes?.length ?? 0) > 2000) throw badInput([{ field: 'notes', message: EXCHANGE_MESSAGES.notesTooLong }]);
}

async function postingOf(em: EntityManager, m: Manifest, o: { tailLift: boolean; timed: boolean; notes: string }, now: Date): Promise<ExchangePosting> {
  const stops = (await stopsOf(em, [m.id])).get(m.id) ?? [];
  const refusal = exchangeRefusal({ invoiceStatus: m.invoiceStatus, completed: stops.length > 0 && stops.every((s) => s.isCompleted) });
  if (refusal) throw badInput([{ field: 'id', message: refusal }]);
  const first = stops[0]?.scheduledStartDateAndTime;
  // behaviour.md "Manifests / Transport exchange": blocked when the first address's scheduled date is before today (London).
  if (first && today(first) < today(now)) throw badInput([{ field: 'scheduledStartDateAndTime', message: EXCHANGE_MESSAGES.inPast }]);
  return {
    manifestId: m.id, manifestNumber: m.manifestNumber, vehicleType: m.vehicleType.name, ...o,
    stops: stops.map((s) => ({ type: s.consignmentAddressType.name, address: s.address.shortAddress, postcode: s.address.postcode ?? null, scheduled: s.scheduledStartDateAndTime?.toISOString() ?? null })),
  };
}

async function activePosting(em: EntityManager, manifestId: number): Promise<TransportExchangeManifest | null> {
  return em.findOne(TransportExchangeManifest, { manifest: manifestId, isRemoved: false }, { orderBy: { id: 'desc' } });
}

function log(em: EntityManager, txm: TransportExchangeManifest, action: Action, message: string, now: Date): void {
  em.persist(em.create(TransportExchangeManifestLog, { transportExchangeManifest: txm, action, message, createdAt: now }));
}

async function viaExchange<T>(run: () => Promise<T>): Promise<T> {
  try { return await run(); } catch (e) {
    if (e instanceof ExchangeError) throw badInput([{ field: 'transportExchange', message: e.message }]);
    throw e;
  }
}

async function inTransaction(ctx: RequestContext, id: number, version: number | null | undefined, action: Action,
  work: (em: EntityManager, m: Manifest, exchange: TransportExchange) => Promise<void>): Promise<ManifestView> {
  requireOffice(ctx);
  await ctx.em.transactional(async (em) => {
    const m = await lockManifest(em, id, version);
    await work(em, m, exchangeFor(ctx.config, em, ctx.now));
    m.dateModified = ctx.now;
  });
  ctx.em.clear();
  const view = await loadManifest(ctx.em, id);
  publishManifestChange(ctx, id, `Transport exchange ${action.toLowerCase()}`, view.stops);
  return view;
}

/** PUT /Manifests/{id}/SendToTransportExchange {tailLift, timed, notes}. */
export async function sendToTransportExchange(ctx: RequestContext, id: number, o: ExchangeOptions): Promise<ManifestView> {
  requireOffice(ctx);
  checkOptions(o);
  const options = { tailLift: o.tailLift ?? false, timed: o.timed ?? false, notes: o.notes?.trim() ?? '' };
  return inTransaction(ctx, id, o.version, 'Sent', async (em, m, exchange) => {
    if (await activePosting(em, id)) throw badInput([{ field: 'id', message: EXCHANGE_MESSAGES.alreadyPosted }]);
    const max = COLLECTION_LIMITS.postingsPerManifest;
    if (!roomForOneMore(await em.count(TransportExchangeManifest, { manifest: id }), max)) throw badInput([{ field: 'id', message: tooManyItems('manifest', 'transport exchange postings', max) }]);
    const posting = await postingOf(em, m, options, ctx.now);
    const reply = await viaExchange(() => exchange.post(posting));
    const txm = em.create(TransportExchangeManifest, { manifest: m, ...options, externalReference: reply.reference, dateCreated: ctx.now });
    em.persist(txm);
    log(em, txm, 'Sent', `Posted as ${reply.reference} (${reply.status})`, ctx.now);
  });
}

/** PUT /Manifests/{id}/RemoveFromTransportExchange: withdraws the live posting. */
export async function removeFromTransportExchange(ctx: RequestContext, id: number, version?: number | null): Promise<ManifestView> {
  return inTransaction(ctx, id, version, 'Removed', async (em, _m, exchange) => {
    const txm = await activePosting(em, id);
    if (!txm?.externalReference) throw badInput([{ field: 'id', message: EXCHANGE_MESSAGES.notPosted }]);
    const reply = await viaExchange(() => exchange.remove(txm.externalReference!));
    txm.isRemoved = true;
    log(em, txm, 'Removed', `Removed ${reply.reference} (${reply.status})`, ctx.now);
  });
}

/** PUT /Manifests/{id}/RebookWithTransportExchange: replaces the live posting with a fresh one (options may change). */
export async function rebookWithTransportExchange(ctx: RequestContext, id: number, o: ExchangeOptions): Promise<ManifestView> {
  requireOffice(ctx);
  checkOptions(o);
  return inTransaction(ctx, id, o.version, 'Rebooked', async (em, m, exchange) => {
    const txm = await activePosting(em, id);
    if (!txm?.externalReference) throw badInput([{ field: 'id', message: EXCHANGE_MESSAGES.notPosted }]);
    // A rebook adds to the posting's log; room is kept for its removal and its proof of delivery.
    const max = COLLECTION_LIMITS.logsPerPosting;
    if (!roomForOneMore(await em.count(TransportExchangeManifestLog, { transportExchangeManifest: txm }), max - 2)) {
      throw badInput([{ field: 'id', message: tooManyItems('transport exchange posting', 'log entries: remove it and send the manifest again', max) }]);
    }
    const options = { tailLift: o.tailLift ?? txm.tailLift, timed: o.timed ?? txm.timed, notes: o.notes?.trim() ?? txm.notes ?? '' };
    const posting = await postingOf(em, m, options, ctx.now);
    const old = txm.externalReference;
    const reply = await viaExchange(() => exchange.rebook(old, posting));
    Object.assign(txm, options, { externalReference: reply.reference });
    log(em, txm, 'Rebooked', `Rebooked ${old} as ${reply.reference} (${reply.status})`, ctx.now);
  });
}

/**
 * The sandbox exchange delivers a proof of delivery for one of its postings (issue 4 item 4): the
 * posting is marked Delivered and the manifest's exchange log says so; approval is the accounts' TX POD list.
 */
export async function deliverSandboxProof(ctx: RequestContext, reference: string): Promise<TransportExchangeManifest> {
  requireOffice(ctx);
  if (ctx.config.transportExchangeUrl) throw badInput([{ field: 'reference', message: 'The sandbox exchange is not in use.' }]);
  const id = await ctx.em.transactional(async (em) => {
    const row = await em.findOne(SandboxExchangePosting, { reference });
    const txm = await em.findOne(TransportExchangeManifest, { externalReference: reference });
    if (!row || !txm) throw notFound('The posting');
    if (row.status !== 'Posted') throw badInput([{ field: 'reference', message: `The posting is ${row.status.toLowerCase()}.` }]);
    Object.assign(row, { status: 'Delivered', podReceivedAt: ctx.now, updatedAt: ctx.now });
    em.persist(em.create(TransportExchangeManifestLog, { transportExchangeManifest: txm, action: 'Proof of delivery', message: `Proof of delivery received for ${reference}`, createdAt: ctx.now }));
    return txm.id;
  });
  ctx.em.clear();
  return ctx.em.findOneOrFail(TransportExchangeManifest, { id }, { populate: ['logs'] });
}
