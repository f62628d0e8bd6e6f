import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENCY_MESSAGES, purgeIdempotencyKeys } from '../idempotency/idempotency.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody, restCaller } from './manifest.fixtures.js';
import { STOP_PHOTO_MESSAGES } from './stop-photo.service.js';

let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, photoBytes: 64 * 1024 } });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int n from ${table}`))[0].n;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);

async function driver() {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
  const { token } = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  return { supplierId: supplier.id, token };
}

async function sentTo(supplierId: number) {
  const c = await book(t, b, b.customer.token, { NotesForSupplier: 'Ring the bell twice' });
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplierId })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, b.office.token, { Version: a.Version });
  return { id: m.Id as number, collection: c.stopIds[0], delivery: c.stopIds[1] };
}

/** A multipart body with one file field. */
function upload(stopId: number, kind: string, bytes: Buffer, token: string, key?: string) {
  const boundary = '----driver-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.bin"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { token, 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (key) headers['idempotency-key'] = key;
  return t.app.inject({ method: 'POST', url: `/api/Driver/ConsignmentAddresses/${stopId}/Photos?Kind=${kind}`, payload, headers });
}
const getPhoto = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { token } });
const progress = (stopId: number, token: string, body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: `/api/Driver/ConsignmentAddresses/${stopId}/Progress`, payload: body, headers: { token, ...(key ? { 'idempotency-key': key } : {}) } });

describe('driver stop photos and signature (issue 8 item 1)', () => {
  it('shows full stop detail on the driver\'s manifest: address, time window, load details, notes for the supplier', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const list = (await call('GET', '/Driver/Manifests', me.token)).json();
    const stop = list.find((x: { Id: number }) => x.Id === m.id).ConsignmentAddresses[0];
    expect(stop).toMatchObject({
      Id: m.collection, ManifestOrder: 10, Address: { AddressLine1: '1 Shoreditch High St', Postcode: 'E1 6AN' },
      ScheduledStartDateAndTime: expect.any(String), LoadDetails: [{ Quantity: 2, Description: 'Pallet' }],
      Consignment: { NotesForSupplier: 'Ring the bell twice' },
    });
    expect(stop).toHaveProperty('ScheduledStartToDateAndTime');
    expect(stop.Consignment).not.toHaveProperty('Price');
    const query = '{ driverManifests { id consignments { id price notesForSupplier } } }';
    const viaGraphql = (await gql<{ driverManifests: { id: number; consignments: { price: number | null; notesForSupplier: string }[] }[] }>(t.app, query, {}, me.token)).data!;
    expect(viaGraphql.driverManifests.find((x) => x.id === m.id)!.consignments).toEqual([{ id: expect.any(Number), price: null, notesForSupplier: 'Ring the bell twice' }]);
  });

  it('attaches goods and paperwork photos and a signature, lists their URLs on the stop, and serves them to office, own driver and own customer only', async () => {
    const me = await driver();
    const other = await driver();
    const m = await sentTo(me.supplierId);
    const goods = await upload(m.collection, 'Goods', JPEG, me.token);
    expect(goods.statusCode).toBe(201);
    const goodsUrl = goods.json().Photo.Url;
    expect(goodsUrl).toMatch(/^\/api\/Photos\/\d+$/);
    const paper = (await upload(m.collection, 'Paperwork', PNG, me.token)).json();
    const sig = (await upload(m.collection, 'Signature', PNG, me.token)).json();
    expect(sig.ConsignmentAddress).toMatchObject({ GoodsPhotos: [goodsUrl], PaperworkPhotos: [paper.Photo.Url], Signature_FileName: sig.Photo.Url });
    const office = await gql<{ manifest: { consignmentAddresses: { signatureFileName: string; goodsPhotos: string[]; paperworkPhotos: string[] }[] } }>(
      t.app, 'query($id: Int!) { manifest(id: $id) { consignmentAddresses { signatureFileName goodsPhotos paperworkPhotos } } }', { id: m.id }, b.office.token);
    expect(office.data!.manifest.consignmentAddresses[0]).toEqual({ signatureFileName: sig.Photo.Url, goodsPhotos: [goodsUrl], paperworkPhotos: [paper.Photo.Url] });
    for (const token of [b.office.token, me.token, b.customer.token]) expect((await getPhoto(goodsUrl, token)).statusCode).toBe(200);
    expect((await getPhoto(sig.Photo.Url, b.customer.token)).rawPayload.equals(PNG)).toBe(true);
    expect((await getPhoto(goodsUrl, other.token)).statusCode).toBe(403);
    expect((await getPhoto(goodsUrl, b.otherCustomer.token)).statusCode).toBe(403);
  });

  it('refuses a non-image, an oversized file, a JPEG signature and an unknown kind with 400 and a clear message, storing nothing', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const before = [await count('stored_file'), await count('stop_photo')];
    const cases: [string, Buffer, string][] = [
      ['Goods', Buffer.from('<html>not a photo</html>'), 'The file is not a JPEG, PNG or WebP image.'],
      ['Goods', Buffer.concat([JPEG, Buffer.alloc(70 * 1024)]), 'The photo is larger than the 0.1 MB limit.'],
      ['Signature', JPEG, STOP_PHOTO_MESSAGES.signaturePng],
      ['Selfie', JPEG, STOP_PHOTO_MESSAGES.badKind],
    ];
    for (const [kind, bytes, message] of cases) {
      const res = await upload(m.collection, kind, bytes, me.token);
      expect([res.statusCode, res.json().Message]).toEqual([400, message]);
    }
    expect([await count('stored_file'), await count('stop_photo')]).toEqual(before);
    expect((await sql(`select goods_photos, signature_file_name from consignment_address where id = ?`, [m.collection]))[0]).toEqual({ goods_photos: [], signature_file_name: null });
  });
});

describe('authorisation: driver of supplier Y against supplier X (issue 8 item 3)', () => {
  it('refuses Y\'s photo, progress and acknowledgement on X\'s manifest (404) and stores nothing; customers and office users are 403', async () => {
    const x = await driver();
    const y = await driver();
    const m = await sentTo(x.supplierId);
    const before = [await count('stored_file'), await count('stop_photo'), await count('idempotency_key')];
    expect((await upload(m.collection, 'Goods', JPEG, y.token, 'y-photo-1')).statusCode).toBe(404);
    expect((await progress(m.collection, y.token, { Step: 'Completed', SignatureName: 'Y' }, 'y-progress-1')).statusCode).toBe(404);
    expect((await call('PUT', `/Driver/Manifests/${m.id}/Acknowledge`, y.token)).statusCode).toBe(404);
    const gqlAck = await gql(t.app, 'mutation($id: Int!) { acknowledgeManifest(id: $id, idempotencyKey: "y-ack-1") { id } }', { id: m.id }, y.token);
    expect(gqlAck.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const gqlStep = await gql(t.app, 'mutation($id: Int!) { postStopProgress(consignmentAddressId: $id, input: { step: "Completed" }, idempotencyKey: "y-step-1") { id } }', { id: m.collection }, y.token);
    expect(gqlStep.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await upload(m.collection, 'Goods', JPEG, b.customer.token)).statusCode).toBe(403);
    expect((await upload(m.collection, 'Goods', JPEG, b.office.token)).statusCode).toBe(403);
    expect([await count('stored_file'), await count('stop_photo'), await count('idempotency_key')]).toEqual(before);
    expect((await sql(`select is_completed, goods_photos from consignment_address where id = ?`, [m.collection]))[0]).toEqual({ is_completed: false, goods_photos: [] });
    expect((await sql(`select is_acknowledged from manifest where id = ?`, [m.id]))[0]).toEqual({ is_acknowledged: false });
  });
});

describe('idempotency keys on driver writes (issue 8 item 2)', () => {
  it('the same key replayed three times makes one progress change and one photo, and answers the first answer each time', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const photos = await Promise.all([1, 2, 3].map(() => upload(m.collection, 'Goods', JPEG, me.token, 'photo-key-1')));
    expect(photos.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(photos.map((r) => r.json().Photo.Id)).size).toBe(1);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await progress(m.collection, me.token, { Step: 'Completed', SignatureName: 'J Smith' }, 'progress-key-1'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[2].json()).toEqual(answers[0].json());
    const [stop] = await sql<{ goods_photos: string[]; version: number; completion_time: Date }>(`select goods_photos, version, completion_time from consignment_address where id = ?`, [m.collection]);
    expect(stop.goods_photos).toHaveLength(1);
    expect(await sql(`select count(*)::int n from stop_photo where consignment_address_id = ?`, [m.collection])).toEqual([{ n: 1 }]);
    expect(new Date(stop.completion_time).toISOString()).toBe(answers[0].json().CompletionTime);
    // One photo attach and one completion: the row version moved exactly twice.
    expect(stop.version).toBe(answers[0].json().RowVersion);
    expect(answers[0].json().RowVersion).toBe(photos[0].json().ConsignmentAddress.RowVersion + 1);
  });

  it('refuses a key reused for another request, and a malformed key, writing nothing', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    expect((await progress(m.collection, me.token, { Step: 'OnRoute' }, 'reuse-1')).statusCode).toBe(200);
    const reused = await progress(m.collection, me.token, { Step: 'Arrived' }, 'reuse-1');
    expect([reused.statusCode, reused.json().Message]).toEqual([400, IDEMPOTENCY_MESSAGES.reused]);
    const bad = await progress(m.collection, me.token, { Step: 'Arrived' }, 'bad key with spaces');
    expect([bad.statusCode, bad.json().Message]).toEqual([400, IDEMPOTENCY_MESSAGES.badKey]);
    expect((await sql(`select has_arrived from consignment_address where id = ?`, [m.collection]))[0]).toEqual({ has_arrived: false });
  });

  it('a failed write keeps no key, so the retry after the collection is done applies', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const early = await progress(m.delivery, me.token, { Step: 'Completed' }, 'delivery-1');
    expect(early.statusCode).toBe(400);
    await progress(m.collection, me.token, { Step: 'Completed' });
    expect((await progress(m.delivery, me.token, { Step: 'Completed' }, 'delivery-1')).json().IsCompleted).toBe(true);
  });

  it('keys are per user: another driver of the same supplier with the same key is applied on its own', async () => {
    const me = await driver();
    const mate = (await signedIn(t, { role: UserRole.SUPPLIER, supplierId: me.supplierId })).token;
    const m = await sentTo(me.supplierId);
    await progress(m.collection, me.token, { Step: 'OnRoute' }, 'shared-key');
    expect((await progress(m.collection, mate, { Step: 'OnRoute' }, 'shared-key')).statusCode).toBe(200);
    expect(await sql(`select count(*)::int n from idempotency_key where key = 'shared-key'`)).toEqual([{ n: 2 }]);
  });

  it('acknowledge and location batches (REST and GraphQL) apply a key once', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const ack = () => t.app.inject({ method: 'PUT', url: `/api/Driver/Manifests/${m.id}/Acknowledge`, headers: { token: me.token, 'idempotency-key': 'ack-1' } });
    const first = (await ack()).json();
    expect((await ack()).json()).toEqual(first);
    const batch = [{ Latitude: 51.5, Longitude: -0.1, DateCreated: new Date(Date.now() - 20_000).toISOString() }, { Latitude: 51.51, Longitude: -0.11, DateCreated: new Date(Date.now() - 10_000).toISOString() }];
    const post = () => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', payload: batch, headers: { token: me.token, 'idempotency-key': 'loc-1' } });
    for (let i = 0; i < 3; i++) expect((await post()).json()).toEqual({ Stored: 2 });
    const mutation = 'mutation($l: [LocationInput!]!, $k: String) { postLocations(locations: $l, idempotencyKey: $k) }';
    for (let i = 0; i < 3; i++) expect((await gql(t.app, mutation, { l: [{ latitude: 51.52, longitude: -0.12 }], k: 'loc-gql-1' }, me.token)).data).toEqual({ postLocations: 1 });
    expect(await sql(`select count(*)::int n from supplier_location where supplier_id = ?`, [me.supplierId])).toEqual([{ n: 3 }]);
    const step = 'mutation($id: Int!, $k: String) { postStopProgress(consignmentAddressId: $id, input: { step: "Arrived" }, idempotencyKey: $k) { hasArrived arrivalTime } }';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await gql(t.app, step, { id: m.collection, k: 'gql-step-1' }, me.token)).data);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it(`forgets keys after ${IDEMPOTENCY_KEY_DAYS} days (nightly job), so only then can a key be used again`, async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    await progress(m.collection, me.token, { Step: 'OnRoute' }, 'old-key');
    await sql(`update idempotency_key set created_at = now() - interval '31 days' where key = 'old-key'`);
    await progress(m.collection, me.token, { Step: 'Arrived' }, 'fresh-key');
    expect(await purgeIdempotencyKeys(t.orm.em.fork(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await sql(`select key from idempotency_key where key in ('old-key', 'fresh-key')`)).toEqual([{ key: 'fresh-key' }]);
  });
});
