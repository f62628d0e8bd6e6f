/**
 * Stop progress (behaviour.md "Manifests / Stop progress"): ONE use case for the driver app and the office's date-time
 * editor. Both callers pick and lock their stops (a driver its own stop, the office a stop or, with
 * "same for all", every stop of its manifest) and hand the change to `changeStopProgress`, which sets or
 * clears the steps in order, refuses a delivery ahead of its collection (domain `progressRefusal`),
 * completes or reopens the consignment, queues completion e-mails and recipient notifications and, after
 * commit, refreshes the manifest's ETAs and publishes.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { PROGRESS_MESSAGES, PROGRESS_STEPS, progressRefusal, type ProgressStep } from '../../domain/manifest.js';
import { badInput, notFound } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { recordCompletions } from '../confirmations/confirmation.service.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { refreshManifestEtas } from '../eta/eta.service.js';
import { notifyProgress } from '../notifications/notification.service.js';
import { Manifest } from './manifest.entity.js';
import { announceEvents } from '../events/event.record.js';
import { publishManifestChange } from './manifest.events.js';
import { recordProgressEvents } from './manifest.progress-events.js';
import { STOP_POPULATE } from './manifest.load.js';

/** One change of progress: each step's time (null clears the step, absent leaves it) and the completion details. */
export interface ProgressChange {
  times: Partial<Record<ProgressStep, Date | null | undefined>>;
  signatureName?: string | null;
  notes?: string | null;
  noPaperworkProvided?: boolean | null;
}

/** The editor's three times; null clears that step, undefined leaves it. */
export interface ProgressTimes {
  startTime?: Date | null;
  arrivalTime?: Date | null;
  completionTime?: Date | null;
  sameForAll?: boolean | null;
}

function checkChange(ctx: RequestContext, change: ProgressChange): void {
  const times = Object.values(change.times).filter((t): t is Date => t instanceof Date);
  if (times.some((d) => d.getTime() > ctx.now.getTime() + 60_000)) throw badInput([{ field: 'time', message: PROGRESS_MESSAGES.future }]);
  if ((change.signatureName?.length ?? 0) > 200) throw badInput([{ field: 'signatureName', message: 'Signature name must be at most 200 characters' }]);
  if ((change.notes?.length ?? 0) > 5000) throw badInput([{ field: 'notes', message: 'Notes must be at most 5000 characters' }]);
}

const FLAGS = {
  OnRoute: { flag: 'isOnRoute', time: 'startTime' },
  Arrived: { flag: 'hasArrived', time: 'arrivalTime' },
  Completed: { flag: 'isCompleted', time: 'completionTime' },
} as const;

/** Sets or clears each step the change names, in step order; the completion details go with a completion. */
function applyChange(stop: ConsignmentAddress, change: ProgressChange): void {
  for (const step of PROGRESS_STEPS) {
    const at = change.times[step];
    if (at === undefined) continue;
    stop[FLAGS[step].flag] = at !== null;
    stop[FLAGS[step].time] = at;
  }
  if (!change.times.Completed) return;
  if (change.signatureName != null) stop.signatureName = change.signatureName.trim() || null;
  if (change.notes != null) stop.notesFromSupplier = change.notes.trim() || null;
  if (change.noPaperworkProvided != null) stop.noPaperworkProvided = change.noPaperworkProvided;
}

/** The delivery-waits-for-collection rule on the state the change leaves, for every stop it touches. */
function refuseEarlyDeliveries(stops: ConsignmentAddress[], change: ProgressChange): void {
  const stepsSet = PROGRESS_STEPS.filter((step) => change.times[step] instanceof Date);
  for (const stop of stops) {
    const collections = stop.consignment.consignmentAddresses.getItems().filter((s) => s.consignmentAddressType.name === 'Collection');
    const refusal = progressRefusal(stop.consignmentAddressType.name, stepsSet, collections.map((s) => s.isCompleted));
    if (refusal) throw badInput([{ field: 'step', message: refusal }]);
  }
}

/** A consignment is completed when all its stops are; clearing a completion reopens it. */
function settleConsignments(stops: ConsignmentAddress[], change: ProgressChange): void {
  for (const consignment of new Set(stops.map((s) => s.consignment))) {
    const all = consignment.consignmentAddresses.getItems();
    if (all.every((s) => s.isCompleted)) consignment.isCompleted = true;
    else if (change.times.Completed === null) consignment.isCompleted = false;
  }
}

