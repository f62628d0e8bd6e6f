import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildUser, sessionToken } from '../../test/factories.js';
import { deliverOutbox } from '../../test/smtp.js';
import { bookingBody } from '../consignments/consignment.fixtures.js';
import { book } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';

// Issue 25 item 4: recipients are told of the booking, the driver setting off and the delivery, once per event.

const app = useBookingApp();
let adminToken: string;

beforeAll(async () => {
  adminToken = await sessionToken(app.t.orm, await buildUser(app.t.orm, { role: UserRole.OFFICE, isAdmin: true }));
});

const RECIPIENT = { ContactEmailAddress: 'pat@example.test', ContactPhoneNumber: '07700 900123' };
const withDeliveryContact = (b: Record<string, unknown>[]) => [b[0], { ...b[1], ContactEmailAddress: 'store@example.test', ContactPhoneNumber: '07700 900456' }];

async function setCustomer(settings: Record<string, boolean>): Promise<void> {
  const res = await app.call('PUT', `/Customers/${app.b.customer.id}/NotificationSettings`, app.b.office.token, settings);
  expect(res.statusCode).toBe(200);
}

const emails = (consignmentOrStop: number) => app.sql<{ to_address: string; subject: string; text_body: string; dedupe_key: string; attachments: unknown }>(
  `select to_address, subject, text_body, dedupe_key, attachments from mail_outbox where dedupe_key like ? order by id`, [`%:${consignmentOrStop}:Email:%`]);
const texts = (consignmentOrStop: number) => app.sql<{ to_number: string; body: string }>(
  `select to_number, body from sms_outbox where dedupe_key like ? order by id`, [`%:${consignmentOrStop}:Sms:%`]);

async function progress(stopId: number, body: Record<string, unknown>) {
  const res = await app.call('PUT', `/ConsignmentAddresses/${stopId}/Progress`, app.b.office.token, body);
  expect(res.statusCode).toBe(200);
}

describe('recipient notifications', () => {
  it('queue the booking confirmation once per recipient and channel, however often the booking is saved', async () => {
    await setCustomer({ EmailEnabled: true, SmsEnabled: true, IncludeDeliveryContact: true, AttachProofOfDelivery: false });
    const body = bookingBody(app.b);
    const c = await book(app.t, app.b, app.b.office.token, { ...RECIPIENT, ConsignmentAddresses: withDeliveryContact(body.ConsignmentAddresses as Record<string, unknown>[]) });

    const sent = await emails(c.id);
    expect(sent.map((m) => m.to_address).sort()).toEqual(['pat@example.test', 'store@example.test']);
    expect(sent[0].subject).toBe(`Your delivery ${c.number} is booked`);
    expect((await texts(c.id)).map((s) => s.to_number).sort()).toEqual(['07700 900123', '07700 900456']);

    const loaded = (await app.call('GET', `/Consignments/${c.id}`, app.b.office.token)).json();
    const again = await app.call('PUT', `/Consignments/${c.id}`, app.b.office.token, { ...loaded, Version: loaded.Version, ContactName: 'Pat Again' });
    expect(again.statusCode).toBe(200);
    expect(await emails(c.id)).toHaveLength(2);
    expect(await texts(c.id)).toHaveLength(2);
  });

  it('tell nobody when the booking overrides the customer with false, and the contact when it overrides with true', async () => {
    await setCustomer({ EmailEnabled: true, SmsEnabled: false, IncludeDeliveryContact: false });
    const off = await book(app.t, app.b, app.b.customer.token, { ...RECIPIENT, NotifyRecipients: false });
    expect(await emails(off.id)).toHaveLength(0);

    await setCustomer({ EmailEnabled: false, SmsEnabled: false });
    const on = await book(app.t, app.b, app.b.office.token, { ...RECIPIENT, NotifyRecipients: true });
    expect((await emails(on.id)).map((m) => m.to_address)).toEqual(['pat@example.test']);
    expect(await texts(on.id)).toHaveLength(0);
  });

  it('say "on the way" once when the driver sets off to the delivery, and deliver the completion with the proof of delivery through SMTP', async () => {
    await setCustomer({ EmailEnabled: true, SmsEnabled: false, IncludeDeliveryContact: false, AttachProofOfDelivery: true });
    const c = await book(app.t, app.b, app.b.office.token, RECIPIENT);
    const at = new Date().toISOString();
    await progress(c.stopIds[0], { StartTime: at, ArrivalTime: at, CompletionTime: at });
    await progress(c.stopIds[1], { StartTime: at });
    await progress(c.stopIds[1], { StartTime: null });
    await progress(c.stopIds[1], { StartTime: at });
    const onTheWay = await emails(c.stopIds[1]);
    expect(onTheWay.map((m) => m.subject)).toEqual([`Your delivery ${c.number} is on the way`]);
    expect(onTheWay[0].dedupe_key).toMatch(/^OnTheWay:/);
    // Without PUBLIC_URL (and off any manifest, so no ETA) the message still reads as a whole, with no link.
    expect(onTheWay[0].text_body).toContain(`set off to Wimbledon Store, 5 The Broadway`);
    expect(onTheWay[0].text_body).toMatch(new RegExp(`with delivery ${c.number}\\.\\s*$`));
    expect(await app.sql('select id from tracking_link where consignment_id = ?', [c.id])).toHaveLength(0);

    await app.sql(`update consignment_address set signature_name = 'Sam Signer' where id = ?`, [c.stopIds[1]]);
    await progress(c.stopIds[1], { ArrivalTime: at, CompletionTime: at });
    await progress(c.stopIds[1], { CompletionTime: null });
    await progress(c.stopIds[1], { CompletionTime: at });
    const delivered = (await emails(c.id)).filter((m) => m.dedupe_key.startsWith('Delivered:'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].text_body).toContain('signed for by Sam Signer');

    const received = await deliverOutbox(app.t);
    const completion = received.find((m) => m.subject === `Your delivery ${c.number} has been delivered`);
    expect(completion?.raw).toMatch(/Content-Type: application\/pdf; name="Proof of delivery \d+\.pdf"/);
    expect(received.filter((m) => m.subject === completion?.subject)).toHaveLength(1);
  });
});

