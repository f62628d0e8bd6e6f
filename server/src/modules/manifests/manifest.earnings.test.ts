import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody, restCaller } from './manifest.fixtures.js';

let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));

async function carried(supplierId: number, cost: number, overrides: Record<string, unknown> = {}) {
  const c = await book(t, b, b.customer.token, overrides);
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
  await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplierId });
  await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, b.office.token, { Id: m.Id, CalculatedCost: cost, Cost: cost });
  return { manifest: m, consignment: c };
}

describe('GET /Suppliers/{from}/{to}/Earnings (spec 2 §7)', () => {
  it('sums each supplier\'s manifests and cost in the range, with its deductions and the net', async () => {
    const s = await buildSupplier(t.orm, { name: 'Earner Ltd' });
    await buildVehicle(t.orm, s.id, b.vehicleTypeId);
    await carried(s.id, 100);
    await carried(s.id, 50.5);
    const [account] = await sql<{ id: number }>(`insert into account_code (code, name) values ('E-1', 'Fuel') returning id`);
    const [vat] = await sql<{ id: number }>(`insert into vat_code (name, code, rate_basis_points) values ('E 20%', 'E20', 2000) returning id`);
    await sql(`insert into supplier_deduction (supplier_id, name, value_pence, account_code_id, vat_code_id) values (?, 'Fuel card', 2500, ?, ?)`, [s.id, account.id, vat.id]);
    const res = await call('GET', `/Suppliers/${day(0)}/${day(2)}/Earnings`, b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((e: { SupplierId: number }) => e.SupplierId === s.id)).toEqual({ SupplierId: s.id, SupplierName: 'Earner Ltd', NumberOfManifests: 2, CostTotal: 150.5, Deductions: 25, Net: 125.5 });
    const outside = await call('GET', `/Suppliers/${day(5)}/${day(6)}/Earnings`, b.office.token);
    expect(outside.json().find((e: { SupplierId: number }) => e.SupplierId === s.id)).toBeUndefined();
    expect((await call('GET', `/Suppliers/${day(0)}/${day(2)}/Earnings`, b.customer.token)).statusCode).toBe(403);
    const q = await gql<{ supplierEarnings: { supplierId: number; net: number; numberOfManifests: number }[] }>(t.app, 'query($f: String!, $t: String!) { supplierEarnings(from: $f, to: $t) { supplierId numberOfManifests net } }', { f: day(0), t: day(2) }, b.office.token);
    expect(q.data!.supplierEarnings.find((e) => e.supplierId === s.id)).toEqual({ supplierId: s.id, numberOfManifests: 2, net: 125.5 });
    expect((await call('GET', '/Suppliers/2026-02-30/x/Earnings', b.office.token)).statusCode).toBe(400);
  });
});

describe('GET /SupplierLocations/Search (spec 1 §7)', () => {
  it('finds the supplier carrying a consignment (number, customer reference or PO number) or a manifest, with its last location', async () => {
    const s = await buildSupplier(t.orm, { name: 'Carrier Ltd' });
    await buildVehicle(t.orm, s.id, b.vehicleTypeId);
    const { manifest, consignment } = await carried(s.id, 10, { PONumber: 'PO-TRACK-77', CustomerReference: 'REF-TRACK-77' });
    await sql(`insert into supplier_last_location (supplier_id, latitude, longitude, recorded_at) values (?, 51.5, -0.12, now())`, [s.id]);
    const expected = [expect.objectContaining({ SupplierId: s.id, ManifestNumber: manifest.ManifestNumber, LastKnownLocation: expect.objectContaining({ Latitude: 51.5, Longitude: -0.12 }) })];
    for (const text of [String(consignment.number), 'po-track-77', 'REF-TRACK-77']) {
      const res = await call('GET', `/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=${text}`, b.office.token);
      expect(res.json()).toEqual(expected);
    }
    expect((await call('GET', `/SupplierLocations/Search?manifestNumber=${manifest.ManifestNumber}`, b.office.token)).json()).toEqual(expected);
    expect((await call('GET', '/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=PO-TRACK-77', b.customer.token)).json()).toEqual(expected);
    expect((await call('GET', '/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=PO-TRACK-77', b.otherCustomer.token)).json()).toEqual([]);
    const q = await gql<{ supplierLocationSearch: { supplierId: number; latitude: number }[] }>(t.app, 'query($n: Int) { supplierLocationSearch(manifestNumber: $n) { supplierId latitude } }', { n: manifest.ManifestNumber }, b.office.token);
    expect(q.data!.supplierLocationSearch).toEqual([{ supplierId: s.id, latitude: 51.5 }]);
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: s.id });
    expect((await call('GET', '/SupplierLocations/Search?manifestNumber=1', driver.token)).statusCode).toBe(403);
    expect((await call('GET', '/SupplierLocations/Search', b.office.token)).statusCode).toBe(400);
    expect((await call('GET', '/SupplierLocations/Search?manifestNumber=abc', b.office.token)).statusCode).toBe(400);
  });
});
