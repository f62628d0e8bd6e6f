/**
 * Recipient notifications (issue 25 item 4): the booking's contact (and, when the customer says so, each
 * delivery address's contact) is told by e-mail and/or SMS when the consignment is booked, when the driver
 * sets off to their delivery and when it is delivered (with the proof of delivery attached when the customer
 * wants it). Called inside the use case's transaction, so a message exists only if the change commits; each
 * message goes to its outbox with a key per event, subject, channel and recipient, so none is sent twice.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadMemo } from '../../db/read-memo.js';
import type { Config } from '../../config.js';
import { formatDateTime } from '../../domain/dates.js';
import {
  DEFAULT_RECIPIENT_SETTINGS, notificationKey, recipientsFor, type NotificationChannel, type NotificationEvent, type RecipientSettings,
} from '../../domain/notifications.js';
import type { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { Consignment } from '../consignments/consignment.entity.js';
import { proofOfDeliveryPdf } from '../documents/proof-of-delivery.js';
import type { MailAttachment } from '../mail/mail-outbox.entity.js';
import { CustomerNotificationSettings } from './notification.entity.js';
import { recipientExtras } from './notification.links.js';
import { loadTemplates, renderTemplate, type NotificationData } from './notification.templates.js';

const isDelivery = (s: ConsignmentAddress) => s.consignmentAddressType.name === 'Delivery';

/** The customer's settings, or the defaults (all off) for a customer that has none. */
export async function settingsFor(em: EntityManager, customerId: number): Promise<RecipientSettings> {
  const saved = await em.findOne(CustomerNotificationSettings, { customer: customerId });
  return saved ?? DEFAULT_RECIPIENT_SETTINGS;
}

/** One event of one consignment: which stop it concerns (on the way) and the key's subject id. */
interface Occasion {
  event: NotificationEvent;
  consignment: Consignment;
  stop: ConsignmentAddress | null;
}

async function dataFor(em: EntityManager, config: Config, o: Occasion, proofAttached: boolean, now: Date): Promise<NotificationData> {
  const c = o.consignment;
  const deliveries = c.consignmentAddresses.getItems().filter(isDelivery);
  const last = deliveries.at(-1) ?? c.consignmentAddresses.getItems().at(-1);
  const first = c.consignmentAddresses.getItems()[0];
  const extras = await recipientExtras({ em, config, now }, c, o.stop);
  const when = first?.scheduledStartDateAndTime ?? first?.estimatedStartDateAndTime;
  return {
    carrierName: config.productShortName, customerName: c.customer.name, consignmentNumber: c.consignmentNumber,
    reference: c.customerReference ?? null, contactName: c.contactName, deliveryAddress: last?.address.shortAddress ?? '',
    scheduled: when ? formatDateTime(when) : null, stopAddress: o.stop?.address.shortAddress ?? null,
    completedAt: last?.completionTime ? formatDateTime(last.completionTime) : null, signedBy: last?.signatureName ?? null, proofAttached,
    ...(extras.eta ? { eta: formatDateTime(extras.eta) } : {}), ...(extras.trackingUrl ? { trackingUrl: extras.trackingUrl } : {}),
  };
}

/** Keys of this occasion's messages already in the outboxes. */
async function alreadyQueued(em: EntityManager, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const list = keys.map(() => '?').join(', ');
  const rows = await em.execute<{ dedupe_key: string }[]>(
    `select dedupe_key from mail_outbox where dedupe_key in (${list}) union all select dedupe_key from sms_outbox where dedupe_key in (${list})`, [...keys, ...keys]);
  return new Set(rows.map((r) => r.dedupe_key));
}

function insertMail(em: EntityManager, to: string, text: { subject: string; body: string }, key: string, attachments: MailAttachment[] | null, now: Date) {
  return em.execute(
    `insert into mail_outbox (to_address, subject, text_body, attachments, created_at, dedupe_key) values (?, ?, ?, ?::jsonb, ?, ?) on conflict (dedupe_key) do nothing`,
    [to, text.subject, text.body, attachments ? JSON.stringify(attachments) : null, now, key]);
}

function insertSms(em: EntityManager, to: string, body: string, key: string, now: Date) {
  return em.execute(`insert into sms_outbox (to_number, body, created_at, dedupe_key) values (?, ?, ?, ?) on conflict (dedupe_key) do nothing`, [to, body, now, key]);
}

