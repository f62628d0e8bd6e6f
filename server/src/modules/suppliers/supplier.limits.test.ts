import { COLLECTION_LIMITS } from '../../domain/collection-limits.js';
import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { buildCustomerRefs, type CustomerRefs } from '../customers/customer.fixtures.js';
import { UserRole } from '../users/user.entity.js';
import { buildSupplierRefs, supplierBody, vehicleBody, type SupplierRefs } from './supplier.fixtures.js';

// behaviour.md "Integrators and API / Bounded answers": a list past its maximum is refused on write with a
// 400 naming it, over REST and GraphQL, and nothing is stored.

let t: TestApp;
let office: SignedInUser;
let refs: SupplierRefs;
let customerRefs: CustomerRefs;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
  refs = await buildSupplierRefs(t.orm);
  customerRefs = await buildCustomerRefs(t.orm);
});
afterAll(() => t.close());

const rows = async (table: string) => (await t.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int n from ${table}`))[0].n;

describe('child lists past their maximum are refused (behaviour.md "Bounded answers")', () => {
  it('refuses a supplier with one vehicle too many over REST, storing nothing', async () => {
    const before = [await rows('supplier'), await rows('vehicle')];
    const vehicles = Array.from({ length: COLLECTION_LIMITS.vehiclesPerSupplier + 1 }, (_, i) => vehicleBody(3, { Registration: `LIM${i}` }));
    const res = await t.app.inject({ method: 'POST', url: '/api/Suppliers', headers: { token: office.token }, payload: supplierBody(refs, { Vehicles: vehicles }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: 'Vehicles', Message: `A supplier may have at most ${COLLECTION_LIMITS.vehiclesPerSupplier} vehicles` });
    expect([await rows('supplier'), await rows('vehicle')]).toEqual(before);
  });

  it('accepts a supplier with exactly the maximum of vehicles', async () => {
    const vehicles = Array.from({ length: COLLECTION_LIMITS.vehiclesPerSupplier }, (_, i) => vehicleBody(3, { Registration: `MAX${i}` }));
    const res = await t.app.inject({ method: 'POST', url: '/api/Suppliers', headers: { token: office.token }, payload: supplierBody(refs, { Vehicles: vehicles }) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a customer with one address too many over GraphQL, storing nothing', async () => {
    const before = await rows('customer');
    const addresses = Array.from({ length: COLLECTION_LIMITS.addressesPerCustomer + 1 }, (_, i) => ({ addressLine1: `${i} Quay`, postcode: 'L1 1AA', countryId: customerRefs.countryId }));
    const res = await gql(t.app, 'mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }', { input: { name: 'Too many addresses', addresses } }, office.token);
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.errors)).toContain(`A customer may have at most ${COLLECTION_LIMITS.addressesPerCustomer} addresses`);
    expect(await rows('customer')).toBe(before);
  });
});
