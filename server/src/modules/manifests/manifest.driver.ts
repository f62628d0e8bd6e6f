/**
 * The driver app (supplier users, issue 4 item 5): its own supplier's manifests for today and tomorrow,
 * acknowledging one, and posting stop progress. Another supplier's manifest or stop is "not found".
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireUser } from '../../context.js';
import { addDays, londonDateRange, today } from '../../domain/dates.js';
import { isManifestCompleted, PROGRESS_MESSAGES, PROGRESS_STEPS, type ProgressStep } from '../../domain/manifest.js';
import { implausibleProgressTime } from '../../domain/progress-time.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { UserRole, type User } from '../users/user.entity.js';
import { Manifest } from './manifest.entity.js';
import { reloadAndPublish } from './manifest.events.js';
import { MANIFEST_POPULATE, withStops, type ManifestView } from './manifest.load.js';
import { changeStopProgress } from './manifest.progress.js';
import { refuseStaleManifest } from './manifest.save.js';

/** The signed-in supplier user and its supplier's id, or a 403. */
export function requireDriver(ctx: RequestContext): { user: User; supplierId: number } {
  const user = requireUser(ctx);
  if (user.role !== UserRole.SUPPLIER || !user.supplier) throw forbidden();
  return { user, supplierId: user.supplier.id };
}

/** The driver's manifests for today and tomorrow (London), sent to its supplier and not yet completed, by start time. */
export async function driverManifests(ctx: RequestContext): Promise<ManifestView[]> {
  const { supplierId } = requireDriver(ctx);
  const day = today(ctx.now);
  const { start, end } = londonDateRange(day, addDays(day, 1));
  const list = await ctx.em.find(Manifest, { supplier: supplierId, isSent: true, isDeleted: false, startDateTime: { $gte: start, $lt: end } }, {
    populate: MANIFEST_POPULATE, strategy: 'select-in', orderBy: { startDateTime: 'asc', id: 'asc' },
  });
  // A completed manifest has nothing left to do: it leaves the driver's list (issue 19 item 10).
  return (await withStops(ctx.em, list)).filter((v) => !isManifestCompleted(v.stops));
}

/** Acknowledges a manifest (IsAcknowledged, AcknowledgedTime); a version the manifest has moved past is a 608. */
export async function acknowledgeManifest(ctx: RequestContext, id: number, version?: number | null): Promise<ManifestView> {
  const { supplierId } = requireDriver(ctx);
  await ctx.em.transactional(async (em) => {
    const m = await em.findOne(Manifest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!m || m.isDeleted || m.supplier?.id !== supplierId) throw notFound('The manifest');
    refuseStaleManifest(m, version);
    if (!m.isAcknowledged) { m.isAcknowledged = true; m.acknowledgedTime = ctx.now; m.dateModified = ctx.now; }
  });
  return reloadAndPublish(ctx, id, 'Acknowledged');
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

/** Posts progress on one of the driver's stops through the one progress use case (a delivery waits for its collection). */
export async function postStopProgress(ctx: RequestContext, stopId: number, input: ProgressInput): Promise<ConsignmentAddress> {
  const { supplierId } = requireDriver(ctx);
  if (!PROGRESS_STEPS.includes(input.step)) throw badInput([{ field: 'step', message: PROGRESS_MESSAGES.badStep }]);
  if ((input.signatureName?.length ?? 0) > 200) throw badInput([{ field: 'signatureName', message: 'Signature name must be at most 200 characters' }]);
  if ((input.notes?.length ?? 0) > 5000) throw badInput([{ field: 'notes', message: 'Notes must be at most 5000 characters' }]);
  const at = input.time ?? ctx.now;
  const change = { times: { [input.step]: at }, signatureName: input.signatureName, notes: input.notes, noPaperworkProvided: input.noPaperworkProvided };
  const lockPlausible = async (em: EntityManager) => {
    const stop = await lockDriverStop({ ...ctx, em }, stopId, supplierId);
    const manifest = await em.findOneOrFail(Manifest, { id: stop.manifestId! }); // loaded by lockDriverStop: no query
    const recorded = { OnRoute: stop.startTime, Arrived: stop.arrivalTime, Completed: stop.completionTime };
    const implausible = implausibleProgressTime({ step: input.step, at, now: ctx.now, manifestStart: manifest.startDateTime ?? null, recorded });
    if (implausible) throw badInput([{ field: 'time', message: implausible }]);
    return [stop];
  };
  return changeStopProgress(ctx, lockPlausible, change, stopId);
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
