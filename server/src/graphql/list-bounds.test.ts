import { getNamedType, getNullableType, isInterfaceType, isListType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { NESTED_LIST_BOUNDS } from './list-bounds.js';
import { createSchema } from './schema.js';

// behaviour.md "Integrators and API / Bounded answers": every list below a root field has a declared bound
// (enforced where the list is written, or its page size), so the answer-size estimate is an upper bound.

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createMemoryPubSub());
});

/** Every `Type.field` list reachable below the root fields, walking the schema from each root. */
function nestedLists(s: GraphQLSchema): string[] {
  const roots = [s.getQueryType(), s.getMutationType(), s.getSubscriptionType()].filter((t) => !!t);
  const seen = new Set<string>();
  const lists = new Set<string>();
  const queue: GraphQLNamedType[] = roots.flatMap((root) => Object.values(root.getFields()).map((f) => getNamedType(f.type)));
  while (queue.length) {
    const type = queue.pop()!;
    if (seen.has(type.name) || !(isObjectType(type) || isInterfaceType(type))) continue;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      if (isListType(getNullableType(field.type))) lists.add(`${type.name}.${field.name}`);
      queue.push(getNamedType(field.type));
    }
  }
  return [...lists].sort();
}

describe('every nested GraphQL list has a declared bound (issue 20 item 4)', () => {
  it('finds a bound for each list reachable below a root field', () => {
    const lists = nestedLists(schema);
    expect(lists.length).toBeGreaterThan(30);
    expect(lists.filter((name) => !(name in NESTED_LIST_BOUNDS))).toEqual([]);
  });

  it('declares bounds only for lists the schema has', () => {
    const lists = new Set(nestedLists(schema));
    expect(Object.keys(NESTED_LIST_BOUNDS).filter((name) => !lists.has(name))).toEqual([]);
  });
});
