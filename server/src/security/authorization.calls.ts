import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import type { Credentials } from '../policy/credentials.js';
import { openSocket, type TestSocket } from '../test/sockets.js';
import { KEY_ROLES, ROLES, type AnyRole, type KeyRole, type World } from './authorization.arrange.js';
import type { Entry, Expect } from './authorization.table.js';

// How the authorisation matrix (issue 10 item 4, issue 20 item 1) makes its calls, shared by the REST and
// GraphQL-over-HTTP run and the GraphQL-over-WebSocket run: every door is asked the same table.

/** What a call got: an Expect, 'error' (5xx / internal error) or why the call itself was wrong. */
export type Outcome = Expect | string;
/** One role's expected answer to an entry. */
export interface Expected { role: AnyRole; expected: Expect }
/** A prepared call: everything resolved, so only the request itself runs between the fingerprints. */
export type Prepared = Expected & { run(): Promise<Outcome> };
type Shared = Map<string, Promise<number | string>> | undefined;
/** Prepares one role's call of an entry. */
export type Prepare = (role: AnyRole, expected: Expect, shared: Shared) => Promise<Prepared>;
/** Runs a GraphQL document as a caller: the reply's HTTP status (0 over a socket) and errors. */
export type GraphqlTransport = (document: string, variables: Record<string, unknown>, credentials: Credentials) => Promise<{ status: number; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;

const RESERVED = new Set(['who', 'query', 'body', 'newSession', 'keys']);
// Written on every authenticated call by design (session renewal, key use log). The outbox is watched: a
// refused call must not queue an e-mail either.
const VOLATILE = new Set(['session', 'api_key_use', 'mikro_orm_migrations']);
// A key's every use stamps its lastUsedAt: keys are counted, issued and revoked, instead.
const DIGEST: Record<string, string> = { api_key: `count(*) || ':' || count(revoked_at)` };
const CODES: Record<string, Expect> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };

export const routeOf = (key: string) => key.split(' #')[0];

/** Every GraphQL query and mutation of the schema, with its kind. */
export function operationsOf(schema: GraphQLSchema): { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
  ];
}
const params = (entry: Entry) => Object.fromEntries(Object.entries(entry).filter(([k]) => !RESERVED.has(k)));

/**
 * What each role should get: the table's eight words, and for the keys what their scope implies (the
 * read-only key reads as an office user and writes nothing; the customer key acts as customer A) unless
 * the entry says otherwise in `keys`. Over a socket, anonymous callers are refused whatever the operation.
 */
export function expectations(entry: Pick<Entry, 'who' | 'keys'>, access: 'read' | 'write', door: 'http' | 'socket' = 'http'): Expected[] {
  const keyed = (role: KeyRole): Expect => {
    const own = entry.keys?.[role];
    if (own) return own;
    if (role === 'readOnlyKey') return access === 'write' ? 403 : entry.who[ROLES.indexOf('office')];
    return entry.who[ROLES.indexOf('customerA')];
  };
  // A socket admits signed-in callers only (DESIGN: authenticate in onConnect): anonymous gets 401 there.
  const anonymous = (role: string, expected: Expect): Expect => (door === 'socket' && role === 'anonymous' ? 401 : expected);
  return [...ROLES.map((role, i) => ({ role, expected: anonymous(role, entry.who[i]) })), ...KEY_ROLES.map((role) => ({ role, expected: keyed(role) }))];
}

/** The calls of one arranged world. */
export function matrixCalls(w: World) {
  return {
    prepareRest: (key: string, entry: Entry, role: AnyRole, expected: Expect, shared: Shared) => prepareRest(w, key, entry, role, expected, shared),
    prepareGraphql: (kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, entry: Entry, role: AnyRole, expected: Expect, shared: Shared, transport: GraphqlTransport) =>
      prepareGraphql(w, { kind, field, transport }, entry, role, expected, shared),
    check: (label: string, isWrite: boolean, roles: Expected[], prepare: Prepare) => check(w, label, isWrite, roles, prepare),
  };
}

/**
 * Every table's row count and newest row version (xmin), but the volatile ones: any committed insert,
 * update or soft delete writes a row version with a newer transaction id, and a hard delete lowers the
 * count, so an unchanged pair proves a refused write changed nothing (cheaper than hashing every row).
 */
async function fingerprint(w: World): Promise<Map<string, string>> {
  const conn = w.t.orm.em.getConnection();
  const tables = (await conn.execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public'`)).map((r) => r.tablename).filter((n) => !VOLATILE.has(n));
  const rows = await conn.execute<{ name: string; digest: string }[]>(tables.map((n) => `select '${n}' as name, ${DIGEST[n] ?? `count(*) || ':' || coalesce(max(xmin::text::bigint), 0)`} as digest from "${n}"`).join(' union all '));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose fingerprint differs from `before`. */
async function changedTables(w: World, before: Map<string, string>): Promise<string[]> {
  const after = await fingerprint(w);
  return [...before].filter(([name, digest]) => after.get(name) !== digest).map(([name]) => name);
}

/**
 * Replaces '@name' references with the world's ids: '@self' is the caller, '@fresh:name' a new record
 * per allowed call; refused calls share one (`shared`), since they must not consume it.
 */
async function resolve(w: World, value: unknown, role: AnyRole, shared?: Shared): Promise<unknown> {
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
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolve(w, v, role, shared)));
  if (value && typeof value === 'object') return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await resolve(w, v, role, shared)])));
  return value;
}

/** The role's key, or its session token (a new session when the entry ends the caller's). */
async function credentials(w: World, entry: Entry, role: AnyRole): Promise<Credentials> {
  const { token, apiKey } = w.callers[role];
  if (apiKey) return { apiKey };
  return { token: entry.newSession ? await w.newSession(role) : token };
}

