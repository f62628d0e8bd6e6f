import { getNamedType, getNullableType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { gql } from '../test/clients.js';
import { buildUser, sessionToken } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { UserRole } from '../modules/users/user.entity.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true, isAccounts: true, isManager: true }));
});
afterAll(() => t.close());

/** Odd but well-typed values a caller may send: each must be answered or refused with a typed error, never a 500. */
const ODD: Record<string, unknown[]> = {
  Int: [0, -1, 2147483647],
  Float: [-1, 1e308],
  String: ['', '\\', '%_', '2026-02-30', 'x'.repeat(5000)],
  Boolean: [true],
  ID: ['0', '-1'],
  DateTimeISO: ['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z'],
};

/** A plain value of an input type (the first odd one), or undefined when none can be made. */
function plain(type: GraphQLInputType, odd: Record<string, unknown>, depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) {
    const item = plain(inner.ofType, odd, depth);
    return item === undefined ? [] : [item];
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value !== undefined ? inner.getValues()[0].name : undefined;
  if (isScalarType(inner)) return inner.name in odd ? odd[inner.name] : ODD[inner.name]?.[0];
  if (isInputObjectType(inner) && depth < 3) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      if (!isNonNullType(f.type) && depth > 0) continue;
      const v = plain(f.type, odd, depth + 1);
      if (v !== undefined) out[f.name] = v;
    }
    return out;
  }
  return undefined;
}

/** Every query with every odd value of each scalar kind in all its arguments. */
function calls(field: GraphQLField<unknown, unknown>): { vars: Record<string, unknown>; query: string }[] {
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `query Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const out: { vars: Record<string, unknown>; query: string }[] = [];
  for (const [scalar, values] of Object.entries(ODD)) {
    for (const value of values) out.push({ query, vars: Object.fromEntries(field.args.map((a) => [a.name, plain(a.type, { [scalar]: value })])) });
  }
  return out;
}

describe('resolver errors that are not bugs are typed 4xx (issue 20 item 8)', () => {
  it('answers every query with odd but well-typed arguments without an internal error', async () => {
    const schema = await createSchema(createMemoryPubSub());
    const failures: string[] = [];
    const codes = new Map<string, number>();
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      for (const { query, vars } of calls(field)) {
        const res = await gql(t.app, query, vars, token);
        const internal = res.status >= 500 || res.errors?.some((e) => e.extensions.code === 'INTERNAL_SERVER_ERROR');
        const code = res.errors ? String(res.errors[0].extensions.code) : 'ok';
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (internal) failures.push(`${field.name}(${JSON.stringify(vars).slice(0, 120)}) -> ${res.status} ${res.errors?.[0].message}`);
      }
    }
    expect(failures).toEqual([]);
    // The values reached the resolvers: most calls were answered or refused by them, not by variable coercion.
    expect(codes.get('ok')).toBeGreaterThan(200);
  }, 180_000);
});
