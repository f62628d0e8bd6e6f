import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { FIELD_VISIBILITY, mayRead, type Viewer } from '../domain/field-visibility.js';
import { REST_NESTED, restAudienceOf, restFieldOf } from '../domain/rest-visibility.js';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { arrangeWorld, type AnyRole, type World } from '../security/authorization.arrange.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { viewerOf } from './field-visibility.js';

// Issue 20 item 2: every REST read answers each role as the field-visibility table says. Each answer is
// walked with the GraphQL schema naming the type of each nested shape: a key the role may not read is
// absent, a key it may read is there as the office reads it, and no key lacks an entry. Customers see
// a supplier's id and name only and another user's name only; drivers no customer price or charge price.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
let officeBooked: number;
const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
  // Booked by the office and given supplier X: what a customer must not learn about either. Charges on
  // it and on customer A's stops (on X's manifest) carry prices and costs to hide.
  officeBooked = Number(await w.fresh.consignmentA(w, 'office'));
  await sql('update consignment set supplier_id = ? where id = ?', [w.ids.supplierX, officeBooked]);
  const [charge] = await sql<{ id: number }>('select min(id) as id from additional_charge');
  for (const id of [officeBooked, w.ids.consignmentA]) {
    await sql(`insert into consignment_charge (consignment_id, additional_charge_id, description, price_pence, cost_pence) values (?, ?, 'Tail lift', 2500, 1500)`, [id, charge.id]);
  }
  await sql(`insert into consignment_address_charge (consignment_address_id, additional_charge_id, charge_for, price_pence, cost_pence) values (?, ?, 'Waiting time', 1250, 999)`, [w.ids.stopA, charge.id]);
}, 120_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;
const READERS: AnyRole[] = ['office', 'officeAdmin', 'officeAccounts', 'readOnlyKey', 'customerA', 'customerKeyA', 'driverX'];

async function get(role: AnyRole, url: string): Promise<{ status: number; body: unknown }> {
  const { token, apiKey } = w.callers[role];
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...(token ? { token } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}) } });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : res.body };
}

/** The type of the shape under a key: the table's field's type in the schema, or a REST-only shape's. */
function nestedType(type: string, key: string): string | undefined {
  if (REST_NESTED[`${type}.${key}`]) return REST_NESTED[`${type}.${key}`];
  const t = schema.getType(type);
  const field = isObjectType(t) ? t.getFields()[restFieldOf(type, key)] : undefined;
  const named = field && getNamedType(field.type);
  return named && isObjectType(named) && FIELD_VISIBILITY[named.name] ? named.name : undefined;
}

const byId = (list: unknown[], node: unknown, i: number) => {
  const id = (node as Json | null)?.Id;
  return id === undefined ? list[i] : list.find((o) => (o as Json | null)?.Id === id);
};

/** Where a role's answer differs from the table, compared key by key with the office's answer. */
function differences(viewer: Viewer, type: string, mine: unknown, office: unknown, path: string): string[] {
  if (Array.isArray(mine)) return mine.flatMap((m, i) => differences(viewer, type, m, Array.isArray(office) ? byId(office, m, i) : undefined, `${path}[${i}]`));
  if (!mine || typeof mine !== 'object') return [];
  const node = mine as Json;
  const theirs = (office ?? {}) as Json;
  const keys = [...new Set([...Object.keys(node), ...(office ? Object.keys(theirs) : [])])];
  return keys.flatMap((key) => {
    const audience = restAudienceOf(type, key);
    if (!audience) return [`${path}.${key}: ${type} has no entry for it`];
    const readable = mayRead(audience, viewer, { id: (node.Id ?? theirs.Id) as number | undefined });
    if (!readable) return key in node ? [`${path}.${key}: hidden from ${viewer.role} but answered ${JSON.stringify(node[key]).slice(0, 60)}`] : [];
    // A row-dependent audience may read as not the viewer's where the SQL read path answers (graphql/projection.ts).
    const rowDependent = audience === 'selfOrOffice' || audience === 'ownSupplierOrOffice';
    if (office && !(key in node) && !rowDependent) return [`${path}.${key}: readable by ${viewer.role} but absent`];
    const nested = nestedType(type, key);
    return nested ? differences(viewer, nested, node[key], office ? theirs[key] : undefined, `${path}.${key}`) : [];
  });
}

