import {
  getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema,
} from 'graphql';
import { audienceOf, mayRead, type Viewer } from '../domain/field-visibility.js';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { arrangeWorld, type AnyRole, type World } from '../security/authorization.arrange.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';
import { viewerOf } from './field-visibility.js';

// Issue 20 item 2: every field asked as each role answers as the field-visibility table says: what the
// role may read equals what the office reads; what it may not is null (an empty list): every such field is
// nullable. Customers see a supplier's id and name only and another user's id and name only; drivers see
// no customer price and no charge's price.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
let officeBooked: number;
beforeAll(async () => {
  const limits = { ...testConfig().limits, graphqlCost: 1_000_000, graphqlDepth: 20, graphqlAnswerValues: 100_000_000_000, graphqlCostPerMinute: Number.MAX_SAFE_INTEGER };
  t = await startTestApp({ limits });
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
  // Booked by the office and given supplier X: what a customer must not learn about either.
  officeBooked = Number(await w.fresh.consignmentA(w, 'office'));
  await t.orm.em.getConnection().execute('update consignment set supplier_id = ? where id = ?', [w.ids.supplierX, officeBooked]);
}, 120_000);
afterAll(() => t.close());

type Json = Record<string, unknown>;
type Reply = { data?: Json | null; errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[] };

/** The selection of every field of a type (fields without required arguments), `depth` levels down. */
function everything(type: GraphQLObjectType, depth: number, keep: (type: string, field: string, nonNull: boolean) => boolean): string {
  const fields = Object.values(type.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)) && keep(type.name, f.name, isNonNullType(f.type)));
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (isLeafType(named)) return [f.name];
    if (depth > 0 && isObjectType(named)) return [`${f.name} { ${everything(named, depth - 1, keep)} }`];
    return [];
  });
  return ['__typename', ...parts].join(' ');
}

async function ask(role: AnyRole, root: string, only: Parameters<typeof everything>[2] = () => true): Promise<Reply> {
  const name = root.split('(')[0];
  const type = getNamedType(schema.getQueryType()!.getFields()[name].type) as GraphQLObjectType;
  const { token, apiKey } = w.callers[role];
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', payload: { query: `{ ${root} { ${everything(type, 3, only)} } }` },
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}) },
  });
  return res.json() as Reply;
}

const viewer = (role: AnyRole): Viewer => viewerOf(w.callers[role].user)!;
const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/** What differs from the table between a role's answer and the office's, node by node. */
function differences(role: AnyRole, mine: unknown, office: unknown, path: string): string[] {
  if (Array.isArray(mine)) return mine.flatMap((m, i) => differences(role, m, Array.isArray(office) ? office[i] : undefined, `${path}[${i}]`));
  if (!mine || typeof mine !== 'object') return [];
  const node = mine as Json;
  const theirs = (office ?? {}) as Json;
  const type = String(node.__typename);
  return Object.keys(node).filter((k) => k !== '__typename').flatMap((field) => {
    const audience = audienceOf(type, field);
    if (!audience) return [`${path}.${field}: ${type}.${field} has no entry`];
    const readable = mayRead(audience, viewer(role), { id: (node.id ?? theirs.id) as number | undefined });
    if (!readable) return empty(node[field]) ? [] : [`${path}.${field}: hidden from ${role} but answered ${JSON.stringify(node[field]).slice(0, 60)}`];
    if (office === undefined) return differences(role, node[field], undefined, `${path}.${field}`);
    const value = node[field];
    if (value && typeof value === 'object') return differences(role, value, theirs[field], `${path}.${field}`);
    return JSON.stringify(value) === JSON.stringify(theirs[field]) ? [] : [`${path}.${field}: ${role} read ${JSON.stringify(value)}, the office ${JSON.stringify(theirs[field])}`];
  });
}

/**
 * Asks every field as the role twice: once all of them (no error: what the table hides reads as null),
 * once without the non-null fields it may not read (each field as the table says, compared with the
 * office's answer when the office may ask too).
 */
