import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildUser, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { TOO_MANY_TRACKING_READS } from './tracking-link.limit.js';

let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
const LIMITS = { days: 7, mapMetres: 5000, perTokenPerMinute: 6, perAddressPerMinute: 10 };
beforeAll(async () => {
  t = await startTestApp({ trackingLinks: LIMITS });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
let address = 0;
/** Each test reads from its own address, so the per-address budget is the rate-limit test's alone. */
const newAddress = () => `10.25.0.${++address}`;
const open = (path: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: path, remoteAddress });

async function linkFor(token: string, consignmentId: number) {
  const res = await call('POST', `/Consignments/${consignmentId}/TrackingLinks`, token, {});
  expect(res.statusCode).toBe(201);
  return res.json() as { Id: number; Url: string; Token: string };
}

/** A consignment on a manifest sent to a supplier with a named driver who posts positions. */
async function underWay() {
  const supplier = await buildSupplier(t.orm, { name: 'Secret Haulage Ltd' });
  await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
  const driver = await buildUser(t.orm, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  await sql("update app_user set name = 'Dominic Driverson', email = ? where id = ?", [`dominic${driver.id}@haulage.test`, driver.id]);
  const { token: driverToken } = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const c = await book(t, b, b.customer.token);
  const other = await book(t, b, b.customer.token);
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, [...c.stopIds, ...other.stopIds]))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplier.id })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, b.office.token, { Version: a.Version });
  return { c, other, supplier, driver, driverToken, manifestId: m.Id as number };
}

describe('making and revoking tracking links (issue 25 item 3)', () => {
  it('office users and the consignment\'s customer make links over REST and GraphQL; another customer and drivers cannot', async () => {
    const c = await book(t, b, b.customer.token);
    const office = await linkFor(b.office.token, c.id);
    const own = await linkFor(b.customer.token, c.id);
    expect(office.Url).toMatch(/^\/t\/[A-Za-z0-9_-]{43}$/);
    expect(own.Token).not.toBe(office.Token);
    expect((await call('POST', `/Consignments/${c.id}/TrackingLinks`, b.otherCustomer.token, {})).statusCode).toBe(404);
    expect((await call('POST', `/Consignments/${c.id}/TrackingLinks`, b.driverToken, {})).statusCode).toBe(403);
    const graph = await gql<{ createTrackingLink: { path: string; link: { consignmentId: number } } }>(t.app,
      'mutation($id: Int!) { createTrackingLink(consignmentId: $id) { path token link { id consignmentId } } }', { id: c.id }, b.customer.token);
    expect(graph.data?.createTrackingLink.link.consignmentId).toBe(c.id);
    const listed = await gql<{ trackingLinks: { id: number }[] }>(t.app, 'query($id: Int!) { trackingLinks(consignmentId: $id) { id revokedAt } }', { id: c.id }, b.office.token);
    expect(listed.data?.trackingLinks).toHaveLength(3);
    const stored = await sql<{ token_hash: string }>('select token_hash from tracking_link where consignment_id = ?', [c.id]);
    expect(stored.map((r) => r.token_hash)).not.toContain(office.Token);
  });

  it('stops working once revoked, over REST or GraphQL: page, status and photos all answer 404', async () => {
    const c = await book(t, b, b.customer.token);
    const [rest, graph] = [await linkFor(b.customer.token, c.id), await linkFor(b.office.token, c.id)];
    const ip = newAddress();
    expect((await open(rest.Url, ip)).statusCode).toBe(200);
    expect((await call('PUT', `/TrackingLinks/${rest.Id}/Revoke`, b.otherCustomer.token)).statusCode).toBe(404);
    expect((await call('PUT', `/TrackingLinks/${rest.Id}/Revoke`, b.customer.token)).json().RevokedAt).not.toBeNull();
    const revoked = await gql(t.app, 'mutation($id: Int!) { revokeTrackingLink(id: $id) { revokedAt } }', { id: graph.Id }, b.office.token);
    expect(revoked.errors).toBeUndefined();
    for (const link of [rest, graph]) {
      for (const path of [link.Url, `${link.Url}/status`, `${link.Url}/photos/1`]) expect((await open(path, ip)).statusCode).toBe(404);
    }
    expect((await open(rest.Url, ip)).body).toContain('The tracking link was not found.');
  });

  it('expires the configured days after delivery, and not before', async () => {
    const c = await book(t, b, b.customer.token);
    const link = await linkFor(b.customer.token, c.id);
    const ip = newAddress();
    const deliveredDaysAgo = async (days: number) => {
      await sql('update consignment_address set is_completed = true, completion_time = ? where consignment_id = ?', [new Date(Date.now() - days * 86_400_000), c.id]);
      await sql('update consignment set is_completed = true where id = ?', [c.id]);
    };
    await deliveredDaysAgo(6);
    expect((await open(`${link.Url}/status`, ip)).statusCode).toBe(200);
    await deliveredDaysAgo(8);
    expect((await open(`${link.Url}/status`, ip)).statusCode).toBe(404);
    expect((await open('/t/not-a-token', ip)).statusCode).toBe(404);
  });
});

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysOf) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];

