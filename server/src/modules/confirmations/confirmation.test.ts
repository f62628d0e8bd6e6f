import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';
import { CONFIRMATION_MESSAGES } from './confirmation.service.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

const flags = (collection: boolean, delivery: boolean) =>
  sql(`update customer set auto_email_on_collection = ?, auto_email_on_delivery = ?, booking_email_address = 'bookings@customer.test' where id = ?`, [collection, delivery, ctx.b.customer.id]);
const outbox = (to: string) => sql<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where to_address = ? order by id', [to]);

/** A manifest with one consignment (collection, delivery). */
async function manifest() {
  const c = await book(ctx.t, ctx.b, ctx.b.office.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  return { id: m.Id as number, collection: c.stopIds[0], delivery: c.stopIds[1] };
}
const complete = (stopId: number, extra: Record<string, unknown> = {}) =>
  call('PUT', `/ConsignmentAddresses/${stopId}/Progress`, ctx.b.office.token, { CompletionTime: new Date(Date.now() - 60_000).toISOString(), ...extra });
const pending = async (id: number) => (await call('GET', `/Manifests/${id}/PendingConfirmations`, ctx.b.office.token)).json();

describe('completion e-mails (behaviour.md "Manifests / Stop progress"; "Manifests / Completion e-mails"; issue 4 item 6)', () => {
  it('a completed collection records a pending e-mail when the customer has AutoEmailOnCollection, not a delivery without AutoEmailOnDelivery', async () => {
    await flags(true, false);
    const m = await manifest();
    expect((await complete(m.collection)).statusCode).toBe(200);
    expect((await complete(m.delivery)).statusCode).toBe(200);
    const list = await pending(m.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ConsignmentAddressId: m.collection, StopType: 'Collection', To: 'bookings@customer.test', Status: 'Pending' });
    expect(list[0].Subject).toMatch(/collected$/);
  });

  it('records nothing when the customer has neither flag; one per stop even when completed twice', async () => {
    await flags(false, false);
    const m = await manifest();
    await complete(m.collection);
    expect(await pending(m.id)).toEqual([]);
    await flags(false, true);
    await complete(m.delivery, { SameForAll: true });
    await complete(m.delivery);
    expect((await pending(m.id)).map((p: { StopType: string }) => p.StopType)).toEqual(['Delivery']);
  });

  it('a driver completing a delivery records it too', async () => {
    await flags(true, true);
    const supplier = await buildSupplier(ctx.t.orm);
    await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
    const driver = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const m = await manifest();
    const a = (await call('PUT', `/Manifests/${m.id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplier.id })).json();
    await call('PUT', `/Manifests/${m.id}/Send`, ctx.b.office.token, { Version: a.Version });
    for (const stop of [m.collection, m.delivery]) {
      expect((await call('POST', `/Driver/ConsignmentAddresses/${stop}/Progress`, driver.token, { Step: 'Completed', SignatureName: 'J Smith' })).statusCode).toBe(200);
    }
    expect((await pending(m.id)).map((p: { StopType: string }) => p.StopType)).toEqual(['Collection', 'Delivery']);
  });

  it("refuses an empty To with 'A 'To ' address must be entered' and sends nothing", async () => {
    await flags(true, false);
    const m = await manifest();
    await complete(m.collection);
    const res = await call('POST', '/Emails/Confirmation', ctx.b.office.token, { To: '  ', ConsignmentAddressId: m.collection });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(CONFIRMATION_MESSAGES.noTo);
    expect(await pending(m.id)).toHaveLength(1);
  });

  it('sends an edited e-mail through the outbox and it leaves the pending list', async () => {
    await flags(true, false);
    const m = await manifest();
    await complete(m.collection);
    const res = await call('POST', '/Emails/Confirmation', ctx.b.office.token, { To: 'edited@customer.test', ConsignmentAddressId: m.collection, Body: 'Picked up, thanks' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Status).toBe('Sent');
    const [mail] = await outbox('edited@customer.test');
    expect(mail.text_body).toBe('Picked up, thanks');
    expect(mail.subject).toMatch(/collected$/);
    expect(await pending(m.id)).toEqual([]);
    const again = await call('POST', '/Emails/Confirmation', ctx.b.office.token, { To: 'edited@customer.test', ConsignmentAddressId: m.collection });
    expect(again.json().Message).toBe(CONFIRMATION_MESSAGES.notPending);
  });

  it('checks the body by its declared schema: wrongly typed fields, the nested stop\'s Id among them, in one 400 and nothing sent; camelCase accepted (issue 21 item 6)', async () => {
    await flags(true, true);
    const m = await manifest();
    await complete(m.collection);
    const bad = await call('POST', '/Emails/Confirmation', ctx.b.office.token, { To: 5, ConsignmentAddress: { Id: 'x' }, Subject: ['Hi'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'to', Message: 'To must be text' },
      { Field: 'consignmentAddress.id', Message: 'Id must be a whole number' },
      { Field: 'subject', Message: 'Subject must be text' },
    ]);
    expect((await call('POST', '/Emails/Confirmation/Skip', ctx.b.office.token, { ConsignmentAddress: 3 })).json().Errors).toEqual([{ Field: 'consignmentAddress', Message: 'ConsignmentAddress must be an object with an Id' }]);
    expect((await call('POST', '/Emails/Confirmation', ctx.b.office.token)).statusCode).toBe(400);
    expect(await pending(m.id)).toHaveLength(1);
    const sent = await call('POST', '/Emails/Confirmation', ctx.b.office.token, { to: 'camel@customer.test', consignmentAddress: { id: m.collection }, body: 'Collected' });
    expect(sent.json()).toMatchObject({ Status: 'Sent', To: 'camel@customer.test', Body: 'Collected' });
    expect((await outbox('camel@customer.test')).map((x) => x.text_body)).toEqual(['Collected']);
  });

  it('skips one and skips all', async () => {
    await flags(true, true);
    const m = await manifest();
    await complete(m.collection);
    await complete(m.delivery);
    expect((await call('POST', '/Emails/Confirmation/Skip', ctx.b.office.token, { ConsignmentAddressId: m.collection })).json().Status).toBe('Skipped');
    expect(await pending(m.id)).toHaveLength(1);
    expect((await call('POST', `/Manifests/${m.id}/PendingConfirmations/SkipAll`, ctx.b.office.token, {})).json()).toEqual({ Skipped: 1 });
    expect(await pending(m.id)).toEqual([]);
  });

  it('is office only: a customer and a driver are refused and nothing changes', async () => {
    await flags(true, false);
    const m = await manifest();
    await complete(m.collection);
    for (const token of [ctx.b.customer.token, ctx.b.driverToken]) {
      expect((await call('GET', `/Manifests/${m.id}/PendingConfirmations`, token)).statusCode).toBe(403);
      expect((await call('POST', '/Emails/Confirmation', token, { To: 'x@y.test', ConsignmentAddressId: m.collection })).statusCode).toBe(403);
      expect((await call('POST', '/Emails/Confirmation/Skip', token, { ConsignmentAddressId: m.collection })).statusCode).toBe(403);
      expect((await call('POST', `/Manifests/${m.id}/PendingConfirmations/SkipAll`, token, {})).statusCode).toBe(403);
    }
    expect(await pending(m.id)).toHaveLength(1);
    expect(await outbox('x@y.test')).toEqual([]);
  });
});

describe('completion e-mails over GraphQL', () => {
  it('lists, refuses an empty To, sends and skips all with the same rules; refuses a customer', async () => {
    await flags(true, true);
    const m = await manifest();
    await complete(m.collection);
    await complete(m.delivery);
    const list = await gql<{ pendingConfirmations: { consignmentAddressId: number }[] }>(ctx.t.app, `query($id: Int!) { pendingConfirmations(manifestId: $id) { consignmentAddressId stopType to } }`, { id: m.id }, ctx.b.office.token);
    expect(list.data!.pendingConfirmations.map((p) => p.consignmentAddressId)).toEqual([m.collection, m.delivery]);
    const send = `mutation($to: String, $id: Int!) { sendConfirmation(to: $to, consignmentAddressId: $id) { status to } }`;
    const empty = await gql(ctx.t.app, send, { to: '', id: m.collection }, ctx.b.office.token);
    expect(empty.errors?.[0].message).toBe(CONFIRMATION_MESSAGES.noTo);
    expect(empty.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const denied = await gql(ctx.t.app, send, { to: 'gql@customer.test', id: m.collection }, ctx.b.customer.token);
    expect(denied.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const sent = await gql<{ sendConfirmation: { status: string } }>(ctx.t.app, send, { to: 'gql@customer.test', id: m.collection }, ctx.b.office.token);
    expect(sent.data!.sendConfirmation.status).toBe('Sent');
    expect(await outbox('gql@customer.test')).toHaveLength(1);
    const all = await gql<{ skipAllConfirmations: number }>(ctx.t.app, `mutation($id: Int!) { skipAllConfirmations(manifestId: $id) }`, { id: m.id }, ctx.b.office.token);
    expect(all.data!.skipAllConfirmations).toBe(1);
  });
});
