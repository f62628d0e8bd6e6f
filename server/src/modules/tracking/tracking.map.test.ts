import { gql } from '../../test/clients.js';
import { buildCustomer, buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

// The map's supplierLocations written by PostgreSQL (tracking.map.ts, issue 26 item 3): the same answers as execution.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A supplier named `name` with two vehicles (types 3 and 2, ids out of order of type) and a driver who posted once. */
async function trackedSupplier(name: string, latitude: number) {
  const supplier = await buildSupplier(t.orm, { name });
  await buildVehicle(t.orm, supplier.id, 3, { make: 'Iveco', length: 7.5, width: 2.5, height: 3 });
  await buildVehicle(t.orm, supplier.id, 2, { isDefaultVehicle: true });
  const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const res = await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: { Latitude: latitude, Longitude: -0.000012, DateCreated: new Date(Date.now() - 60_000).toISOString() } });
  expect(res.statusCode).toBe(200);
  return { supplier, driver };
}

const FIELDS = `at: recordedAt __typename ... on SupplierOnMap { lat: latitude } ...P manifestId
  supplier { id name __typename vehicles { id make model registration length width height isDefaultVehicle vehicleType { id name iconCode order } } }`;
const FRAGMENT = 'fragment P on SupplierOnMap { longitude latitude }';
const query = (extra = '') => `query Map($f: MapFilterInput) { supplierLocations(filter: $f) { ${FIELDS} } ${extra} } ${FRAGMENT}`;

describe('the map query answered from PostgreSQL', () => {
  it('writes supplierLocations exactly as execution would: rows in name order, aliases, fragments, key order, vehicles by id', async () => {
    const prefix = `Map ${Date.now()}`;
    const b = await trackedSupplier(`${prefix} B`, 52.25);
    const a = await trackedSupplier(`${prefix} A`, 51.123456789);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const post = (q: string, token: string, variables: object = {}) => t.app.inject({ method: 'POST', url: '/graphql', headers: { token, 'content-type': 'application/json' }, payload: { query: q, variables } });

    // Alone, the root field is answered from PostgreSQL's JSON; next to a second root field it is executed.
    const answered = await post(query(), office.token);
    const executed = await gql<{ supplierLocations: Record<string, unknown>[] }>(t.app, query('__typename'), {}, office.token);
    expect(answered.body).toContain('-1.2e-05'); // PostgreSQL's float text: the answer path wrote it (JSON.stringify writes -0.000012)
    const rows = (answered.json() as { data: { supplierLocations: Record<string, unknown>[] } }).data.supplierLocations;
    expect(rows).toEqual(executed.data?.supplierLocations);
    expect(rows.map((r) => Object.keys(r))).toEqual(executed.data?.supplierLocations.map((r) => Object.keys(r)));
    expect(Object.keys(rows[0])).toEqual(['at', '__typename', 'lat', 'longitude', 'latitude', 'manifestId', 'supplier']);
    const ours = rows.map((r) => (r.supplier as { id: number }).id).filter((id) => [a.supplier.id, b.supplier.id].includes(id));
    expect(ours).toEqual([a.supplier.id, b.supplier.id]);

    // The filters and the checks are the resolver's: a driver sees its own supplier whatever it asks, a customer none.
    const onlyB = await post(query(), office.token, { f: { supplierId: b.supplier.id } });
    expect(onlyB.json().data.supplierLocations.map((r: { supplier: { id: number } }) => r.supplier.id)).toEqual([b.supplier.id]);
    const byType = await post(query(), office.token, { f: { supplierId: a.supplier.id, vehicleTypeId: 1 } });
    expect(byType.json().data.supplierLocations).toEqual([]);
    const own = await post(query(), a.driver.token, { f: { supplierId: b.supplier.id } });
    expect(own.json().data.supplierLocations).toEqual([]);
    const driverMap = await post(query(), a.driver.token);
    const driverExecuted = await gql<{ supplierLocations: unknown[] }>(t.app, query('__typename'), {}, a.driver.token);
    expect(driverMap.json().data.supplierLocations).toEqual(driverExecuted.data?.supplierLocations);
    expect(driverMap.json().data.supplierLocations).toHaveLength(1);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER, customerId: (await buildCustomer(t.orm)).id });
    expect((await post(query(), customer.token)).json().data.supplierLocations).toEqual([]);
  });
});
