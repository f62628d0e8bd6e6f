/**
 * Completion e-mails (behaviour.md "Manifests / Completion e-mails"; issue 4 item 6): a completed stop whose customer has
 * AutoEmailOnCollection / AutoEmailOnDelivery records a pending confirmation; the office sends it
 * (edited or not) through the outbox, skips one, or skips all of a manifest. Office only.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { formatDateTime } from '../../domain/dates.js';
import { badInput, notFound } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { queueMail } from '../mail/mail.service.js';
import { ConfirmationStatus, PendingConfirmation } from './pending-confirmation.entity.js';

/** The messages of this area (behaviour.md "Manifests / Completion e-mails" and ours). */
export const CONFIRMATION_MESSAGES = {
  noTo: "A 'To ' address must be entered",
  badTo: 'The To address is not a valid e-mail address',
  notPending: 'There is no completion e-mail waiting for this consignment address.',
} as const;

/** The To the office is offered: the consignment's contact e-mail when the customer says so, else its booking e-mail address. */
function suggestedTo(stop: ConsignmentAddress): string | null {
  const c = stop.consignment;
  if (c.customer.useContactEmail && c.contactEmailAddress) return c.contactEmailAddress;
  return c.customer.bookingEmailAddress || c.contactEmailAddress || null;
}

/**
 * Records a pending confirmation for each stop just completed whose customer wants one (called inside the
 * progress transaction, so it exists only if the completion commits). One per stop, ever.
 */
export async function recordCompletions(em: EntityManager, stops: ConsignmentAddress[], now: Date): Promise<void> {
  const done = stops.filter((s) => s.isCompleted);
  if (!done.length) return;
  await em.populate(done, ['consignment.customer', 'consignmentAddressType', 'address']);
  const existing = new Set((await em.find(PendingConfirmation, { consignmentAddressId: { $in: done.map((s) => s.id) } })).map((p) => p.consignmentAddressId));
  for (const s of done) {
    const type = s.consignmentAddressType.name;
    const wanted = (type === 'Collection' && s.consignment.customer.autoEmailOnCollection) || (type === 'Delivery' && s.consignment.customer.autoEmailOnDelivery);
    if (!wanted || existing.has(s.id)) continue;
    const at = s.completionTime ? ` at ${formatDateTime(s.completionTime)}` : '';
    const what = type === 'Collection' ? 'collected' : 'delivered';
    em.persist(em.create(PendingConfirmation, {
      consignmentAddressId: s.id, manifestId: s.manifestId ?? null, consignmentId: s.consignment.id, stopType: type, to: suggestedTo(s),
      subject: `Consignment ${s.consignment.consignmentNumber} ${what}`,
      body: `Consignment ${s.consignment.consignmentNumber} was ${what}${at} (${s.address.shortAddress})${s.signatureName ? `, signed for by ${s.signatureName}` : ''}.`,
      createdAt: now,
    }));
  }
}

/** GET /Manifests/{id}/PendingConfirmations: the e-mails waiting for the office, oldest first. */
export async function pendingConfirmations(ctx: RequestContext, manifestId: number): Promise<PendingConfirmation[]> {
  requireOffice(ctx);
  return ctx.em.find(PendingConfirmation, { manifestId, status: ConfirmationStatus.Pending }, { orderBy: { id: 'asc' } });
}

/** What the confirm modal sends: To required; Subject and Body default to the suggested ones. */
export interface ConfirmationInput {
  to?: string | null;
  consignmentAddressId?: number | null;
  subject?: string | null;
  body?: string | null;
}

/** POST /Emails/Confirmation {To, ConsignmentAddressId, Subject?, Body?}: queues the e-mail and marks it sent. */
export async function sendConfirmation(ctx: RequestContext, input: ConfirmationInput): Promise<PendingConfirmation> {
  requireOffice(ctx);
  const to = input.to?.trim() ?? '';
  // behaviour.md "Settings / Back-office users": 'A 'To ' address must be entered'.
  if (!to) throw badInput([{ field: 'to', message: CONFIRMATION_MESSAGES.noTo }]);
  if (to.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) throw badInput([{ field: 'to', message: CONFIRMATION_MESSAGES.badTo }]);
  if (!input.consignmentAddressId) throw badInput([{ field: 'consignmentAddressId', message: 'ConsignmentAddressId is required' }]);
  return ctx.em.transactional(async (em) => {
    const p = await pendingFor(em, input.consignmentAddressId!);
    const subject = input.subject?.trim() || p.subject;
    const body = input.body?.trim() || p.body;
    queueMail(em, { to, subject, text: body }, ctx.now);
    Object.assign(p, { to, subject, body, status: ConfirmationStatus.Sent, handledAt: ctx.now });
    return p;
  });
}

async function pendingFor(em: EntityManager, consignmentAddressId: number): Promise<PendingConfirmation> {
  const p = await em.findOne(PendingConfirmation, { consignmentAddressId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!p) throw notFound('The completion e-mail');
  if (p.status !== ConfirmationStatus.Pending) throw badInput([{ field: 'consignmentAddressId', message: CONFIRMATION_MESSAGES.notPending }]);
  return p;
}

/** Skip one: the stop's e-mail is not sent. */
export async function skipConfirmation(ctx: RequestContext, consignmentAddressId: number): Promise<PendingConfirmation> {
  requireOffice(ctx);
  return ctx.em.transactional(async (em) => {
    const p = await pendingFor(em, consignmentAddressId);
    Object.assign(p, { status: ConfirmationStatus.Skipped, handledAt: ctx.now });
    return p;
  });
}

/** Skip all: every pending e-mail of the manifest is skipped; answers how many. */
export async function skipAllConfirmations(ctx: RequestContext, manifestId: number): Promise<number> {
  requireOffice(ctx);
  return ctx.em.nativeUpdate(PendingConfirmation, { manifestId, status: ConfirmationStatus.Pending }, { status: ConfirmationStatus.Skipped, handledAt: ctx.now });
}