async function check(role: AnyRole, root: string, officeMayAsk = true): Promise<string[]> {
  const name = root.split('(')[0];
  const all = await ask(role, root);
  const wrong = all.errors ?? [];
  const v = viewer(role);
  const safe = await ask(role, root, (type, field, nonNull) => !nonNull || mayRead(audienceOf(type, field) ?? 'all', v));
  const office = officeMayAsk ? await ask('office', root) : undefined;
  return [
    ...wrong.map((e) => `${root} as ${role}: unexpected error ${e.message} at ${e.path?.join('.')}`),
    ...(safe.errors ?? []).map((e) => `${root} as ${role} (readable fields): error ${e.message} at ${e.path?.join('.')}`),
    ...(office?.errors ?? []).map((e) => `${root} as office: error ${e.message} at ${e.path?.join('.')}`),
    ...differences(role, safe.data?.[name], office?.data?.[name], `${root} as ${role}`),
  ];
}

describe('every field asked as each role answers as the visibility table says (issue 20 item 2)', () => {
  it("a customer reads a supplier's id and name only, another user's id and name only, and no office field", async () => {
    const failures = [
      ...(await check('customerA', `consignment(id: ${officeBooked})`)),
      ...(await check('customerA', `consignment(id: ${w.ids.consignmentA})`)),
      ...(await check('customerA', 'currentUser', false)),
      ...(await check('customerA', `customer(id: ${w.ids.customerA})`)),
      ...(await check('customerKeyA', `consignment(id: ${officeBooked})`)),
    ];
    expect(failures).toEqual([]);
    const seen = await ask('customerA', `consignment(id: ${officeBooked})`, (type, field, nonNull) => !nonNull || mayRead(audienceOf(type, field) ?? 'all', viewer('customerA')));
    const consignment = seen.data!.consignment as Json;
    expect(consignment.supplier).toMatchObject({ id: w.ids.supplierX, name: expect.any(String), bankAccountNumber: null, bankSortCode: null, vatNumber: null, notes: null });
    const logins = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', token: w.callers.customerA.token! }, payload: { query: `{ consignment(id: ${officeBooked}) { supplier { id supplierUsers { username } } } }` } });
    expect(logins.json()).toEqual({ data: { consignment: { supplier: { id: w.ids.supplierX, supplierUsers: [] } } } });
    const all = await ask('customerA', `consignment(id: ${officeBooked})`);
    expect(all.errors).toBeUndefined();
    expect((all.data!.consignment as Json).createdBy).toEqual({
      __typename: 'User', id: w.ids.officeUser, name: expect.any(String), role: null, email: null, username: null, isAdmin: null, isAccounts: null,
      isManager: null, isDeactivated: null, version: null, atlasUserRoleIds: [], customerId: null, supplierId: null,
    });
  }, 60_000);

  it('a driver reads its own supplier in full and no customer price or price of a charge', async () => {
    const failures = [
      ...(await check('driverX', `supplier(id: ${w.ids.supplierX})`)),
      ...(await check('driverX', 'currentUser', false)),
      ...(await check('driverX', 'additionalCharges')),
      ...(await check('driverX', 'priceMatrices')),
      ...(await check('driverX', 'areaAdditionalChargeRules')),
      ...(await check('driverX', 'driverManifests', false)),
    ];
    expect(failures).toEqual([]);
    const manifests = (await ask('driverX', 'driverManifests', (type, field, nonNull) => !nonNull || mayRead(audienceOf(type, field) ?? 'all', viewer('driverX')))).data!.driverManifests as Json[];
    const consignments = manifests.flatMap((m) => m.consignments as Json[]);
    expect(consignments.length).toBeGreaterThan(0);
    expect(consignments.map((c) => c.price)).toEqual(consignments.map(() => null));
  }, 60_000);

  it('the office reads every field', async () => {
    for (const root of [`consignment(id: ${officeBooked})`, `supplier(id: ${w.ids.supplierX})`, 'additionalCharges']) {
      expect((await ask('office', root)).errors).toBeUndefined();
    }
  });
});
