/**
 * Answers a GraphQL query that asks only for one projected root field (`consignments(search)`,
 * `manifests(search)`...), with fields its catalogue has, by putting PostgreSQL's JSON into the response
 * body as it is, instead of parsing it and resolving every field of every row again (issue 9 item 3:
 * graphql-js execution was most of the time left on the day searches). The answer's data holds a random
 * placeholder string, replaced by the JSON when the body is sent (app.ts onSend; JSON.rawJSON takes
 * primitives only). The JSON is what execution would write: response keys and order of the query,
 * __typename, ISO dates, office-only fields null for others.
 *
 * Anything else (other or several root fields, fields outside the catalogue, directives, variables or
 * arguments that do not coerce, any error from the checks) is executed as usual, so every error comes
 * out exactly as before; the checks themselves (who may read, a customer's own rows) are the ones the
 * resolvers use.
 */
import { randomUUID } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextResponseForOperation } from '@apollo/server';
import { getArgumentValues, getVariableValues, Kind, type FragmentDefinitionNode } from 'graphql';
import type { RequestContext } from '../context.js';
import type { Lookahead } from './lookahead.js';
import type { Pick } from './projection.js';

/** A root query field that can be answered from its projection. */
export interface JsonAnswer {
  lookahead: Lookahead;
  /** The read with the resolver's own checks: the JSON text of the field's value. */
  read(ctx: RequestContext, args: Record<string, unknown>, picks: readonly Pick[]): Promise<string>;
}

async function answer(roots: Record<string, JsonAnswer>, rc: GraphQLRequestContextResponseForOperation<RequestContext>): Promise<Record<string, unknown> | null> {
  const { operation, contextValue: ctx } = rc;
  if (!ctx.answers || operation.operation !== 'query' || operation.directives?.length || operation.selectionSet.selections.length !== 1) return null;
  const node = operation.selectionSet.selections[0];
  if (node.kind !== Kind.FIELD || node.directives?.length || !node.selectionSet) return null;
  const name = node.name.value;
  const root = Object.hasOwn(roots, name) ? roots[name] : undefined;
  const field = rc.schema.getQueryType()?.getFields()[name];
  if (!root || !field) return null;
  const fragments = Object.fromEntries(
    rc.document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const picks = root.lookahead.answerPicks(fragments, node.selectionSet);
  if (!picks) return null;
  const variables = getVariableValues(rc.schema, operation.variableDefinitions ?? [], rc.request.variables ?? {});
  if (variables.errors) return null;
  try {
    const json = await root.read(ctx, getArgumentValues(field, node, variables.coerced), picks);
    const placeholder = `json-answer:${randomUUID()}`;
    ctx.answers.set(placeholder, json);
    return { [node.alias?.value ?? name]: placeholder };
  } catch {
    return null; // executed as usual, which reports the error the way every other query does
  }
}

/** The Apollo plugin (see above) for the given root fields. */
export function jsonAnswers(roots: Record<string, JsonAnswer>): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation(rc) {
          const data = await answer(roots, rc);
          return data ? { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data } } } : null;
        },
      };
    },
  };
}
