/** The manifest change log and the customer e-mail sent when the office plans a customer's booking. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import type { FieldChange } from '../consignments/consignment-change-log.entity.js';
import { queueMail } from '../mail/mail.service.js';
import { UserRole, type User } from '../users/user.entity.js';
import { ManifestChangeLog, type Manifest } from './manifest.entity.js';

/** Adds a change-log row in the caller's transaction (spec 2 §2 manifest change log). */
export function logManifestChange(em: EntityManager, manifest: Manifest, user: User, now: Date, action: string, changes: FieldChange[]): void {
  em.persist(em.create(ManifestChangeLog, { manifest, user, userName: user.name, createdAt: now, action, changes }));
}

/**
 * spec 1 §4: "A customer-created consignment prompts a customer email message when the office creates
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
