import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { proofOfDeliveryUrl, recordEvents } from '../events/event.record.js';
import { Manifest } from './manifest.entity.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * stop.progress events for stops whose progress changed, in the change's transaction (issue 24 item 4):
 * the customer's and the manifest's supplier's, a completed stop carrying its proof-of-delivery link.
 */
export async function recordProgressEvents(em: EntityManager, stops: readonly ConsignmentAddress[]): Promise<void> {
  const manifestIds = [...new Set(stops.map((s) => s.manifestId).filter((id): id is number => id != null))];
  const manifests = manifestIds.length ? await em.find(Manifest, { id: { $in: manifestIds } }, { fields: ['id', 'supplier'] }) : [];
  const supplierOf = new Map(manifests.map((m) => [m.id, m.supplier?.id ?? null]));
  recordEvents(em, stops.map((s) => ({
    type: 'stop.progress' as const,
    customerId: s.consignment.customer.id,
    supplierId: s.manifestId ? supplierOf.get(s.manifestId) ?? null : null,
    data: {
      consignmentAddressId: s.id, consignmentId: s.consignment.id, manifestId: s.manifestId ?? null,
      isOnRoute: s.isOnRoute, startTime: iso(s.startTime), hasArrived: s.hasArrived, arrivalTime: iso(s.arrivalTime),
      isCompleted: s.isCompleted, completionTime: iso(s.completionTime), proofOfDeliveryUrl: s.isCompleted ? proofOfDeliveryUrl(s.consignment.id) : null,
    },
  })));
}
