/**
 * Introspection is open to signed-in users only in production (DESIGN "Interfaces"; issue 20 item 7).
 * Decided on the parsed operation, not on the query text, so no shape gets past it: `__schema` or
 * `__type` in any selection, fragment or alias, and a persisted query known only by its hash.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';

/** The refusal of an anonymous introspection. */
export const INTROSPECTION_REFUSED = 'Introspection is open to signed-in users only.';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** True when the document selects the schema's description anywhere (`__typename` is ordinary data). */
export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** Refuses anonymous introspection in production with a 403 FORBIDDEN. */
export function introspectionGuard(config: Config): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (config.env !== 'production' || contextValue.user || !asksForIntrospection(document)) return;
          throw new GraphQLError(INTROSPECTION_REFUSED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
      };
    },
  };
}