/** Asks a REST read as each role that may make it; returns what differs from the table. */
async function check(type: string, url: string, roles: AnyRole[], officeUrl = url): Promise<string[]> {
  const office = await get('office', officeUrl);
  expect(office.status).toBe(200);
  const failures: string[] = [];
  for (const role of roles) {
    const mine = await get(role, url);
    if (mine.status !== 200) failures.push(`${url} as ${role}: ${mine.status} ${String(mine.body).slice(0, 120)}`);
    else failures.push(...differences(viewerOf(w.callers[role].user)!, type, mine.body, url === officeUrl ? office.body : undefined, `${url} as ${role}`));
  }
  return [...new Set(failures.map((f) => f.replace(/\[\d+\]/g, '[]')))];
}

const OFFICES: AnyRole[] = ['office', 'officeAdmin', 'officeAccounts', 'readOnlyKey'];

describe('every REST read answers each role as the visibility table says (issue 20 item 2)', () => {
  it("a customer reads of another user the name (and id) only, of a supplier the id and name only, and no cost or office note", async () => {
    const failures = [
      ...(await check('Consignment', `/Consignments/${officeBooked}`, [...OFFICES, 'customerA', 'customerKeyA'])),
      ...(await check('Consignment', `/Consignments/${w.ids.consignmentA}`, [...OFFICES, 'customerA', 'customerKeyA'])),
      ...(await check('Consignment', '/Consignments/2026-01-01/2026-12-31/Search', [...OFFICES, 'customerA', 'customerKeyA'])),
      ...(await check('Customer', `/Customers/${w.ids.customerA}`, [...OFFICES, 'customerA', 'customerKeyA'])),
      ...(await check('User', '/Users/Current', READERS, '/Users/Current')),
    ];
    expect(failures).toEqual([]);
    const { body } = await get('customerA', `/Consignments/${officeBooked}`);
    expect((body as Json).CreatedBy).toEqual({ Id: w.ids.officeUser, Name: expect.any(String) });
    expect((body as Json).Supplier).toEqual({ Id: w.ids.supplierX, Name: expect.any(String) });
    expect((body as Json).AdditionalCharges).toEqual([expect.objectContaining({ Price: 25 })]);
    expect((body as Json).AdditionalCharges).toEqual([expect.not.objectContaining({ Cost: expect.anything() })]);
    expect(Object.keys(body as Json)).not.toEqual(expect.arrayContaining(['Cost']));
  }, 60_000);

  it('a driver reads its own supplier in full, and no customer price nor any charge price or cost', async () => {
    const failures = [
      ...(await check('Supplier', `/Suppliers/${w.ids.supplierX}`, [...OFFICES, 'driverX'])),
      ...(await check('Manifest', '/Driver/Manifests', ['driverX'], `/Manifests/${w.ids.manifestX}`)),
      ...(await check('AdditionalCharge', '/AdditionalCharges', [...OFFICES, 'customerA', 'driverX'])),
      ...(await check('AreaAdditionalChargeRule', '/AreaAdditionalChargeRules', [...OFFICES, 'customerA', 'driverX'])),
      ...(await check('PriceMatrix', '/Matrices', [...OFFICES, 'customerA', 'driverX'])),
      ...(await check('GlobalSettings', '/Settings', [...OFFICES, 'customerA', 'driverX'])),
    ];
    expect(failures).toEqual([]);
    const manifests = (await get('driverX', '/Driver/Manifests')).body as { ConsignmentAddresses: { Consignment: Json; AdditionalCharges: Json[] }[] }[];
    const stops = manifests.flatMap((m) => m.ConsignmentAddresses);
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.filter((s) => 'Price' in s.Consignment)).toEqual([]);
    const charges = stops.flatMap((s) => s.AdditionalCharges);
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.filter((c) => 'Price' in c || 'Cost' in c)).toEqual([]);
    const prices = (await get('driverX', '/AdditionalCharges')).body as Json[];
    expect(prices.filter((c) => 'Price' in c)).toEqual([]);
  }, 60_000);

  it('the office reads every key of the office-only lists, each with an entry', async () => {
    const failures = [
      ...(await check('Manifest', `/Manifests/${w.ids.manifestX}`, OFFICES)),
      ...(await check('Supplier', '/Suppliers', OFFICES)),
      ...(await check('Customer', '/Customers', OFFICES)),
      ...(await check('User', '/AtlasUsers', OFFICES)),
    ];
    expect(failures).toEqual([]);
  }, 60_000);
});
