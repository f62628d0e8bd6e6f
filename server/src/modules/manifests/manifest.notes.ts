/** The manifest change log and the customer e-mail sent when the office plans a customer's booking. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { FieldChange } from '../consignments/consignment-change-log.entity.js';
import { queueMail } from '../mail/mail.service.js';
import { UserRole, type User } from '../users/user.entity.js';
import type { EventType } from '../../domain/events.js';
import { recordEvents } from '../events/event.record.js';
import { ManifestChangeLog, type Manifest } from './manifest.entity.js';

/** Adds a change-log row in the caller's transaction (behaviour.md "Manifests / Manifest screen" manifest change log). */
export function logManifestChange(em: EntityManager, manifest: Manifest, user: User, now: Date, action: string, changes: FieldChange[]): void {
  em.persist(em.create(ManifestChangeLog, { manifest, user, userName: user.name, createdAt: now, action, changes }));
  const type = MANIFEST_EVENT_OF_ACTION[action] ?? 'manifest.updated';
  recordEvents(em, [{ type, customerId: null, supplierId: manifest.supplier?.id ?? null, data: { action, manifestId: manifest.id } }]);
}

// The change log's actions that are events of their own kind; every other change of a manifest is manifest.updated.
const MANIFEST_EVENT_OF_ACTION: Record<string, EventType> = { Created: 'manifest.created', 'Supplier assigned': 'manifest.allocated', Sent: 'manifest.sent' };

/**
 * behaviour.md "Booking / Copy, cancel and delete": "A customer-created consignment prompts a customer email message when the office creates
 * its manifest": one e-mail per consignment booked by a customer user, with the office's message,
 * to the consignment's contact e-mail (else the booking user's). No message, no e-mail.
 */
export function queueCustomerMessages(em: EntityManager, manifest: Manifest, stops: ConsignmentAddress[], message: string | null, now: Date): void {
  if (!message || !message.trim()) return;
  const consignments = [...new Map(stops.map((s) => [s.consignment.id, s.consignment])).values()];
  for (const c of consignments) {
    if (c.createdBy?.role !== UserRole.CUSTOMER) continue;
    const to = c.contactEmailAddress || c.createdBy.email;
    if (!to) continue;
    queueMail(em, { to, subject: `Consignment ${c.consignmentNumber} has been planned (manifest ${manifest.manifestNumber})`, text: message.trim() }, now);
  }
}
