import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../context.js';
import { operationValues } from '../graphql/answer-size.js';
import { rateHeaders, takeRequest, tighter, TOO_MUCH_COST, TOO_MANY_REQUESTS, type RateCounter, type RateDecision } from './rate-limit.js';

/**
 * GraphQL cost points per minute per caller (issue 24 item 6), beside the requests per minute: each
 * operation costs the values it could answer, lists counted at their bounds (graphql/answer-size.ts), and
 * spends them from the key's (an admin may set its own), the session's or the address's budget, shared
 * through Redis like the requests. Over HTTP and over the WebSocket alike.
 */
export interface RateCounters {
  shared: RateCounter;
  local: RateCounter;
}

/** Spends an operation's cost points from the caller's budget. */
export function spendCost(counters: RateCounters, caller: RequestContext, schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Promise<RateDecision> {
  return takeRequest(counters.shared, counters.local, caller, 'cost', operationValues(schema, document, operation, caller.config));
}

/** The 429 of a spent budget, with the RateLimit-* and Retry-After headers. */
const spent = (message: string, d: RateDecision) => new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map(Object.entries(rateHeaders(d))) } } });

/**
 * Over HTTP: once the operation is known its cost is spent; the RateLimit-* headers describe whichever
 * budget (requests or cost) has the smaller share left, and a spent cost budget answers 429.
 */
export function costBudgetPlugin(counters: RateCounters): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, schema, document, operation, response }) {
          if (!operation || operation.operation === 'subscription') return;
          const cost = await spendCost(counters, contextValue, schema, document, operation);
          const shown = contextValue.requestRate ? tighter(contextValue.requestRate, cost) : cost;
          for (const [name, value] of Object.entries(rateHeaders(shown))) response.http.headers.set(name, value);
          if (cost.over) throw spent(TOO_MUCH_COST(cost), cost);
        },
      };
    },
  };
}

/**
 * Over the WebSocket: an operation spends one request and its cost points from the caller's budgets, the
 * same as over HTTP; answers why it is refused (sent to that operation as an error, the socket stays open),
 * or null.
 */
export async function socketOperationRefusal(counters: RateCounters, caller: RequestContext, schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Promise<GraphQLError | null> {
  const requests = await takeRequest(counters.shared, counters.local, caller);
  if (requests.over) return spent(TOO_MANY_REQUESTS(requests), requests);
  const cost = await spendCost(counters, caller, schema, document, operation);
  return cost.over ? spent(TOO_MUCH_COST(cost), cost) : null;
}
