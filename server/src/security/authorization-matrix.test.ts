import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { gql } from '../test/clients.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { arrangeWorld, ROLES, type Role, type World } from './authorization.arrange.js';
import { GRAPHQL, REST, type Entry, type Expect } from './authorization.table.js';

// Issue 10 item 4: every REST route and every GraphQL operation, called by each of eight roles, answers
// as THE table (authorization.table.ts) says, and a refused write changes nothing.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
}, 120_000);
afterAll(() => t.close());

/** What a call got: an Expect, 'error' (5xx / internal error) or why the call itself was wrong. */
type Outcome = Expect | string;
const RESERVED = new Set(['who', 'query', 'body', 'newSession']);
// Written on every authenticated call by design (session renewal). The outbox is watched: a refused call
// must not queue an e-mail either.
const VOLATILE = new Set(['session', 'api_key_use', 'mikro_orm_migrations']);

/**
 * Every table's row count and newest row version (xmin), but the volatile ones: any committed insert,
 * update or soft delete writes a row version with a newer transaction id, and a hard delete lowers the
 * count, so an unchanged pair proves a refused write changed nothing (cheaper than hashing every row).
 */
async function fingerprint(): Promise<Map<string, string>> {
  const conn = t.orm.em.getConnection();
  const tables = (await conn.execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public'`)).map((r) => r.tablename).filter((n) => !VOLATILE.has(n));
  const rows = await conn.execute<{ name: string; digest: string }[]>(tables.map((n) => `select '${n}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as digest from "${n}"`).join(' union all '));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

async function changedTables(before: Map<string, string>): Promise<string[]> {
  const after = await fingerprint();
  return [...before].filter(([name, digest]) => after.get(name) !== digest).map(([name]) => name);
}

/**
 * Replaces '@name' references with the world's ids: '@self' is the caller, '@fresh:name' a new record
 * per allowed call; refused calls share one (`shared`), since they must not consume it.
 */
async function resolve(value: unknown, role: Role, shared?: Map<string, Promise<number | string>>): Promise<unknown> {
  if (typeof value === 'string' && value.startsWith('@')) {
    const name = value.slice(1);
    if (name === 'self') return w.callers[role].user?.id ?? 0;
    if (name.startsWith('fresh:')) {
      const make = () => w.fresh[name.slice(6)](w, role);
      if (!shared) return make();
      if (!shared.has(name)) shared.set(name, make());
      return shared.get(name);
    }
    if (!(name in w.ids)) throw new Error(`the table names an unknown record ${value}`);
    return w.ids[name];
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolve(v, role, shared)));
  if (value && typeof value === 'object') return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await resolve(v, role, shared)])));
  return value;
}

const routeOf = (key: string) => key.split(' #')[0];
const params = (entry: Entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => !RESERVED.has(k)));

/** A prepared call: everything resolved, so only the request itself runs between the fingerprints. */
type Prepared = { role: Role; expected: Expect; run(): Promise<Outcome> };

async function token(entry: Entry, role: Role): Promise<string | undefined> {
  return entry.newSession ? w.newSession(role) : w.callers[role].token;
}

type Shared = Map<string, Promise<number | string>> | undefined;

