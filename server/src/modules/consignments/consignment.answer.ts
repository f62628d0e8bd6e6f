/**
 * Answers a GraphQL query that asks only for `consignments(search)` or `consignment(id)`, with fields
 * the projection has, by putting PostgreSQL's JSON into the response body as it is, instead of parsing
 * it and resolving every field of every row again (issue 9 item 3: graphql-js execution was most of
 * the time left on the day search). The answer's data holds a random placeholder string, replaced by
 * the JSON when the body is sent (app.ts onSend; JSON.rawJSON takes primitives only). The JSON is what execution would write: response keys
 * and order of the query, __typename, ISO dates, office-only fields null for others.
 *
 * Anything else (other or several root fields, fields outside the projection, directives, variables or
 * arguments that do not coerce, any error from the checks) is executed as usual, so every error comes
 * out exactly as before; the checks themselves (who may search, a customer's own consignments) are
 * the ones the resolvers use.
 */
import { randomUUID } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContextResponseForOperation } from '@apollo/server';
import { getArgumentValues, getVariableValues, Kind, type FragmentDefinitionNode } from 'graphql';
import type { RequestContext } from '../../context.js';
import { searchFromGraphql } from './consignment.graphql.js';
import { consignmentAnswerPicks } from './consignment.lookahead.js';
import { getConsignmentJson, searchConsignmentsJson } from './consignment.read.js';

async function answer(rc: GraphQLRequestContextResponseForOperation<RequestContext>): Promise<Record<string, unknown> | null> {
  const { operation, contextValue: ctx } = rc;
  if (!ctx.answers || operation.operation !== 'query' || operation.directives?.length || operation.selectionSet.selections.length !== 1) return null;
  const node = operation.selectionSet.selections[0];
  if (node.kind !== Kind.FIELD || node.directives?.length || !node.selectionSet) return null;
  const name = node.name.value;
  const field = rc.schema.getQueryType()?.getFields()[name];
  if ((name !== 'consignments' && name !== 'consignment') || !field) return null;
  const fragments = Object.fromEntries(
    rc.document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const picks = consignmentAnswerPicks(fragments, node.selectionSet);
  if (!picks) return null;
  const variables = getVariableValues(rc.schema, operation.variableDefinitions ?? [], rc.request.variables ?? {});
  if (variables.errors) return null;
  try {
    const args = getArgumentValues(field, node, variables.coerced);
    const json = name === 'consignments'
      ? await searchConsignmentsJson(ctx, searchFromGraphql(args.search as never), picks)
      : await getConsignmentJson(ctx, args.id as number, picks);
    const placeholder = `consignment-answer:${randomUUID()}`;
    ctx.answers.set(placeholder, json);
    return { [node.alias?.value ?? name]: placeholder };
  } catch {
    return null; // executed as usual, which reports the error the way every other query does
  }
}

/** The Apollo plugin (see above). */
export const consignmentAnswers: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async responseForOperation(rc) {
        const data = await answer(rc);
        return data ? { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data } } } : null;
      },
    };
  },
};
