import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { statementsOf } from '../../test/statements.js';
import { UserRole } from '../users/user.entity.js';
import { buildSupplierRefs, type SupplierRefs } from './supplier.fixtures.js';

let t: TestApp;
let office: SignedInUser;
let customer: SignedInUser;
let refs: SupplierRefs;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t, { role: UserRole.OFFICE });
  customer = await signedIn(t, { role: UserRole.CUSTOMER });
  refs = await buildSupplierRefs(t.orm);
});
afterAll(() => t.close());

const FIELDS = `id name version isSelfBilling isEmployed smallestVehicle { id order }
  licences { id validFrom validTo licenceCategory { id } } vehicles { id isDefaultVehicle vehicleType { id } }
  deductions { id name value } photos { id description photoId } supplierUsers { id email username }`;
const CREATE = `mutation($input: SupplierInput!) { createSupplier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: SupplierInput!) { updateSupplier(id: $id, input: $input) { ${FIELDS} } }`;
const vehicle = (vehicleTypeId: number, extra: Record<string, unknown> = {}) => ({ vehicleTypeId, make: 'Ford', model: 'Transit', registration: 'GQ12 LAB', length: 3, width: 1.8, height: 1.9, insuranceExpiry: '2028-01-31', ...extra });
let n = 0;
const input = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `GraphQL Haulage ${n}`,
    supplierTypeId: 2,
    licences: [{ licenceCategoryId: refs.licenceCategoryId, validFrom: '2024-01-01', validTo: '2029-01-01' }],
    vehicles: [vehicle(5)],
    deductions: [{ name: 'Insurance', value: 12.34, accountCodeId: refs.accountCodeId, vatCodeId: refs.vatCodeId }],
    ...extra,
  };
};
const supplierCount = async () => (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int n from supplier'))[0].n;
type Saved = { id: number; version: number; vehicles: { id: number }[] };

describe('suppliers over GraphQL (behaviour.md "Suppliers / Saving a supplier"; "Roles and access / Access rules"; "Suppliers / Suppliers screen")', () => {
  it('creates a supplier with the same rules as REST: first vehicle default, employed type, pounds', async () => {
    const res = await gql<{ createSupplier: Record<string, unknown> }>(t.app, CREATE, { input: input() }, office.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createSupplier).toMatchObject({ version: 1, isEmployed: true, isSelfBilling: false, smallestVehicle: { id: 5, order: 50 }, vehicles: [{ isDefaultVehicle: true }], deductions: [{ value: 12.34 }] });
  });

  it.each([
    ['no licence', { licences: [] }, 'Must add at least one licence'],
    ['no vehicle', { vehicles: [] }, 'Must add at least one vehicle'],
    ['two default vehicles', { vehicles: [vehicle(2, { isDefaultVehicle: true }), vehicle(3, { isDefaultVehicle: true })] }, 'You can only have one vehicle as the default vehicle'],
    ['app passwords that differ', { supplierUsers: [{ username: 'gq-driver', email: 'gq@haulier.test', newPassword: 'Long-enough-1', confirmPassword: 'nope-nope-1' }] }, 'Supplier app passwords must match'],
    ['a photo without a description', { photos: [{ description: '', photoId: 1 }] }, 'Photo description is required'],
  ])('refuses a supplier with %s: BAD_USER_INPUT with the spec message, nothing stored', async (_case, extra, message) => {
    const before = await supplierCount();
    const res = await gql(t.app, CREATE, { input: input(extra) }, office.token);
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors?.[0].extensions.fields)).toContain(message);
    expect(await supplierCount()).toBe(before);
  });

  it("refuses no default vehicle on update, and a stale version with CONFLICT and the spec's message", async () => {
    const created = (await gql<{ createSupplier: Saved }>(t.app, CREATE, { input: input() }, office.token)).data!.createSupplier;
    const noDefault = await gql(t.app, UPDATE, { id: created.id, input: { version: 1, vehicles: [{ ...vehicle(5), id: created.vehicles[0].id, isDefaultVehicle: false }] } }, office.token);
    expect(JSON.stringify(noDefault.errors?.[0].extensions.fields)).toContain('You must select at least one vehicle as the default vehicle');
    const ok = await gql<{ updateSupplier: Saved }>(t.app, UPDATE, { id: created.id, input: { version: 1, notes: 'first' } }, office.token);
    expect(ok.data!.updateSupplier.version).toBe(2);
    const stale = await gql(t.app, UPDATE, { id: created.id, input: { version: 1, notes: 'second' } }, office.token);
    expect(stale.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toBe('The supplier has been modified by another user after you loaded it. Please reload to get the latest version');
  });

  it('answers UNAUTHENTICATED signed out, FORBIDDEN to customers and to a driver of another supplier', async () => {
    const created = (await gql<{ createSupplier: Saved }>(t.app, CREATE, { input: input() }, office.token)).data!.createSupplier;
    const otherDriver = await signedIn(t, { role: UserRole.SUPPLIER });
    const ownDriver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: created.id });
    const read = `query($id: Int!) { supplier(id: $id) { id name smallestVehicle { id } } }`;
    expect((await gql(t.app, read, { id: created.id })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, read, { id: created.id }, customer.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, read, { id: created.id }, otherDriver.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, read, { id: created.id }, ownDriver.token)).data).toEqual({ supplier: { id: created.id, name: expect.any(String), smallestVehicle: { id: 5 } } });
    expect((await gql(t.app, UPDATE, { id: created.id, input: { version: 1, name: 'Mine' } }, ownDriver.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, '{ suppliers { id } }', {}, ownDriver.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('lists suppliers with every list loaded in a fixed number of statements', async () => {
    const query = `query($name: String) { suppliers(name: $name) { ${FIELDS} } }`;
    const measure = async () => {
      let rows = 0;
      const statements = await statementsOf(t.orm, async () => {
        const res = await gql<{ suppliers: unknown[] }>(t.app, query, { name: 'Counted' }, office.token);
        expect(res.errors).toBeUndefined();
        rows = res.data!.suppliers.length;
      });
      return { statements, rows };
    };
    await gql(t.app, CREATE, { input: input({ name: 'Counted 1' }) }, office.token);
    const few = await measure();
    for (let i = 2; i <= 4; i += 1) await gql(t.app, CREATE, { input: input({ name: `Counted ${i}`, vehicles: [vehicle(3), vehicle(7)] }) }, office.token);
    const many = await measure();
    expect([few.rows, many.rows]).toEqual([1, 4]);
    expect(many.statements).toBe(few.statements);
  });
});
