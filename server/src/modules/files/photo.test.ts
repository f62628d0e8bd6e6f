import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { buildSupplierRefs, supplierBody } from '../suppliers/supplier.fixtures.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
let office: SignedInUser;
let customer: SignedInUser;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, photoBytes: 64 * 1024 } });
  office = await signedIn(t, { role: UserRole.OFFICE });
  customer = await signedIn(t, { role: UserRole.CUSTOMER });
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(50, 3)]);

const upload = (bytes: Buffer, token?: string, contentType?: string) => {
  const body = multipartBody(bytes, 'photo.png', contentType ?? 'image/png');
  return t.app.inject({ method: 'POST', url: '/api/Photos', payload: body.payload, headers: { ...body.headers, ...(token ? { token } : {}) } });
};
const files = async () => (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int n from stored_file'))[0].n;

describe('photo uploads (behaviour.md "Settings / Back-office users": POST /Photos multipart, GET /Photos/{id})', () => {
  it.each([['PNG', PNG, 'image/png'], ['JPEG', JPEG, 'image/jpeg'], ['WebP', WEBP, 'image/webp']])('stores a %s image and serves it back with its type', async (_kind, bytes, type) => {
    const res = await upload(bytes, office.token, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ Id: expect.any(Number), ContentType: type, Size: bytes.length });
    const got = await t.app.inject({ method: 'GET', url: `/api/Photos/${res.json().Id}`, headers: { token: office.token } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(type);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a non-image claiming to be one (magic bytes checked): 400, nothing stored', async () => {
    const before = await files();
    const res = await upload(Buffer.from('<script>alert(1)</script>'), office.token, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('The file is not a JPEG, PNG or WebP image.');
    expect(await files()).toBe(before);
  });

  it('refuses a file over the configured size: 400 with the limit, nothing stored', async () => {
    const before = await files();
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(70 * 1024)]), office.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('The photo is larger than the 0.1 MB limit.');
    expect(await files()).toBe(before);
  });

  it('refuses a JSON body and an empty form with a 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/Photos', payload: { file: 'x' }, headers: { token: office.token } });
    expect(json.statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0), office.token)).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to customers; a driver sees only its own uploads', async () => {
    expect((await upload(PNG)).statusCode).toBe(401);
    expect((await upload(PNG, customer.token)).statusCode).toBe(403);
    const officePhoto = (await upload(PNG, office.token)).json().Id;
    const driver = await signedIn(t, { role: UserRole.SUPPLIER });
    const driverPhoto = (await upload(JPEG, driver.token)).json().Id;
    const get = (id: number, token: string) => t.app.inject({ method: 'GET', url: `/api/Photos/${id}`, headers: { token } });
    expect((await get(driverPhoto, driver.token)).statusCode).toBe(200);
    expect((await get(officePhoto, driver.token)).statusCode).toBe(403);
    expect((await get(driverPhoto, customer.token)).statusCode).toBe(403);
    expect((await get(999999, office.token)).statusCode).toBe(404);
  });
});

describe('supplier photos (behaviour.md "Suppliers / Supplier photos": POST/PUT/DELETE /SupplierPhotos; behaviour.md "Suppliers / Saving a supplier": a photo needs a description)', () => {
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload ? { payload } : {}) });

  it('adds, describes and removes a photo; each change moves the supplier version on so a stale supplier save is refused', async () => {
    const refs = await buildSupplierRefs(t.orm);
    const supplier = (await call('POST', '/Suppliers', office.token, supplierBody(refs))).json();
    const photoId = (await upload(PNG, office.token)).json().Id;
    const missing = await call('POST', '/SupplierPhotos', office.token, { SupplierId: supplier.Id, PhotoId: photoId, Description: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.map((e: { Message: string }) => e.Message)).toContain('Photo description is required');
    const added = await call('POST', '/SupplierPhotos', office.token, { SupplierId: supplier.Id, PhotoId: photoId, Description: 'Insurance certificate' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ SupplierId: supplier.Id, PhotoId: photoId, Description: 'Insurance certificate', PhotoUrl: `/api/Photos/${photoId}` });
    const renamed = await call('PUT', `/SupplierPhotos/${added.json().Id}`, office.token, { Description: 'Insurance 2026' });
    expect(renamed.json().Description).toBe('Insurance 2026');
    const stored = (await call('GET', `/Suppliers/${supplier.Id}`, office.token)).json();
    expect(stored.SupplierPhotos).toEqual([expect.objectContaining({ Description: 'Insurance 2026' })]);
    expect(stored.Version).toBe(3);
    expect((await call('PUT', `/Suppliers/${supplier.Id}`, office.token, { ...supplier, SupplierPhotos: [] })).statusCode).toBe(608);
    expect((await call('DELETE', `/SupplierPhotos/${added.json().Id}`, customer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/SupplierPhotos/${added.json().Id}`, office.token)).statusCode).toBe(204);
    expect((await call('GET', `/Suppliers/${supplier.Id}`, office.token)).json().SupplierPhotos).toEqual([]);
  });

  it('lets a driver see its own supplier photos, not another supplier\'s', async () => {
    const refs = await buildSupplierRefs(t.orm);
    const supplier = (await call('POST', '/Suppliers', office.token, supplierBody(refs))).json();
    const photoId = (await upload(PNG, office.token)).json().Id;
    await call('POST', '/SupplierPhotos', office.token, { SupplierId: supplier.Id, PhotoId: photoId, Description: 'Van' });
    const own = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.Id });
    const other = await signedIn(t, { role: UserRole.SUPPLIER });
    expect((await call('GET', `/Photos/${photoId}`, own.token)).statusCode).toBe(200);
    expect((await call('GET', `/Photos/${photoId}`, other.token)).statusCode).toBe(403);
  });
});