describe('what a tracking link shows (issue 25 item 3)', () => {
  it('shows each stop\'s status and ETA, and none of the forbidden fields or values, in the JSON or the page', async () => {
    const run = await underWay();
    await call('POST', `/Driver/ConsignmentAddresses/${run.c.stopIds[0]}/Progress`, run.driverToken, { Step: 'OnRoute' });
    const link = await linkFor(b.customer.token, run.c.id);
    const ip = newAddress();
    const status = await open(`${link.Url}/status`, ip);
    expect(status.statusCode).toBe(200);
    const view = status.json();
    expect(view.stops.map((s: { type: string; status: string }) => [s.type, s.status])).toEqual([['Collection', 'On the way'], ['Delivery', 'Planned']]);
    const page = (await open(link.Url, ip)).body;
    expect(page).toContain(`Consignment ${run.c.number}`);

    const FORBIDDEN_NAMES = /price|cost|charge|supplier|driver|customer|contact|phone|email|manifest|invoice|reference|ponumber|user|vehicletype|mileage|miles/i;
    expect(keysOf(view).filter((k) => FORBIDDEN_NAMES.test(k))).toEqual([]);
    // Names and values of the consignment, its customer, the supplier, the driver and the other consignment on the run.
    const forbiddenValues = [
      'Secret Haulage Ltd', 'Dominic', 'Driverson', '@haulage.test', 'Pat Booker', '020 7946 0000', 'PO-1001', 'REF-1', 'Acme Warehouse',
      '£', `"consignmentNumber":${run.other.number},`, `Consignment ${run.other.number}<`,
    ];
    for (const text of [status.body, page]) expect(forbiddenValues.filter((v) => text.includes(v))).toEqual([]);
    expect(view.consignmentNumber).toBe(run.c.number);
  });

  it('shows the vehicle only within the configured distance of the next stop', async () => {
    const run = await underWay();
    await sql('update manifest set start_date_time = ? where id = ?', [new Date(), run.manifestId]);
    const link = await linkFor(b.office.token, run.c.id);
    const ip = newAddress();
    const post = (p: object) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: run.driverToken }, payload: p });
    await post({ Latitude: 50.8225, Longitude: -0.1372 }); // Brighton, far from the Shoreditch collection
    expect((await open(`${link.Url}/status`, ip)).json().vehicle).toBeNull();
    await post({ Latitude: 51.5250, Longitude: -0.0790 }); // round the corner
    expect((await open(`${link.Url}/status`, ip)).json().vehicle).toEqual({ latitude: 51.525, longitude: -0.079 });
    expect((await open(link.Url, ip)).body).toContain('data-testid="track-map"');
  });

  it('shows the proof once completed (signature name, time, photos) and serves only those photos', async () => {
    const run = await underWay();
    const photo = async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const fork = t.orm.em.fork();
      const [row] = await fork.getConnection().execute<{ id: number }[]>(
        "insert into stored_file (content_type, size_bytes, sha256, content, created_at) values ('image/png', ?, 'x', ?, now()) returning id", [png.length, png]);
      return row.id;
    };
    const [proofPhoto, otherPhoto] = [await photo(), await photo()];
    await sql("update consignment_address set is_completed = true, completion_time = now(), signature_name = 'R Recipient', goods_photos = ? where id = ?",
      [JSON.stringify([`/api/Photos/${proofPhoto}`]), run.c.stopIds[0]]);
    const link = await linkFor(b.customer.token, run.c.id);
    const ip = newAddress();
    const [collection] = (await open(`${link.Url}/status`, ip)).json().stops;
    expect(collection.proof).toEqual({ signatureName: 'R Recipient', signature: null, photos: [`${link.Url}/photos/${proofPhoto}`] });
    expect(collection.completedAt).toEqual(collection.eta);
    const served = await open(`${link.Url}/photos/${proofPhoto}`, ip);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await open(`${link.Url}/photos/${otherPhoto}`, ip)).statusCode).toBe(404);
    expect((await open(link.Url, ip)).body).toContain('Signed by R Recipient');
  });
});

describe('tracking link rate limits (issue 25 item 3)', () => {
  it('refuses a link read more than its budget a minute with a 429, and an address reading more than its own', async () => {
    const c = await book(t, b, b.customer.token);
    const link = await linkFor(b.customer.token, c.id);
    const answers = [];
    for (let i = 0; i < LIMITS.perTokenPerMinute + 1; i++) answers.push((await open(`${link.Url}/status`, newAddress())).statusCode);
    expect(answers).toEqual([...Array(LIMITS.perTokenPerMinute).fill(200), 429]);
    expect((await open(`${link.Url}/status`, newAddress())).json().Message).toBe(TOO_MANY_TRACKING_READS);

    const ip = newAddress();
    const guesses = [];
    for (let i = 0; i < LIMITS.perAddressPerMinute + 1; i++) guesses.push((await open(`/t/${'A'.repeat(42)}${i % 10}`, ip)).statusCode);
    expect(guesses).toEqual([...Array(LIMITS.perAddressPerMinute).fill(404), 429]);
  });
});
