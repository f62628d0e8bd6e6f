/** Publishing manifest changes after commit (issue 4 item 7): the control screen refreshes itself. */
import type { RequestContext } from '../../context.js';
import { Topic } from '../../realtime/topics.js';
import { announceEvents } from '../events/event.record.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { loadManifest, type ManifestView } from './manifest.load.js';

/** Publishes manifestChanged, and consignmentChanged for each consignment whose stops it carries or carried. */
export function publishManifestChange(ctx: RequestContext, manifestId: number, action: string, stops: readonly ConsignmentAddress[]): void {
  const consignments = new Map(stops.map((s) => [s.consignment.id, s.consignment.customer.id]));
  ctx.pubsub.publish(Topic.ManifestChanged, { manifestId, action, consignmentIds: [...consignments.keys()] });
  for (const [consignmentId, customerId] of consignments) {
    ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId, customerId, action: `Manifest ${action.toLowerCase()}` });
  }
  announceEvents(ctx.pubsub);
}

/** After a change has committed: the manifest read afresh (nothing kept from the transaction), its change published. */
export async function reloadAndPublish(ctx: RequestContext, id: number, action: string): Promise<ManifestView> {
  ctx.em.clear();
  const view = await loadManifest(ctx.em, id);
  publishManifestChange(ctx, id, action, view.stops);
  return view;
}
