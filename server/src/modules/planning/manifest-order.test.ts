import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, tomorrowAt, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';

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

const place = (name: string, postcode: string, latitude: number, longitude: number, type: 'collection' | 'delivery', more: Record<string, unknown> = {}) => ({
  ConsignmentAddressType: { Id: type === 'collection' ? b.collectionId : b.deliveryId },
  Address: { CompanyName: name, AddressLine1: `1 ${name} Road`, Town: 'London', Postcode: postcode, CountryId: b.countryId, latitude, longitude },
  ScheduledStartDateAndTime: type === 'collection' ? tomorrowAt(10) : null,
  LoadDetails: [{ Quantity: 1, Description: 'Pallet' }],
  ...more,
});

/**
 * Consignment A: Shoreditch -> Wimbledon; consignment B: Islington -> Brixton. The manifest visits them
 * one after the other, which crosses London twice.
 */
async function manifestOfTwo(lockWimbledon = false) {
  const a = await book(t, b, b.office.token, { ConsignmentAddresses: [place('Shoreditch', 'E1 6AN', 51.5246, -0.0786, 'collection'), place('Wimbledon', 'SW19 5AE', 51.4214, -0.2064, 'delivery', lockWimbledon ? { ScheduledStartDateAndTime: tomorrowAt(12), IsScheduledStartDateAndTimeLocked: true } : {})] });
  const c = await book(t, b, b.office.token, { ConsignmentAddresses: [place('Islington', 'N1 1QP', 51.5362, -0.1033, 'collection'), place('Brixton', 'SW2 1RW', 51.4613, -0.1156, 'delivery')] });
  const stopIds = [...a.stopIds, ...c.stopIds];
  const res = await call('POST', '/Manifests', b.office.token, manifestBody(b, stopIds));
  expect(res.statusCode).toBe(201);
  return { id: res.json().Id as number, version: res.json().Version as number, stopIds };
}

const proposal = (id: number, token = b.office.token) => call('GET', `/Planning/Manifests/${id}/OptimisedOrder`, token);

describe('Optimise order for a manifest (issue 23 items 3 and 5)', () => {
  it('proposes a shorter order that collects each consignment before delivering it, with figures before and after', async () => {
    const m = await manifestOfTwo();
    const res = await proposal(m.id);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ ManifestId: m.id, Version: m.version, Changed: true });
    const [shoreditch, wimbledon, islington, brixton] = m.stopIds;
    const at = (id: number) => p.ConsignmentAddressIds.indexOf(id);
    expect([...p.ConsignmentAddressIds].sort()).toEqual([...m.stopIds].sort());
    expect(at(shoreditch)).toBeLessThan(at(wimbledon));
    expect(at(islington)).toBeLessThan(at(brixton));
    expect(at(wimbledon)).not.toBe(1); // free to move, it does (compare the locked case below)
    expect(p.After.Miles).toBeLessThan(p.Before.Miles);
    expect(p.After.Cost).toBeLessThanOrEqual(p.Before.Cost);
    const [stored] = await sql<{ total_miles: number }>(`select total_miles from manifest where id = ?`, [m.id]);
    expect(p.Before.Miles).toBe(stored.total_miles);
    expect(typeof p.After.LateMinutes).toBe('number');
  });

  it('is accepted by saving the manifest with the proposed order and version; a stale version is a 608', async () => {
    const m = await manifestOfTwo();
    const p = (await proposal(m.id)).json();
    const save = (version: number) => call('PUT', `/Manifests/${m.id}`, b.office.token, { ...manifestBody(b, p.ConsignmentAddressIds).Manifest, Version: version });
    const saved = await save(p.Version);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().TotalMiles).toBe(p.After.Miles);
    const rows = await sql<{ id: number; manifest_order: number }>(`select id, manifest_order from consignment_address where manifest_id = ? order by manifest_order`, [m.id]);
    expect(rows.map((r) => [r.id, r.manifest_order])).toEqual(p.ConsignmentAddressIds.map((id: number, i: number) => [id, (i + 1) * 10]));
    expect((await save(p.Version)).statusCode).toBe(608);
  });

  it('leaves locked and completed stops where they are', async () => {
    const m = await manifestOfTwo(true);
    await sql(`update consignment_address set is_completed = true where id = ?`, [m.stopIds[0]]);
    const p = (await proposal(m.id)).json();
    expect(p.ConsignmentAddressIds[0]).toBe(m.stopIds[0]);
    expect(p.ConsignmentAddressIds[1]).toBe(m.stopIds[1]);
    expect(p.After.Miles).toBeLessThanOrEqual(p.Before.Miles);
  });

  it('answers the same over GraphQL, for the office only, and a 404 for an unknown manifest', async () => {
    const m = await manifestOfTwo();
    const rest = (await proposal(m.id)).json();
    const query = `query($id: Int!) { optimiseManifestOrder(manifestId: $id) { manifestId version stopIds changed before { miles minutes costPence lateMinutes } after { miles minutes costPence lateMinutes } } }`;
    const res = await gql<{ optimiseManifestOrder: { stopIds: number[]; after: { miles: number } } }>(t.app, query, { id: m.id }, b.office.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.optimiseManifestOrder).toMatchObject({ manifestId: m.id, stopIds: rest.ConsignmentAddressIds, after: { miles: rest.After.Miles } });
    expect((await proposal(m.id, b.customer.token)).statusCode).toBe(403);
    expect((await proposal(999_999)).statusCode).toBe(404);
    expect((await call('GET', '/Planning/Manifests/abc/OptimisedOrder', b.office.token)).statusCode).toBe(400);
  });
});
