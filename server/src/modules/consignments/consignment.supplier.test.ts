import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql, day } = ctx;

/** A supplier named `name` with a van, so it may carry the booking's manifests. */
async function supplier(name: string) {
  const s = await buildSupplier(ctx.t.orm, { name });
  await buildVehicle(ctx.t.orm, s.id, ctx.b.vehicleTypeId);
  return s;
}

const restSupplier = async (id: number) => (await call('GET', `/Consignments/${id}`, ctx.b.office.token)).json().Supplier;
const gqlSupplier = async (id: number) =>
  (await gql<{ consignment: { supplier: { id: number; name: string } | null } }>(ctx.t.app, 'query($id: Int!) { consignment(id: $id) { supplier { id name } } }', { id }, ctx.b.office.token)).data!.consignment.supplier;
const restSearch = async (name: string) =>
  (await call('GET', `/Consignments/${day(0)}/${day(2)}/Search?supplierName=${encodeURIComponent(name)}`, ctx.b.office.token)).json().map((c: { Id: number }) => c.Id);
const gqlSearch = async (name: string) =>
  (await gql<{ consignments: { id: number }[] }>(ctx.t.app, 'query($s: ConsignmentSearchInput!) { consignments(search: $s) { id } }', { s: { from: day(0), to: day(2), supplierName: name } }, ctx.b.office.token)).data!.consignments.map((c) => c.id);

async function manifestOf(stopIds: number[]) {
  return (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, stopIds))).json();
}

async function assign(m: { Id: number; Version: number }, supplierId: number) {
  const res = await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplierId, Version: m.Version });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("a consignment's supplier is the supplier of the manifest carrying its stops (issue 21 item 4)", () => {
  it('is set when the manifest is allocated and changed with it, over REST and GraphQL, and the supplier-name search finds it', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const m = await manifestOf(c.stopIds);
    expect(await restSupplier(c.id)).toBeNull();
    const [{ version: before }] = await sql<{ version: number }>('select version from consignment where id = ?', [c.id]);
    const first = await supplier('Carrier Kestrel Haulage');
    const assigned = await assign(m, first.id);
    expect(await restSupplier(c.id)).toEqual({ Id: first.id, Name: 'Carrier Kestrel Haulage' });
    expect(await gqlSupplier(c.id)).toEqual({ id: first.id, name: 'Carrier Kestrel Haulage' });
    const [{ version: after }] = await sql<{ version: number }>('select version from consignment where id = ?', [c.id]);
    expect(after).toBe(before + 1);
    expect(await restSearch('kestrel')).toEqual([c.id]);
    expect(await gqlSearch('kestrel')).toEqual([c.id]);

    const second = await supplier('Carrier Osprey Freight');
    await assign(assigned, second.id);
    expect(await restSupplier(c.id)).toEqual({ Id: second.id, Name: 'Carrier Osprey Freight' });
    expect(await restSearch('kestrel')).toEqual([]);
    expect(await gqlSearch('osprey')).toEqual([c.id]);
  });

  it('is cleared when its stops leave the manifest or the manifest is deleted, and set again when they join one', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const d = await book(ctx.t, ctx.b, ctx.b.office.token);
    const s = await supplier('Carrier Merlin Logistics');
    const m = await assign(await manifestOf([...c.stopIds, ...d.stopIds]), s.id);
    expect(await restSupplier(c.id)).toMatchObject({ Id: s.id });

    const without = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { Manifest: { ...manifestBody(ctx.b, d.stopIds).Manifest, Version: m.Version } });
    expect(without.statusCode).toBe(200);
    expect(await restSupplier(c.id)).toBeNull();
    expect(await gqlSupplier(d.id)).toEqual({ id: s.id, name: 'Carrier Merlin Logistics' });
    expect(await restSearch('merlin')).toEqual([d.id]);

    const back = await call('PUT', `/Manifests/${m.Id}`, ctx.b.office.token, { Manifest: { ...manifestBody(ctx.b, [...d.stopIds, ...c.stopIds]).Manifest, Version: without.json().Version } });
    expect(back.statusCode).toBe(200);
    expect(await restSupplier(c.id)).toMatchObject({ Id: s.id });
    expect((await restSearch('merlin')).sort()).toEqual([c.id, d.id].sort());

    expect((await call('DELETE', `/Manifests/${m.Id}`, ctx.b.office.token)).statusCode).toBeLessThan(300);
    expect(await restSupplier(c.id)).toBeNull();
    expect(await gqlSupplier(d.id)).toBeNull();
    expect(await gqlSearch('merlin')).toEqual([]);
  });

  it('is not typed in: a consignment save keeps the carrying manifest\'s supplier', async () => {
    const c = await book(ctx.t, ctx.b, ctx.b.office.token);
    const s = await supplier('Carrier Harrier Transport');
    await assign(await manifestOf(c.stopIds), s.id);
    const other = await supplier('Carrier Typed In');
    const loaded = (await call('GET', `/Consignments/${c.id}`, ctx.b.office.token)).json();
    const saved = await call('PUT', `/Consignments/${c.id}`, ctx.b.office.token, { ...loaded, Supplier: { Id: other.id }, NotesForOffice: 'moved' });
    expect(saved.statusCode).toBe(200);
    expect(await restSupplier(c.id)).toEqual({ Id: s.id, Name: 'Carrier Harrier Transport' });
  });
});
