import { getNamedType, getNullableType, isLeafType, isListType, isNonNullType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { audienceOf } from '../../domain/field-visibility.js';
import { createSchema } from '../../graphql/schema.js';
import { createMemoryPubSub } from '../../realtime/pubsub.js';
import { gql } from '../../test/clients.js';
import { buildConsignment } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { arrangeBooking, type Booking } from './consignment.fixtures.js';
import { filledSupplier, fillCustomer } from './read-model.fixtures.js';

// Issue 21 item 1: consignments and manifests are read through one read model, which now describes every field they
// reach. The customer and supplier a consignment or a manifest shows must read exactly as the customers' and
// suppliers' own queries answer them (entities and field resolvers), field for field, with the office-only fields
// hidden from a customer user the same way.

type Json = Record<string, unknown>;
let t: TestApp;
let b: Booking;
let schema: GraphQLSchema;
let consignmentId: number;
let otherConsignmentId: number;
let customerBookedId: number;
let manifestId: number;
let supplierId: number;

beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, graphqlAnswerValues: 1_000_000_000, graphqlCost: 1_000_000, graphqlDepth: 20, graphqlCostPerMinute: Number.MAX_SAFE_INTEGER } });
  schema = await createSchema(createMemoryPubSub());
  b = await arrangeBooking(t.orm);
  // Booked first: the filled-in customer is over its credit limit and needs cost codes.
  const booked = await book(t, b, b.office.token);
  consignmentId = booked.id;
  customerBookedId = (await book(t, b, b.customer.token)).id;
  await fillCustomer(t.orm, b.customer.id);
  supplierId = await filledSupplier(t.orm, [b.vehicleTypeId, b.unpricedVehicleTypeId]);
  otherConsignmentId = (await buildConsignment(t.orm, { customerId: b.otherCustomer.id })).id;
  const created = await restCaller(t)('POST', '/Manifests', b.office.token, manifestBody(b, booked.stopIds));
  expect(created.statusCode).toBe(201);
  manifestId = created.json().Id;
  const sql = (text: string, params: unknown[]) => t.orm.em.getConnection().execute(text, params);
  await sql('update manifest set supplier_id = ? where id = ?', [supplierId, manifestId]);
  await sql('update consignment set supplier_id = ? where id = ?', [supplierId, consignmentId]);
}, 120_000);
afterAll(() => t.close());

/** Every field of a type (none takes arguments), relations to their leaves, __typename in each. */
function everything(type: GraphQLObjectType): string {
  return ['__typename', ...Object.values(type.getFields()).map((f) => {
    const named = getNamedType(f.type);
    return isLeafType(named) ? f.name : `${f.name} { ${everything(named as GraphQLObjectType)} }`;
  })].join(' ');
}
const all = (type: string) => everything(schema.getType(type) as GraphQLObjectType);
/** Every field of a supplier, its billing type's branding theme included. */
const SUPPLIER = () => all('Supplier');

/** The office's answer as a caller the visibility table hides the non-`all` fields from reads it: null, or [] for a non-null list. */
function hiddenFromOthers(type: string, office: Json): Json {
  const fields = (schema.getType(type) as GraphQLObjectType).getFields();
  return Object.fromEntries(Object.entries(office).map(([key, value]) => {
    if (key === '__typename' || audienceOf(type, key) === 'all') return [key, value];
    const field = fields[key];
    return [key, isNonNullType(field.type) && isListType(getNullableType(field.type)) ? [] : null];
  }));
}

/** The answer of a query both as one root field (PostgreSQL's JSON spliced as it is) and executed by graphql-js (a second root field). */
async function both(query: string, variables: Json, token: string): Promise<Json[]> {
  const answers = [];
  for (const q of [query, query.replace('{ ', '{ __typename ')]) {
    const res = await gql(t.app, q, variables, token);
    expect(res.errors).toBeUndefined();
    answers.push(res.data!);
  }
  return answers;
}

