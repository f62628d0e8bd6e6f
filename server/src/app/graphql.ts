import type { ApolloServerPlugin } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { clientAddress } from '../auth/client-address.js';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/availability.js';
import { jsonAnswers, sendJsonAnswers, type AnswerJson } from '../graphql/answers.js';
import { createSchema } from '../graphql/schema.js';
import { createApollo } from '../graphql/server.js';
import { attachWebSocket } from '../graphql/websocket.js';
import { consignmentAnswers } from '../modules/consignments/consignment.answer.js';
import { manifestAnswers } from '../modules/manifests/manifest.answer.js';
import { trackAnswers } from '../modules/tracking/tracking.answer.js';
import { costBudgetPlugin, socketOperationRefusal } from '../policy/cost-budget.js';
import { credentialsOf } from '../policy/credentials.js';
import { rateHeaders, spendRequest, TOO_MANY_REQUESTS } from '../policy/rate-limit.js';
import type { PubSub } from '../realtime/pubsub.js';
import type { Callers } from './callers.js';

/** Apollo Server on /graphql (GET, POST, OPTIONS), its answers written by the read models where they can. */
export async function registerGraphql(app: FastifyInstance, config: Config, pubsub: PubSub, callers: Callers) {
  const schema = await createSchema(pubsub);
  const plugins = [fastifyApolloDrainPlugin(app) as unknown as ApolloServerPlugin<RequestContext>, jsonAnswers({ ...consignmentAnswers, ...manifestAnswers, ...trackAnswers }), costBudgetPlugin(callers.rates)];
  const apollo = createApollo(schema, config, app.log, plugins);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: (request, reply) => graphqlContext(callers, request, reply),
  });
  sendJsonAnswers(app);
  return { schema, apollo };
}

/** The caller of one GraphQL request over HTTP, its rate spent; a refusal is a GraphQL error with its HTTP status. */
async function graphqlContext(callers: Callers, request: FastifyRequest, reply: FastifyReply): Promise<RequestContext> {
  const operation = (request.body as { operationName?: string } | undefined)?.operationName ?? 'anonymous';
  let caller: RequestContext;
  try {
    caller = await callers.buildContext(credentialsOf(request.headers), { ip: request.ip, request: `graphql ${operation}` });
  } catch (error) {
    // The session lookup needs the database; while it is away the answer is a 503, not a 500.
    if (!isDatabaseUnavailable(error)) throw error;
    throw new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
  }
  const rate = await spendRequest(callers.rates, caller, reply);
  if (rate.over) throw new GraphQLError(TOO_MANY_REQUESTS(rate), { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map(Object.entries(rateHeaders(rate))) } } });
  return { ...caller, requestRate: rate, answers: (request.graphqlAnswers = new Map<string, AnswerJson>()) };
}

/** graphql-ws on the same path: subscriptions and operations over a socket, with the same callers and budgets. */
export function attachSockets(app: FastifyInstance, config: Config, schema: GraphQLSchema, callers: Callers, trust: (address: string, hop: number) => boolean) {
  const { buildContext, sockets, rates } = callers;
  return attachWebSocket(app.server, schema, config, {
    resolve: buildContext,
    sockets,
    addressOf: (request) => clientAddress(request, trust),
    budget: (caller, document, operation) => socketOperationRefusal(rates, caller, schema, document, operation),
  }, app.log);
}
