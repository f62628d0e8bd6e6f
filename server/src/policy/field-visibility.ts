import { defaultFieldResolver, getNullableType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.js';
import { FIELD_VISIBILITY, mayRead, type Audience, type Viewer } from '../domain/field-visibility.js';
import { forbidden } from '../errors.js';
import type { User } from '../modules/users/user.entity.js';

/** The viewer the visibility table speaks of, from a request's caller. */
export function viewerOf(user: User | undefined): Viewer | undefined {
  if (!user) return undefined;
  return { role: user.role, userId: user.id, supplierId: user.supplier?.id ?? null };
}

/**
 * What a caller gets for a field it may not read: null, or an empty list. Every such field is declared
 * nullable (field-visibility.schema.test.ts); a non-null scalar, were one added, would answer FORBIDDEN.
 */
function hidden(field: GraphQLField<unknown, RequestContext>): unknown {
  if (!isNonNullType(field.type)) return null;
  if (isListType(getNullableType(field.type))) return [];
  throw forbidden(`You may not read ${field.name}.`);
}

/**
 * Enforces the field-visibility table (domain/field-visibility.ts) where each field is resolved: every
 * field whose audience is not `all` asks `mayRead` with the caller and the row first. Fields anyone may
 * read keep their resolvers untouched (no cost on the hot lists).
 */
export function enforceFieldVisibility(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    const table = FIELD_VISIBILITY[type.name];
    if (!isObjectType(type) || !table) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, RequestContext>[]) {
      const audience: Audience | undefined = table[field.name];
      if (!audience || audience === 'all') continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) =>
        mayRead(audience, viewerOf(ctx.user ?? ctx.signedIn), source as { id?: number }) ? resolve(source, args, ctx, info) : hidden(field);
    }
  }
  return schema;
}