async function prepareRest(key: string, entry: Entry, role: Role, expected: Expect, shared: Shared): Promise<Prepared> {
  const [method, pattern] = routeOf(key).split(' ');
  const values = (await resolve(params(entry), role, shared)) as Record<string, unknown>;
  const url = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(values[name])));
  const query = entry.query ? `?${entry.query.replace(/@(\w+)/g, (_m, name: string) => String(w.ids[name]))}` : '';
  const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(await resolve(entry.body ?? {}, role, shared));
  const tok = await token(entry, role);
  return {
    role, expected,
    run: async () => {
      const res = await t.app.inject({ method: method as 'GET', url: url + query, headers: { ...(tok ? { token: tok } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body });
      if (res.statusCode >= 500 && res.statusCode < 600) return `error ${res.statusCode} ${res.body.slice(0, 200)}`;
      return ([401, 403, 404] as number[]).includes(res.statusCode) ? (res.statusCode as Expect) : 'ok';
    },
  };
}

/** The smallest well-typed value of an input type, so a call passes GraphQL's checks and reaches the resolver. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, minimal(f.type)]));
  }
  if (isScalarType(type)) return ({ Int: 0, Float: 0, Boolean: false, ID: '0', DateTimeISO: '2026-01-01T00:00:00.000Z' } as Record<string, unknown>)[type.name] ?? '';
  return null;
}

const CODES: Record<string, Expect> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

async function prepareGraphql(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, entry: Entry, role: Role, expected: Expect, shared: Shared): Promise<Prepared> {
  const given = (await resolve(params(entry), role, shared)) as Record<string, unknown>;
  const args = field.args.filter((a) => a.name in given || isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => {
    const base = minimal(a.type);
    const value = given[a.name];
    return [a.name, value && typeof value === 'object' && !Array.isArray(value) ? { ...(base as object), ...value } : value ?? base];
  }));
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? '{ __typename }' : '';
  const declared = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const passed = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const document = `${kind} Matrix${declared} { ${field.name}${passed} ${selection} }`;
  const tok = await token(entry, role);
  return {
    role, expected,
    run: async () => {
      const res = await gql(t.app, document, variables, tok);
      const code = res.errors?.[0]?.extensions.code as string | undefined;
      if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR') return `error ${res.status} ${res.errors?.[0]?.message.slice(0, 200)}`;
      // A call GraphQL itself refuses never reached the gate: the table's arguments need fixing.
      if (code === 'GRAPHQL_VALIDATION_FAILED' || res.errors?.[0].message.startsWith('Variable "$')) return `an ill-typed call (${res.errors?.[0].message.slice(0, 160)})`;
      return code && code in CODES ? CODES[code] : 'ok';
    },
  };
}

/** Runs one entry: refused roles first (their writes must change nothing), then the allowed ones. */
async function check(label: string, isWrite: boolean, entry: Entry, prepare: (role: Role, expected: Expect, shared: Shared) => Promise<Prepared>): Promise<string[]> {
  const failures: string[] = [];
  const roles = ROLES.map((role, i) => ({ role, expected: entry.who[i] }));
  const shared = new Map<string, Promise<number | string>>();
  const denied = await Promise.all(roles.filter((r) => r.expected !== 'ok').map((r) => prepare(r.role, r.expected, shared)));
  const before = isWrite && denied.length ? await fingerprint() : undefined;
  for (const call of denied) {
    const outcome = await call.run();
    if (outcome !== call.expected) failures.push(`${label} as ${call.role}: expected ${call.expected}, got ${outcome}`);
  }
  if (before) {
    const changed = await changedTables(before);
    if (changed.length) failures.push(`${label}: a refused call changed ${changed.join(', ')}`);
  }
  for (const r of roles.filter((x) => x.expected === 'ok')) {
    const outcome = await (await prepare(r.role, r.expected, undefined)).run();
    if (outcome !== 'ok') failures.push(`${label} as ${r.role}: expected ok, got ${outcome}`);
  }
  return failures;
}

// The built client's files (present once `npm run build` has run) are public assets, not API routes.
const isApi = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';
const restRoutes = () => [...new Set(t.routes.filter((r) => r.method !== 'HEAD' && isApi(r.url)).map((r) => `${r.method} ${r.url}`))];
const operations = () => [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query' as const, field: f })),
  ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation' as const, field: f })),
];

describe('the authorisation table covers everything (issue 10 item 4)', () => {
  it('has an entry for every REST route and no entry for a route that does not exist', () => {
    const routes = restRoutes();
    const covered = new Set(Object.keys(REST).map(routeOf));
    expect({ missing: routes.filter((r) => !covered.has(r)), stale: [...covered].filter((r) => !routes.includes(r)) }).toEqual({ missing: [], stale: [] });
  });

  it('has an entry for every GraphQL query and mutation and none for an operation that does not exist', () => {
    const names = operations().map((o) => o.field.name);
    const covered = new Set(Object.keys(GRAPHQL).map(routeOf));
    expect({ missing: names.filter((n) => !covered.has(n)), stale: [...covered].filter((n) => !names.includes(n)) }).toEqual({ missing: [], stale: [] });
  });
});

describe('every role gets what the table says, and refused writes change nothing (issue 10 item 4)', () => {
  it('REST routes', async () => {
    const failures: string[] = [];
    for (const [key, entry] of Object.entries(REST)) {
      const method = routeOf(key).split(' ')[0];
      failures.push(...(await check(key, method !== 'GET', entry, (role, expected, shared) => prepareRest(key, entry, role, expected, shared))));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('GraphQL queries and mutations', async () => {
    const failures: string[] = [];
    const byName = new Map(operations().map((o) => [o.field.name, o]));
    for (const [key, entry] of Object.entries(GRAPHQL)) {
      const op = byName.get(routeOf(key));
      if (!op) continue; // reported by the coverage test
      failures.push(...(await check(key, op.kind === 'mutation', entry, (role, expected, shared) => prepareGraphql(op.kind, op.field, entry, role, expected, shared))));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