/** A REST call of a table entry ('METHOD /path #note'): path parameters, query and body filled in from the world. */
async function prepareRest(w: World, key: string, entry: Entry, role: AnyRole, expected: Expect, shared: Shared): Promise<Prepared> {
  const [method, pattern] = routeOf(key).split(' ');
  const values = (await resolve(w, params(entry), role, shared)) as Record<string, unknown>;
  const url = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(values[name])));
  const query = entry.query ? `?${entry.query.replace(/@(\w+)/g, (_m, name: string) => String(w.ids[name]))}` : '';
  const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(await resolve(w, entry.body ?? {}, role, shared));
  const { token, apiKey } = await credentials(w, entry, role);
  const headers = { ...(token ? { token } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  return {
    role, expected,
    run: async () => {
      const res = await w.t.app.inject({ method: method as 'GET', url: url + query, headers, payload: body });
      if (res.statusCode >= 500 && res.statusCode < 600) return `error ${res.statusCode} ${res.body.slice(0, 200)}`;
      return ([401, 403, 404] as number[]).includes(res.statusCode) ? (res.statusCode as Expect) : 'ok';
    },
  };
}

/** A GraphQL operation to call, and the door it goes through. */
interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  transport: GraphqlTransport;
}

/** A GraphQL call of an operation: the entry's arguments, the rest of the required ones at their smallest values. */
async function prepareGraphql(w: World, { kind, field, transport }: Operation, entry: Entry, role: AnyRole, expected: Expect, shared: Shared): Promise<Prepared> {
  const given = (await resolve(w, params(entry), role, shared)) as Record<string, unknown>;
  const args = field.args.filter((a) => a.name in given || isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => {
    const base = minimal(a.type);
    const value = given[a.name];
    return [a.name, value && typeof value === 'object' && !Array.isArray(value) ? { ...(base as object), ...value } : value ?? base];
  }));
  const selection = isObjectType(getNamedType(field.type)) ? '{ __typename }' : '';
  const declared = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const passed = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const document = `${kind} Matrix${declared} { ${field.name}${passed} ${selection} }`;
  const caller = await credentials(w, entry, role);
  return { role, expected, run: async () => graphqlOutcome(await transport(document, variables, caller)) };
}

/** What a GraphQL reply means for the matrix: ok, a refusal's status, a server error, or a call the table got wrong. */
function graphqlOutcome(res: Awaited<ReturnType<GraphqlTransport>>): Outcome {
  const code = res.errors?.[0]?.extensions?.code as string | undefined;
  if (res.status >= 500 || code === 'INTERNAL_SERVER_ERROR') return `error ${res.status} ${res.errors?.[0]?.message.slice(0, 200)}`;
  // A call GraphQL itself refuses never reached the gate: the table's arguments need fixing.
  if (code === 'GRAPHQL_VALIDATION_FAILED' || res.errors?.[0]?.message.startsWith('Variable "$')) return `an ill-typed call (${res.errors?.[0]?.message.slice(0, 160)})`;
  return code && code in CODES ? CODES[code] : 'ok';
}

/** Runs one entry: refused roles first (their writes must change nothing), then the allowed ones. */
async function check(w: World, label: string, isWrite: boolean, roles: Expected[], prepare: Prepare): Promise<string[]> {
  const failures: string[] = [];
  const shared = new Map<string, Promise<number | string>>();
  const denied = await Promise.all(roles.filter((r) => r.expected !== 'ok').map((r) => prepare(r.role, r.expected, shared)));
  const before = isWrite && denied.length ? await fingerprint(w) : undefined;
  for (const call of denied) {
    const outcome = await call.run();
    if (outcome !== call.expected) failures.push(`${label} as ${call.role}: expected ${call.expected}, got ${outcome}`);
  }
  if (before) {
    const changed = await changedTables(w, before);
    if (changed.length) failures.push(`${label}: a refused call changed ${changed.join(', ')}`);
  }
  for (const r of roles.filter((x) => x.expected === 'ok')) {
    const outcome = await (await prepare(r.role, r.expected, undefined)).run();
    if (outcome !== 'ok') failures.push(`${label} as ${r.role}: expected ok, got ${outcome}`);
  }
  return failures;
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

/** GraphQL over HTTP (Fastify inject), with the caller's token or key in the headers. */
export function httpTransport(w: World): GraphqlTransport {
  return async (document, variables, { token, apiKey }) => {
    const res = await w.t.app.inject({
      method: 'POST', url: '/graphql', payload: { query: document, variables },
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    });
    return { status: res.statusCode, errors: res.json().errors };
  };
}

/**
 * GraphQL over graphql-ws: one socket per credential, opened on first use and kept (a socket whose
 * credential is refused or ended answers 401, as the HTTP door does).
 */
export function socketTransport(port: number): GraphqlTransport & { close(): Promise<void> } {
  const sockets = new Map<string, TestSocket>();
  const transport = async (document: string, variables: Record<string, unknown>, credentials: Credentials) => {
    const id = JSON.stringify(credentials);
    let socket = sockets.get(id);
    if (!socket) sockets.set(id, (socket = openSocket(port, { ...credentials })));
    const refused = await socket.connected.then(() => false, () => true);
    if (refused) return { status: 0, errors: [{ message: 'The socket was refused.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const reply = await socket.run(document, variables);
    if (reply.closed) return { status: 0, errors: [{ message: reply.closed.reason, extensions: { code: reply.closed.code === 4401 || reply.closed.code === 4403 ? 'UNAUTHENTICATED' : `closed ${reply.closed.code}` } }] };
    return { status: 0, errors: reply.errors };
  };
  return Object.assign(transport, {
    async close() {
      await Promise.all([...sockets.values()].map((s) => s.client.dispose()));
    },
  });
}