/** Queues the occasion's messages that are wanted and not queued before; `memo` keeps settings and templates for the transaction's next bookings. */
async function notify(em: EntityManager, config: Config, o: Occasion, now: Date, memo = new ReadMemo()): Promise<void> {
  const c = o.consignment;
  const settings = await memo.once(`CustomerNotificationSettings:${c.customer.id}`, () => settingsFor(em, c.customer.id));
  const concerned = o.stop ? [o.stop] : c.consignmentAddresses.getItems().filter(isDelivery);
  const people = {
    contact: { email: c.contactEmailAddress, phone: c.contactPhoneNumber },
    deliveryContacts: concerned.map((s) => ({ email: s.contactEmailAddress, phone: s.contactPhoneNumber })),
  };
  const { emails, phones } = recipientsFor(o.event, settings, c.notifyRecipients, people);
  const subjectId = o.stop?.id ?? c.id;
  const key = (channel: NotificationChannel, to: string) => notificationKey(o.event, subjectId, channel, to);
  const done = await alreadyQueued(em, [...emails.map((e) => key('Email', e)), ...phones.map((p) => key('Sms', p))]);
  const newEmails = emails.filter((e) => !done.has(key('Email', e)));
  const newPhones = phones.filter((p) => !done.has(key('Sms', p)));
  if (!newEmails.length && !newPhones.length) return;
  const proof = o.event === 'Delivered' && settings.attachProofOfDelivery && newEmails.length ? await proofOfDeliveryPdf(em, c, config.productShortName) : null;
  const data = await dataFor(em, config, o, proof !== null, now);
  const templates = await memo.once('NotificationTemplate', () => loadTemplates(em));
  const text = (channel: NotificationChannel) => renderTemplate(templates.find((t) => t.event === o.event && t.channel === channel)!, channel, data);
  const attachments = proof ? [{ filename: proof.fileName, contentType: 'application/pdf', contentBase64: proof.pdf.toString('base64') }] : null;
  for (const to of newEmails) await insertMail(em, to, text('Email'), key('Email', to), attachments, now);
  for (const to of newPhones) await insertSms(em, to, text('Sms').body, key('Sms', to), now);
}

const OCCASION_POPULATE = ['customer', 'consignmentAddresses.address', 'consignmentAddresses.consignmentAddressType'] as const;

/** Booking confirmation: a consignment (not a quote, not a frequent template) just saved; once per consignment. */
export async function notifyBooking(em: EntityManager, config: Config, consignmentId: number, now: Date): Promise<void> {
  const c = await em.findOneOrFail(Consignment, { id: consignmentId }, { populate: OCCASION_POPULATE });
  await notifyBooked(em, config, [c], now);
}

/**
 * The same for consignments the caller has in hand with their customer, stops, addresses and stop types (the
 * import's rows, just written): nothing read again, settings and templates read once through `memo`.
 */
export async function notifyBooked(em: EntityManager, config: Config, consignments: readonly Consignment[], now: Date, memo = new ReadMemo()): Promise<void> {
  for (const c of consignments) {
    if (c.isQuote || c.isFrequentConsignment || c.isDeleted) continue;
    await notify(em, config, { event: 'Booked', consignment: c, stop: null }, now, memo);
  }
}

/**
 * After a progress change, inside its transaction: "on the way" for each delivery stop whose driver just set
 * off to it, and "delivered" for each consignment the change completed.
 */
export async function notifyProgress(em: EntityManager, config: Config, stops: ConsignmentAddress[], steps: { setOff: boolean; completed: boolean }, now: Date): Promise<void> {
  if (!steps.setOff && !steps.completed) return;
  await em.populate(stops, ['address', ...OCCASION_POPULATE.map((p) => `consignment.${p}` as const)]);
  if (steps.setOff) {
    for (const stop of stops.filter((s) => isDelivery(s) && s.isOnRoute && !s.isCompleted)) await notify(em, config, { event: 'OnTheWay', consignment: stop.consignment, stop }, now);
  }
  if (!steps.completed) return;
  for (const c of new Set(stops.filter((s) => s.consignment.isCompleted).map((s) => s.consignment))) {
    await notify(em, config, { event: 'Delivered', consignment: c, stop: null }, now);
  }
}
