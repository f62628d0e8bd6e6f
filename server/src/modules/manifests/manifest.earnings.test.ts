import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql, day } = ctx;

async function carried(supplierId: number, cost: number, overrides: Record<string, unknown> = {}) {
  const c = await book(ctx.t, ctx.b, ctx.b.customer.token, overrides);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplierId });
  await call('PUT', `/Manifests/${m.Id}/UpdateCosts`, ctx.b.office.token, { Id: m.Id, CalculatedCost: cost, Cost: cost });
  return { manifest: m, consignment: c };
}

describe('GET /Suppliers/{from}/{to}/Earnings (behaviour.md "Manifests / Supplier assignment")', () => {
  it('sums each supplier\'s manifests and cost in the range, with its deductions and the net', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Earner Ltd' });
    await buildVehicle(ctx.t.orm, s.id, ctx.b.vehicleTypeId);
    await carried(s.id, 100);
    await carried(s.id, 50.5);
    const [account] = await sql<{ id: number }>(`insert into account_code (code, name) values ('E-1', 'Fuel') returning id`);
    const [vat] = await sql<{ id: number }>(`insert into vat_code (name, code, rate_basis_points) values ('E 20%', 'E20', 2000) returning id`);
    await sql(`insert into supplier_deduction (supplier_id, name, value_pence, account_code_id, vat_code_id) values (?, 'Fuel card', 2500, ?, ?)`, [s.id, account.id, vat.id]);
    const res = await call('GET', `/Suppliers/${day(0)}/${day(2)}/Earnings`, ctx.b.office.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((e: { SupplierId: number }) => e.SupplierId === s.id)).toEqual({ SupplierId: s.id, SupplierName: 'Earner Ltd', NumberOfManifests: 2, CostTotal: 150.5, Deductions: 25, Net: 125.5 });
    const outside = await call('GET', `/Suppliers/${day(5)}/${day(6)}/Earnings`, ctx.b.office.token);
    expect(outside.json().find((e: { SupplierId: number }) => e.SupplierId === s.id)).toBeUndefined();
    expect((await call('GET', `/Suppliers/${day(0)}/${day(2)}/Earnings`, ctx.b.customer.token)).statusCode).toBe(403);
    const q = await gql<{ supplierEarnings: { supplierId: number; net: number; numberOfManifests: number }[] }>(ctx.t.app, 'query($f: String!, $t: String!) { supplierEarnings(from: $f, to: $t) { supplierId numberOfManifests net } }', { f: day(0), t: day(2) }, ctx.b.office.token);
    expect(q.data!.supplierEarnings.find((e) => e.supplierId === s.id)).toEqual({ supplierId: s.id, numberOfManifests: 2, net: 125.5 });
    expect((await call('GET', '/Suppliers/2026-02-30/x/Earnings', ctx.b.office.token)).statusCode).toBe(400);
  });
});

describe('GET /SupplierLocations/Search (behaviour.md "Booking / Consignment search and export")', () => {
  it('finds the supplier carrying a consignment (number, customer reference or PO number) or a manifest, with its last location', async () => {
    const s = await buildSupplier(ctx.t.orm, { name: 'Carrier Ltd' });
    await buildVehicle(ctx.t.orm, s.id, ctx.b.vehicleTypeId);
    const { manifest, consignment } = await carried(s.id, 10, { PONumber: 'PO-TRACK-77', CustomerReference: 'REF-TRACK-77' });
    await sql(`insert into supplier_last_location (supplier_id, latitude, longitude, recorded_at) values (?, 51.5, -0.12, now())`, [s.id]);
    const expected = [expect.objectContaining({ SupplierId: s.id, ManifestNumber: manifest.ManifestNumber, LastKnownLocation: expect.objectContaining({ Latitude: 51.5, Longitude: -0.12 }) })];
    for (const text of [String(consignment.number), 'po-track-77', 'REF-TRACK-77']) {
      const res = await call('GET', `/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=${text}`, ctx.b.office.token);
      expect(res.json()).toEqual(expected);
    }
    expect((await call('GET', `/SupplierLocations/Search?manifestNumber=${manifest.ManifestNumber}`, ctx.b.office.token)).json()).toEqual(expected);
    expect((await call('GET', '/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=PO-TRACK-77', ctx.b.customer.token)).json()).toEqual(expected);
    expect((await call('GET', '/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=PO-TRACK-77', ctx.b.otherCustomer.token)).json()).toEqual([]);
    const q = await gql<{ supplierLocationSearch: { supplierId: number; latitude: number }[] }>(ctx.t.app, 'query($n: Int) { supplierLocationSearch(manifestNumber: $n) { supplierId latitude } }', { n: manifest.ManifestNumber }, ctx.b.office.token);
    expect(q.data!.supplierLocationSearch).toEqual([{ supplierId: s.id, latitude: 51.5 }]);
    const driver = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: s.id });
    expect((await call('GET', '/SupplierLocations/Search?manifestNumber=1', driver.token)).statusCode).toBe(403);
    expect((await call('GET', '/SupplierLocations/Search', ctx.b.office.token)).statusCode).toBe(400);
    expect((await call('GET', '/SupplierLocations/Search?manifestNumber=abc', ctx.b.office.token)).statusCode).toBe(400);
  });
});
