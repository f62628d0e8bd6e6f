/** Publishing manifest changes after commit (issue 4 item 7): the control screen refreshes itself. */
import type { RequestContext } from '../../context.js';
import { Topic } from '../../realtime/topics.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';

/** Publishes manifestChanged, and consignmentChanged for each consignment whose stops it carries or carried. */
export function publishManifestChange(ctx: RequestContext, manifestId: number, action: string, stops: readonly ConsignmentAddress[]): void {
  const consignments = new Map(stops.map((s) => [s.consignment.id, s.consignment.customer.id]));
  ctx.pubsub.publish(Topic.ManifestChanged, { manifestId, action, consignmentIds: [...consignments.keys()] });
  for (const [consignmentId, customerId] of consignments) {
    ctx.pubsub.publish(Topic.ConsignmentChanged, { consignmentId, customerId, action: `Manifest ${action.toLowerCase()}` });
  }
}