describe("a consignment's customer reads as customer(id) answers it (issue 21 item 1)", () => {
  const THROUGH = (fields: string) => `query($id: Int!) { consignment(id: $id) { customer { ${fields} } } }`;
  const OWN = (fields: string) => `query($id: Int!) { customer(id: $id) { ${fields} } }`;

  it('answers the office every field, the inherited columns, the active users and the account codes', async () => {
    const own = await gql<{ customer: Json }>(t.app, OWN(all('Customer')), { id: b.customer.id }, b.office.token);
    expect(own.errors).toBeUndefined();
    for (const answer of await both(THROUGH(all('Customer')), { id: consignmentId }, b.office.token)) {
      expect((answer.consignment as Json).customer).toEqual(own.data!.customer);
    }
    expect(own.data!.customer).toMatchObject({ customerAccountTypeId: 2, customerUsers: [{ id: b.customer.userId }], contacts: [{ name: 'Sam Contact' }, { name: 'Alex Contact' }] });
    const columns = own.data!.customer.consignmentControlScreenColumns as { order: number; isVisible: boolean }[];
    expect(columns.map((c) => [c.order, c.isVisible])).toEqual([[10, false], [20, true], [30, true]]);
  });

  it('answers the default columns for a customer with neither its own nor a parent\'s', async () => {
    const own = await gql<{ customer: Json }>(t.app, OWN(all('Customer')), { id: b.otherCustomer.id }, b.office.token);
    const [answer] = await both(THROUGH(all('Customer')), { id: otherConsignmentId }, b.office.token);
    expect((answer.consignment as Json).customer).toEqual(own.data!.customer);
    expect((own.data!.customer.consignmentControlScreenColumns as unknown[]).length).toBeGreaterThan(3);
  });

  it('hides the office-only fields from the customer user exactly as customer(id) does', async () => {
    const office = await gql<{ customer: Json }>(t.app, OWN(all('Customer')), { id: b.customer.id }, b.office.token);
    const own = await gql<{ customer: Json }>(t.app, OWN(all('Customer')), { id: b.customer.id }, b.customer.token);
    expect(own.data!.customer).toEqual(hiddenFromOthers('Customer', office.data!.customer));
    for (const answer of await both(THROUGH(all('Customer')), { id: consignmentId }, b.customer.token)) {
      expect((answer.consignment as Json).customer).toEqual(own.data!.customer);
    }
    expect(own.data!.customer).toMatchObject({ customerUsers: null, notes: null, ledgerNumber: null, creditLimit: null });
  });
});

describe("a manifest's supplier reads as supplier(id) answers it (issue 21 item 1)", () => {
  it('answers the office every field: vehicles, the smallest, licences, deductions, photos and the active users', async () => {
    const own = await gql<{ supplier: Json }>(t.app, `query($id: Int!) { supplier(id: $id) { ${SUPPLIER()} } }`, { id: supplierId }, b.office.token);
    expect(own.errors).toBeUndefined();
    for (const answer of await both(`query($id: Int!) { manifest(id: $id) { supplier { ${SUPPLIER()} } } }`, { id: manifestId }, b.office.token)) {
      expect((answer.manifest as Json).supplier).toEqual(own.data!.supplier);
    }
    const [theme] = await both(`query($id: Int!) { manifest(id: $id) { supplier { supplierBillingType { brandingTheme { name externalId } } } } }`, { id: manifestId }, b.office.token);
    expect(theme).toMatchObject({ manifest: { supplier: { supplierBillingType: { brandingTheme: { name: expect.stringMatching(/^Theme /), externalId: 'ext-1' } } } } });
    const [consignment] = await both(`query($id: Int!) { consignment(id: $id) { supplier { ${SUPPLIER()} } } }`, { id: consignmentId }, b.office.token);
    expect((consignment.consignment as Json).supplier).toEqual(own.data!.supplier);
    expect(own.data!.supplier).toMatchObject({
      isSelfBilling: true, isEmployed: false, smallestVehicle: { id: b.vehicleTypeId }, supplierUsers: [expect.anything()], deductions: [{ value: 123.45 }],
      vehicles: [{ vehicleType: { id: b.unpricedVehicleTypeId } }, { vehicleType: { id: b.vehicleTypeId } }], photos: [{ supplierId }],
    });
  });

  it("shows a customer user a consignment's supplier's id and name only", async () => {
    const office = await gql<{ supplier: Json }>(t.app, `query($id: Int!) { supplier(id: $id) { ${SUPPLIER()} } }`, { id: supplierId }, b.office.token);
    for (const answer of await both(`query($id: Int!) { consignment(id: $id) { supplier { ${SUPPLIER()} } } }`, { id: consignmentId }, b.customer.token)) {
      expect((answer.consignment as Json).supplier).toEqual(hiddenFromOthers('Supplier', office.data!.supplier));
    }
  });
});

describe("a consignment's booker (issue 21 item 1)", () => {
  it("shows a customer user its own user in full and another's id and name only", async () => {
    const query = `query($id: Int!) { consignment(id: $id) { createdBy { ${all('User')} } } }`;
    const me = await gql<{ currentUser: Json }>(t.app, `{ currentUser { ${all('User')} } }`, {}, b.customer.token);
    for (const answer of await both(query, { id: customerBookedId }, b.customer.token)) expect((answer.consignment as Json).createdBy).toEqual(me.data!.currentUser);
    const [office] = await both(query, { id: consignmentId }, b.office.token);
    const officeBooker = (office.consignment as Json).createdBy as Json;
    expect(officeBooker).toMatchObject({ id: b.office.id, role: 'OFFICE', atlasUserRoleIds: [] });
    for (const answer of await both(query, { id: consignmentId }, b.customer.token)) {
      expect((answer.consignment as Json).createdBy).toEqual(hiddenFromOthers('User', officeBooker));
    }
  });
});
