import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventInput, EventType } from '../../domain/events.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic } from '../../realtime/topics.js';
import { DomainEvent } from './event.entity.js';

/**
 * Writes domain events with the change they tell of: persisted on the change's own entity manager, so the
 * transaction that commits the change commits them (issue 24 item 4). Call `announceEvents` after commit.
 */
export function recordEvents(em: EntityManager, events: readonly DomainEventInput[]): void {
  for (const e of events) em.persist(em.create(DomainEvent, { type: e.type, customerId: e.customerId, supplierId: e.supplierId, data: e.data }));
}

/** Tells every instance, through the fan-out, that events were committed: subscriptions and webhooks read on. */
export function announceEvents(pubsub: PubSub): void {
  pubsub.publish(Topic.EventsWritten, {});
}

/** The proof-of-delivery document of a consignment, as the REST API serves it. */
export const proofOfDeliveryUrl = (consignmentId: number): string => `/api/Consignments/${consignmentId}/ProofOfDelivery`;

/** A consignment's event: its customer's, told with its id and number. */
export function consignmentEvent(type: EventType, c: { id: number; consignmentNumber?: string | number | null; customer: { id: number } }, action: string): DomainEventInput {
  return { type, customerId: c.customer.id, supplierId: null, data: { action, consignmentId: c.id, consignmentNumber: c.consignmentNumber == null ? null : String(c.consignmentNumber) } };
}