/**
 * The use case of stop progress for every caller: validate, lock the stops `lock` picks, apply the change,
 * refuse a delivery ahead of its collection, settle the consignments, queue completion e-mails, commit,
 * then publish stopProgress and manifestChanged for each stop (`answerId`'s last) and answer that stop.
 */
export async function changeStopProgress(
  ctx: RequestContext,
  lock: (em: EntityManager) => Promise<ConsignmentAddress[]>,
  change: ProgressChange,
  answerId: number,
): Promise<ConsignmentAddress> {
  checkChange(ctx, change);
  let changed: number[] = [];
  let manifests: number[] = [];
  await ctx.em.transactional(async (em) => {
    const stops = await lock(em);
    await em.populate(stops, ['consignmentAddressType', 'consignment.consignmentAddresses.consignmentAddressType']);
    for (const stop of stops) applyChange(stop, change);
    refuseEarlyDeliveries(stops, change);
    settleConsignments(stops, change);
    // issue 4 item 6: a completion queues the customer's completion e-mail for the office.
    if (change.times.Completed) await recordCompletions(em, stops, ctx.now);
    await recordProgressEvents(em, stops);
    // issue 25 item 4: the recipients hear that the driver set off to them, and of the delivery.
    await notifyProgress(em, ctx.config, stops, { setOff: change.times.OnRoute instanceof Date, completed: change.times.Completed instanceof Date }, ctx.now);
    changed = stops.map((s) => s.id);
    manifests = [...new Set(stops.map((s) => s.manifestId).filter((id): id is number => !!id))];
  });
  // issue 25 items 1-2: each progress step moves the ETAs (a completed stop's is its completion time) and late flags.
  for (const manifestId of manifests) await refreshManifestEtas(ctx, manifestId);
  announceEvents(ctx.pubsub);
  for (const id of changed.filter((id) => id !== answerId)) await publishStopProgress(ctx, id);
  return publishStopProgress(ctx, answerId);
}

/** PUT /ConsignmentAddresses/{id}/Progress (office): set or clear each step; "same for all" applies to every stop of its manifest. */
export async function editStopProgress(ctx: RequestContext, stopId: number, times: ProgressTimes): Promise<ConsignmentAddress> {
  requireOffice(ctx);
  const change = { times: { OnRoute: times.startTime, Arrived: times.arrivalTime, Completed: times.completionTime } };
  return changeStopProgress(ctx, (em) => lockOfficeStops(em, stopId, !!times.sameForAll), change, stopId);
}

async function lockOfficeStops(em: EntityManager, stopId: number, sameForAll: boolean): Promise<ConsignmentAddress[]> {
  const stop = await em.findOne(ConsignmentAddress, { id: stopId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!stop) throw notFound('The consignment address');
  if (!sameForAll || !stop.manifestId) return [stop];
  return em.find(ConsignmentAddress, { manifestId: stop.manifestId }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { manifestOrder: 'asc' } });
}

/** Loads a stop after a progress change and publishes stopProgress and manifestChanged. */
export async function publishStopProgress(ctx: RequestContext, stopId: number): Promise<ConsignmentAddress> {
  ctx.em.clear();
  const stop = await ctx.em.findOneOrFail(ConsignmentAddress, { id: stopId }, { populate: STOP_POPULATE, strategy: 'select-in' });
  const manifest = stop.manifestId ? await ctx.em.findOne(Manifest, { id: stop.manifestId }) : null;
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  ctx.pubsub.publish(Topic.StopProgress, {
    consignmentAddressId: stop.id, manifestId: stop.manifestId ?? null, supplierId: manifest?.supplier?.id ?? null,
    consignmentId: stop.consignment.id, customerId: stop.consignment.customer.id,
    isOnRoute: stop.isOnRoute, startTime: iso(stop.startTime), hasArrived: stop.hasArrived, arrivalTime: iso(stop.arrivalTime),
    isCompleted: stop.isCompleted, completionTime: iso(stop.completionTime),
  });
  if (manifest) publishManifestChange(ctx, manifest.id, 'Progress', [stop]);
  return stop;
}