describe('notification templates', () => {
  const preview = (body: Record<string, unknown>) => app.call('POST', '/NotificationTemplates/Preview', adminToken, body);

  it('render a preview against a sample booking, with the optional ETA and tracking link shown', async () => {
    const res = await preview({ Event: 'OnTheWay', Channel: 'Email', Subject: 'On its way: {{consignmentNumber}}', Body: 'ETA {{eta}}{{#if trackingUrl}} {{trackingUrl}}{{/if}}' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Subject: 'On its way: 10234', Body: 'ETA 26/11/2026 10:35 https://example.com/t/abc123' });
  });

  it('refuse a template that does not compile, names an unknown field or misses a subject, with a 400 that says why', async () => {
    const broken = await preview({ Event: 'Booked', Channel: 'Email', Subject: 'Booked', Body: 'Hello {{#if contactName}}there' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toMatch(/^The body is not a valid template: /);
    const unknown = await preview({ Event: 'Booked', Channel: 'Sms', Body: 'Price {{price}}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toMatch(/^The body uses unknown field \{\{price\}\}; the fields are carrierName/);
    const noSubject = await app.call('PUT', '/NotificationTemplates/Booked/Email', adminToken, { Subject: ' ', Body: 'Booked' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().Message).toBe('An e-mail needs a subject');
    const badEvent = await app.call('PUT', '/NotificationTemplates/Shipped/Email', adminToken, { Subject: 'x', Body: 'x' });
    expect(badEvent.statusCode).toBe(400);
    expect(badEvent.json().Message).toBe('Event must be one of Booked, OnTheWay, Delivered');
  });

  it('answer the same over GraphQL: a preview, and a bad template as BAD_USER_INPUT with the same message', async () => {
    const query = 'query($input: NotificationTemplateInput!) { previewNotificationTemplate(input: $input) { subject body } }';
    const ok = await gql(app.t.app, query, { input: { event: 'Delivered', channel: 'Sms', body: 'Delivered {{consignmentNumber}}, signed by {{signedBy}}' } }, adminToken);
    expect(ok.data).toEqual({ previewNotificationTemplate: { subject: '', body: 'Delivered 10234, signed by J. Smith' } });
    const bad = await gql(app.t.app, query, { input: { event: 'Delivered', channel: 'Sms', body: '{{#each}}' } }, adminToken);
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/^The body is not a valid template: /);
  });

  it('once saved, word the next messages and are listed as edited', async () => {
    const saved = await app.call('PUT', '/NotificationTemplates/Booked/Sms', adminToken, { Body: 'Booked: {{consignmentNumber}} for {{contactName}}' });
    expect(saved.statusCode).toBe(200);
    const list = (await app.call('GET', '/NotificationTemplates', adminToken)).json() as { Event: string; Channel: string; Body: string; UpdatedAt: string | null }[];
    expect(list).toHaveLength(6);
    expect(list.find((t) => t.Event === 'Booked' && t.Channel === 'Sms')).toMatchObject({ Body: 'Booked: {{consignmentNumber}} for {{contactName}}', UpdatedAt: expect.any(String) });
    expect(list.find((t) => t.Event === 'Delivered' && t.Channel === 'Email')?.UpdatedAt).toBeNull();

    await setCustomer({ EmailEnabled: false, SmsEnabled: true });
    const c = await book(app.t, app.b, app.b.office.token, RECIPIENT);
    expect((await texts(c.id)).map((s) => s.body)).toEqual([`Booked: ${c.number} for Pat Booker`]);
  });
});

describe('notification bodies checked by their declared schemas (issue 21 item 6)', () => {
  const url = () => `/Customers/${app.b.customer.id}/NotificationSettings`;

  it('refuse every wrongly typed switch in one 400 and write nothing; accept camelCase fields', async () => {
    const before = (await app.call('GET', url(), app.b.office.token)).json();
    const bad = await app.call('PUT', url(), app.b.office.token, { EmailEnabled: !before.EmailEnabled, onBooked: 'yes', SmsEnabled: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'SmsEnabled', Message: 'SmsEnabled must be true or false.' },
      { Field: 'OnBooked', Message: 'OnBooked must be true or false.' },
    ]);
    expect((await app.call('GET', url(), app.b.office.token)).json()).toEqual(before);
    const camel = await app.call('PUT', url(), app.b.office.token, { onDelivered: !before.OnDelivered });
    expect(camel.json()).toEqual({ ...before, OnDelivered: !before.OnDelivered });
    await app.call('PUT', url(), app.b.office.token, { OnDelivered: before.OnDelivered });
    const preview = await app.call('POST', '/NotificationTemplates/Preview', adminToken, { event: 'Delivered', channel: 'Sms', body: 'Delivered {{consignmentNumber}}' });
    expect(preview.json()).toEqual({ Subject: '', Body: 'Delivered 10234' });
    const wrong = await app.call('PUT', '/NotificationTemplates/Booked/Sms', adminToken, { Body: ['Booked'] });
    expect(wrong.json().Errors).toEqual([{ Field: 'Body', Message: 'Body must be text.' }]);
  });
});
