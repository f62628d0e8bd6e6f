/**
 * The driver app (supplier users, issue 4 item 5): its own supplier's manifests for today and tomorrow,
 * acknowledging one, and posting stop progress. Another supplier's manifest or stop is "not found".
 */
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { requireUser } from '../../context.js';
import { addDays, londonDateRange, today } from '../../domain/dates.js';
import { deliveryMustWait, PROGRESS_MESSAGES, type ProgressStep } from '../../domain/manifest.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { recordCompletions } from '../confirmations/confirmation.service.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { UserRole, type User } from '../users/user.entity.js';
import { Manifest } from './manifest.entity.js';
import { publishManifestChange } from './manifest.events.js';
import { loadManifest, MANIFEST_POPULATE, withStops, type ManifestView } from './manifest.load.js';
import { publishStopProgress } from './manifest.progress.js';

/** The signed-in supplier user and its supplier's id, or a 403. */
export function requireDriver(ctx: RequestContext): { user: User; supplierId: number } {
  const user = requireUser(ctx);
  if (user.role !== UserRole.SUPPLIER || !user.supplier) throw forbidden();
  return { user, supplierId: user.supplier.id };
}

/** The driver's manifests for today and tomorrow (London), sent to its supplier, by start time. */
export async function driverManifests(ctx: RequestContext): Promise<ManifestView[]> {
  const { supplierId } = requireDriver(ctx);
  const day = today(ctx.now);
  const { start, end } = londonDateRange(day, addDays(day, 1));
  const list = await ctx.em.find(Manifest, { supplier: supplierId, isSent: true, isDeleted: false, startDateTime: { $gte: start, $lt: end } }, {
    populate: MANIFEST_POPULATE, strategy: 'select-in', orderBy: { startDateTime: 'asc', id: 'asc' },
  });
  return withStops(ctx.em, list);
}

/** Acknowledges a manifest (IsAcknowledged, AcknowledgedTime). */
export async function acknowledgeManifest(ctx: RequestContext, id: number): Promise<ManifestView> {
  const { supplierId } = requireDriver(ctx);
  await ctx.em.transactional(async (em) => {
    const m = await em.findOne(Manifest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!m || m.isDeleted || m.supplier?.id !== supplierId) throw notFound('The manifest');
    if (!m.isAcknowledged) { m.isAcknowledged = true; m.acknowledgedTime = ctx.now; m.dateModified = ctx.now; }
  });
  ctx.em.clear();
  const view = await loadManifest(ctx.em, id);
  publishManifestChange(ctx, id, 'Acknowledged', view.stops);
  return view;
}

/** What a driver posts for a stop. */
export interface ProgressInput {
  step: ProgressStep;
  /** Defaults to now; never in the future. */
  time?: Date | null;
  signatureName?: string | null;
  notes?: string | null;
  noPaperworkProvided?: boolean | null;
}

const STEPS: readonly string[] = ['OnRoute', 'Arrived', 'Completed'];

/** Posts progress on one of the driver's stops; a delivery waits for its consignment's collection (400). */
export async function postStopProgress(ctx: RequestContext, stopId: number, input: ProgressInput): Promise<ConsignmentAddress> {
  const { supplierId } = requireDriver(ctx);
  if (!STEPS.includes(input.step)) throw badInput([{ field: 'step', message: PROGRESS_MESSAGES.badStep }]);
  const at = input.time ?? ctx.now;
  if (at.getTime() > ctx.now.getTime() + 60_000) throw badInput([{ field: 'time', message: PROGRESS_MESSAGES.future }]);
  if ((input.signatureName?.length ?? 0) > 200) throw badInput([{ field: 'signatureName', message: 'Signature name must be at most 200 characters' }]);
  if ((input.notes?.length ?? 0) > 5000) throw badInput([{ field: 'notes', message: 'Notes must be at most 5000 characters' }]);
  await ctx.em.transactional(async (em) => {
    const stop = await lockDriverStop({ ...ctx, em }, stopId, supplierId);
    await em.populate(stop, ['consignmentAddressType', 'consignment.consignmentAddresses.consignmentAddressType']);
    const collections = stop.consignment.consignmentAddresses.getItems().filter((s) => s.consignmentAddressType.name === 'Collection');
    if (deliveryMustWait(stop.consignmentAddressType.name, collections.map((s) => s.isCompleted))) throw badInput([{ field: 'step', message: PROGRESS_MESSAGES.collectionFirst }]);
    applyStep(stop, input, at);
    if (input.step === 'Completed') await recordCompletions(em, [stop], ctx.now);
    const all = stop.consignment.consignmentAddresses.getItems();
    if (all.every((s) => s.isCompleted)) stop.consignment.isCompleted = true;
  });
  return publishStopProgress(ctx, stopId);
}

/** A stop of one of the driver's supplier's live manifests, locked for the write, or "not found" (never "forbidden"). */
export async function lockDriverStop(ctx: RequestContext, stopId: number, supplierId: number): Promise<ConsignmentAddress> {
  const stop = await ctx.em.findOne(ConsignmentAddress, { id: stopId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return ownStop(ctx, stop, supplierId);
}

/** A 404 unless the stop is on a live manifest of the driver's supplier: checked before an upload is read. */
export async function assertDriverStop(ctx: RequestContext, stopId: number, supplierId: number): Promise<void> {
  await ownStop(ctx, await ctx.em.findOne(ConsignmentAddress, { id: stopId }), supplierId);
}

async function ownStop(ctx: RequestContext, stop: ConsignmentAddress | null, supplierId: number): Promise<ConsignmentAddress> {
  const manifest = stop?.manifestId ? await ctx.em.findOne(Manifest, { id: stop.manifestId }) : null;
  if (!stop || !manifest || manifest.isDeleted || manifest.supplier?.id !== supplierId) throw notFound('The consignment address');
  return stop;
}

function applyStep(stop: ConsignmentAddress, input: ProgressInput, at: Date): void {
  if (input.step === 'OnRoute') { stop.isOnRoute = true; stop.startTime = at; return; }
  if (input.step === 'Arrived') { stop.hasArrived = true; stop.arrivalTime = at; return; }
  stop.isCompleted = true;
  stop.completionTime = at;
  if (input.signatureName != null) stop.signatureName = input.signatureName.trim() || null;
  if (input.notes != null) stop.notesFromSupplier = input.notes.trim() || null;
  if (input.noPaperworkProvided != null) stop.noPaperworkProvided = input.noPaperworkProvided;
}

/**
 * The manifest a driver is working now (issue 4: SupplierLocation.Manifest is set by the server): its
 * supplier's sent, live manifest of today (London) with a stop not yet completed, earliest first. A
 * scalar subquery over a supplier id expression, so the statement that stores a batch of positions
 * looks it up itself (tracking's location writer); its two `?` are the London day's start and end.
 */
export function currentManifestSql(supplierId: string): string {
  return `(select m.id from manifest m where m.supplier_id = ${supplierId} and m.is_sent and not m.is_deleted and m.start_date_time >= ? and m.start_date_time < ?
       and exists (select 1 from consignment_address ca where ca.manifest_id = m.id and not ca.is_completed)
     order by m.start_date_time asc, m.id asc limit 1)`;
}
