/**
 * Lets one GraphQL type be served from two kinds of object: an entity (after a write) and a row of its read
 * model (docs/ARCHITECTURE.md "Read models"). type-graphql resolves a field declared on a getter
 * (`@Field() get price()`) by copying any object that is not an instance of the class into a new instance,
 * which a read-model row (plain JSON, the getter's value already written by PostgreSQL) cannot survive and
 * should not pay for. Here such a field reads the property instead: an entity's getter, a row's own value.
 * Only an object that has neither (a plain copy of an entity's stored columns) keeps type-graphql's copy.
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** The getter fields of each type-graphql object type, by GraphQL type name. */
function getterFields(): Map<string, Set<string>> {
  const byType = new Map<string, Set<string>>();
  for (const type of getMetadataStorage().objectTypes) {
    const names = (type.fields ?? []).map((f) => f.name).filter((name) => Object.getOwnPropertyDescriptor(type.target.prototype, name)?.get);
    if (names.length) byType.set(type.name, new Set(names));
  }
  return byType;
}

/** Makes every getter field of the schema read `source[name]` when the object has that property (see above). */
export function readGettersAsProperties(schema: GraphQLSchema): GraphQLSchema {
  const getters = getterFields();
  for (const type of Object.values(schema.getTypeMap())) {
    const names = getters.get(type.name);
    if (!isObjectType(type) || !names) continue;
    for (const field of Object.values(type.getFields())) {
      const copying = field.resolve;
      if (!names.has(field.name) || !copying) continue;
      const name = field.name;
      const read: GraphQLFieldResolver<unknown, unknown> = (source, args, ctx, info) =>
        (name in (source as object) ? (source as Record<string, unknown>)[name] : copying(source, args, ctx, info));
      field.resolve = read;
    }
  }
  return schema;
}

/** A read-model row: PostgreSQL's JSON parsed into plain objects (an entity or a class instance is not one). */
const isRow = (source: unknown): source is Record<string, unknown> =>
  typeof source === 'object' && source !== null && Object.getPrototypeOf(source) === Object.prototype;

/**
 * Makes every resolved field of the read models' types read a row's own value: a row carries what a field resolver
 * computes for an entity (a customer's contacts and columns, a supplier's smallestVehicle, a user's atlasUserRoleIds),
 * written by PostgreSQL from the catalogue. An entity still goes to the resolver; so does a row without the field.
 */
export function readRowsAsProperties(schema: GraphQLSchema, types: Iterable<string>): GraphQLSchema {
  for (const name of types) {
    const type = schema.getType(name);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const key = field.name;
      field.resolve = (source, args, ctx, info) => (isRow(source) && key in source ? source[key] : resolve(source, args, ctx, info));
    }
  }
  return schema;
}
