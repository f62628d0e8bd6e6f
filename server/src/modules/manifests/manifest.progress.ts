/**
 * The office's date-time editor for stop progress (spec 2 §2, §4 via issue 4 item 5): set or clear
 * each step (clearing a step resets it), optionally the same for all stops of the manifest; and the
 * stopProgress event published after every progress change.
 */
import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { PROGRESS_MESSAGES } from '../../domain/manifest.js';
import { badInput, notFound } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { recordCompletions } from '../confirmations/confirmation.service.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { Manifest } from './manifest.entity.js';
import { publishManifestChange } from './manifest.events.js';
import { STOP_POPULATE } from './manifest.load.js';

/** The editor's three times; null clears that step, undefined leaves it. */
export interface ProgressTimes {
  startTime?: Date | null;
  arrivalTime?: Date | null;
  completionTime?: Date | null;
  sameForAll?: boolean | null;
}

function apply(stop: ConsignmentAddress, times: ProgressTimes): void {
  if (times.startTime !== undefined) { stop.startTime = times.startTime; stop.isOnRoute = times.startTime !== null; }
  if (times.arrivalTime !== undefined) { stop.arrivalTime = times.arrivalTime; stop.hasArrived = times.arrivalTime !== null; }
  if (times.completionTime !== undefined) { stop.completionTime = times.completionTime; stop.isCompleted = times.completionTime !== null; }
}

/** PUT /ConsignmentAddresses/{id}/Progress (office): set or clear each step; "same for all" applies to every stop of its manifest. */
export async function editStopProgress(ctx: RequestContext, stopId: number, times: ProgressTimes): Promise<ConsignmentAddress> {
  requireOffice(ctx);
  const future = ([times.startTime, times.arrivalTime, times.completionTime].filter(Boolean) as Date[]).some((d) => d.getTime() > ctx.now.getTime() + 60_000);
  if (future) throw badInput([{ field: 'time', message: PROGRESS_MESSAGES.future }]);
  let changed: number[] = [];
  await ctx.em.transactional(async (em) => {
    const stop = await em.findOne(ConsignmentAddress, { id: stopId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!stop) throw notFound('The consignment address');
    const stops = times.sameForAll && stop.manifestId
      ? await em.find(ConsignmentAddress, { manifestId: stop.manifestId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : [stop];
    for (const s of stops) apply(s, times);
    // issue 4 item 6: a completion set here queues the customer's completion e-mail for the office.
    if (times.completionTime) await recordCompletions(em, stops, ctx.now);
    changed = stops.map((s) => s.id);
  });
  for (const id of changed.filter((id) => id !== stopId)) await publishStopProgress(ctx, id);
  return publishStopProgress(ctx, stopId);
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
