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
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../context.js';
import { piecesBody } from '../pieces.js';
import type { Lookahead } from './lookahead.js';
import type { Pick } from './projection.js';

/** A field's value as JSON text: whole, or in pieces to be written one after another (a long track). */
export type AnswerJson = string | readonly (string | Buffer)[];

/** A root query field that can be answered from its projection. */
export interface JsonAnswer {
  lookahead: Lookahead;
  /** The read with the resolver's own checks: the JSON text of the field's value. */
  read(ctx: RequestContext, args: Record<string, unknown>, picks: readonly Pick[]): Promise<AnswerJson>;
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

/**
 * The response body with each answer's JSON in place of its placeholder. When an answer comes in pieces
 * the body comes back as UTF-8 pieces to be written one after another, never joined: no one string holds
 * all of it (V8 keeps strings over ~128 kB in its large-object space, which only full GCs free), and the
 * answer is not copied once more into a Buffer of its own (2.5 MB for the control screen's day).
 */
export function spliceAnswers(body: string, answers: ReadonlyMap<string, AnswerJson>): string | Buffer[] {
  const spots = [...answers].map(([placeholder, json]) => {
    const quoted = JSON.stringify(placeholder);
    const at = body.indexOf(quoted);
    return { at, end: at + quoted.length, json };
  }).filter((spot) => spot.at >= 0).sort((a, b) => a.at - b.at);
  const pieces: (string | Buffer)[] = [];
  let from = 0;
  for (const spot of spots) {
    pieces.push(body.slice(from, spot.at), ...(typeof spot.json === 'string' ? [spot.json] : spot.json));
    from = spot.end;
  }
  pieces.push(body.slice(from));
  if (spots.every((spot) => typeof spot.json === 'string')) return (pieces as string[]).join('');
  return pieces.filter((piece) => piece.length).map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece));
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

/**
 * The send step of the plugin: answers the read models wrote go into the body in place of their placeholders.
 * The only place a response is spliced.
 */
export function sendJsonAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const answers = request.graphqlAnswers;
    if (!answers?.size || typeof payload !== 'string') return payload;
    const body = spliceAnswers(payload, answers);
    return typeof body === 'string' ? body : piecesBody(reply, body);
  });
}
