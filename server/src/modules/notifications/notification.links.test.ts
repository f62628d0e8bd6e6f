import { book, manifestBody } from '../manifests/manifest.fixtures.js';
import { formatDateTime } from '../../domain/dates.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { useBookingApp } from '../../test/booking-app.js';
import { signedIn } from '../../test/sessions.js';
import { deliverOutbox } from '../../test/smtp.js';
import { UserRole } from '../users/user.entity.js';

// Issue 25 item 4: the "on the way" message carries the stop's ETA and a working tracking link (decision 0142).

const PUBLIC_URL = 'https://dispatch.example.test';
// Positions refresh the stored ETAs at most once an hour here, so a message that read them would be behind.
const app = useBookingApp({ publicUrl: PUBLIC_URL, eta: { refreshMs: 3_600_000, serviceMinutes: 10, lateToleranceMinutes: 15 } });
const { call, sql } = app;

const SHOREDITCH = { Latitude: 51.5246, Longitude: -0.0786 };
const BRIGHTON = { Latitude: 50.8225, Longitude: -0.1372 };
const storedEta = async (stopId: number) => new Date((await sql<{ eta: string }>('select eta from consignment_address where id = ?', [stopId]))[0].eta);

/** A consignment for pat@example.test on a manifest sent to a driver whose vehicle has reported a position. */
async function underWay() {
  const { t, b } = app;
  const settings = { EmailEnabled: true, SmsEnabled: false, IncludeDeliveryContact: false, AttachProofOfDelivery: false };
  expect((await call('PUT', `/Customers/${b.customer.id}/NotificationSettings`, b.office.token, settings)).statusCode).toBe(200);
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
  const { token } = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const c = await book(t, b, b.office.token, { ContactEmailAddress: 'pat@example.test' });
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplier.id })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, b.office.token, { Version: a.Version });
  const position = async (payload: object) => {
    expect((await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token }, payload })).statusCode).toBe(200);
  };
  await position(SHOREDITCH);
  const step = (stopId: number, Step: string) => call('POST', `/Driver/ConsignmentAddresses/${stopId}/Progress`, token, { Step });
  return { c, step, position };
}

describe('the "on the way" message', () => {
  it('carries the stop\'s current ETA and a tracking link that opens the consignment\'s tracking page', async () => {
    const { c, step, position } = await underWay();
    expect((await step(c.stopIds[0], 'Completed')).statusCode).toBe(200);
    // The vehicle is now far away, but the hourly gate keeps the stored ETA as it was.
    await position(BRIGHTON);
    const stale = await storedEta(c.stopIds[1]);
    expect((await step(c.stopIds[1], 'OnRoute')).statusCode).toBe(200);
    const fresh = await storedEta(c.stopIds[1]);
    expect(fresh.getTime()).toBeGreaterThan(stale.getTime() + 30 * 60_000);

    const [queued] = await sql<{ text_body: string }>(`select text_body from mail_outbox where dedupe_key like ?`, [`OnTheWay:${c.stopIds[1]}:Email:%`]);
    expect(queued.text_body).toContain(`The driver has set off to Wimbledon Store, 5 The Broadway, London, SW19 5AE with delivery ${c.number}.`);
    expect(queued.text_body).toContain(`Expected at ${formatDateTime(fresh)}.`);

    const received = await deliverOutbox(app.t);
    const mail = received.find((m) => m.subject === `Your delivery ${c.number} is on the way`);
    const url = /https:\/\/dispatch\.example\.test\/t\/[A-Za-z0-9_-]{43}/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[0];
    expect(url).toBeDefined();
    const page = await app.t.app.inject({ method: 'GET', url: url!.slice(PUBLIC_URL.length), remoteAddress: '10.42.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(String(c.number));
  });

  it('is queued once, with one tracking link, however often the driver sets off', async () => {
    const { c, step } = await underWay();
    await step(c.stopIds[0], 'Completed');
    await step(c.stopIds[1], 'OnRoute');
    await step(c.stopIds[1], 'OnRoute');
    expect(await sql(`select id from mail_outbox where dedupe_key like ?`, [`OnTheWay:${c.stopIds[1]}:Email:%`])).toHaveLength(1);
    // One link for the booking confirmation, one for the "on the way" message.
    expect(await sql('select id from tracking_link where consignment_id = ?', [c.id])).toHaveLength(2);
  });
});
