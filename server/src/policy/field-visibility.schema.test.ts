import { getNamedType, getNullableType, isListType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { FIELD_VISIBILITY, OFFICE_TYPES, mayRead, type Viewer } from '../domain/field-visibility.js';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import type { AnyRole } from '../security/authorization.arrange.js';
import { expectations } from '../security/authorization.calls.js';
import { GRAPHQL, SUBSCRIPTIONS } from '../security/authorization.table.js';

// Issue 20 item 2: the field-visibility table names every field a caller can reach. From each role's root
// fields (those THE authorisation table lets it call), the schema is walked through the fields that role
// may read; every type a customer, a driver or a customer's key reaches must name each of its fields, and
// the office reaches only types that are named or declared office-only.

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createMemoryPubSub());
});

/** The viewer each role reads as, on its own rows (user 1, supplier 1): the most it can see. */
const VIEWERS: Partial<Record<AnyRole, Viewer>> = {
  customerA: { role: 'CUSTOMER', userId: 1 },
  customerKeyA: { role: 'CUSTOMER', userId: 1 },
  driverX: { role: 'SUPPLIER', userId: 1, supplierId: 1 },
  office: { role: 'OFFICE', userId: 1 },
  readOnlyKey: { role: 'OFFICE', userId: 1 },
};
const OWN_ROW = { id: 1 };

function rootsOf(role: AnyRole): GraphQLObjectType[] {
  const roots = [
    ...Object.entries(GRAPHQL).map(([key, entry]) => ({ name: key.split(' #')[0], entry, access: 'read' as const })),
    ...Object.entries(SUBSCRIPTIONS).map(([name, entry]) => ({ name, entry, access: 'read' as const })),
  ];
  const fields = { ...schema.getQueryType()!.getFields(), ...schema.getMutationType()!.getFields(), ...schema.getSubscriptionType()!.getFields() };
  return roots
    .filter(({ entry, access }) => expectations(entry, access).find((e) => e.role === role)?.expected === 'ok')
    .map(({ name }) => getNamedType(fields[name]?.type))
    .filter((t): t is GraphQLObjectType => isObjectType(t));
}

/** Every problem found walking from a role's roots: unnamed types and fields. */
function walk(role: AnyRole): string[] {
  const viewer = VIEWERS[role]!;
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = rootsOf(role);
  for (let type = queue.shift(); type; type = queue.shift()) {
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    const table = FIELD_VISIBILITY[type.name];
    if (!table) {
      if (viewer.role !== 'OFFICE' || !OFFICE_TYPES.has(type.name)) problems.push(`${type.name}: no entry`);
      continue;
    }
    for (const field of Object.values(type.getFields())) {
      const audience = table[field.name];
      if (!audience) problems.push(`${type.name}.${field.name}: no entry`);
      const readable = audience && mayRead(audience, viewer, OWN_ROW);
      const next = getNamedType(field.type);
      if (readable && isObjectType(next)) queue.push(next);
    }
  }
  return problems;
}

describe('the field-visibility table names every field a role can reach (issue 20 item 2)', () => {
  it.each(Object.keys(VIEWERS) as AnyRole[])('walking the schema from the root fields of %s finds no field without an entry', (role) => {
    expect(walk(role)).toEqual([]);
  });

  it('names no type or field the schema does not have', () => {
    const types = schema.getTypeMap();
    const stale = [
      ...Object.entries(FIELD_VISIBILITY).flatMap(([type, fields]) => {
        const t = types[type];
        if (!isObjectType(t)) return [`${type}: no such type`];
        return Object.keys(fields).filter((f) => !(f in t.getFields())).map((f) => `${type}.${f}: no such field`);
      }),
      ...[...OFFICE_TYPES].filter((type) => !isObjectType(types[type])).map((type) => `${type}: no such type`),
    ];
    expect(stale).toEqual([]);
  });

  it('declares every field some role may not read nullable (or a list), so a hidden field reads as null, never as an error', () => {
    const types = schema.getTypeMap();
    const refused = Object.entries(FIELD_VISIBILITY).flatMap(([type, fields]) => {
      const t = types[type];
      if (!isObjectType(t)) return [];
      return Object.entries(fields)
        .filter(([name, audience]) => audience !== 'all' && isNonNullType(t.getFields()[name]?.type) && !isListType(getNullableType(t.getFields()[name].type)))
        .map(([name, audience]) => `${type}.${name} (${audience}) is non-null`);
    });
    expect(refused).toEqual([]);
  });
});
