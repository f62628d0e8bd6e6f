import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { answerSizeRule } from './answer-size.js';
import { accessOfOperation, authorizeOperation } from '../policy/operations.js';
import { formatGraphqlError, type ErrorLogger } from './errors.js';
import { introspectionGuard } from './introspection.js';

/** The most tokens a GraphQL document may have; past it the parser stops, a 400 (issue 20 item 8). */
export const MAX_TOKENS = 2000;

/**
 * The depth, cost, alias and answer-size limits of every operation, HTTP and WebSocket alike (DESIGN:
 * Interfaces; the answer size counts lists at their limits, issue 20 item 4).
 */
export function armorFor(config: Config) {
  const armor = new ApolloArmor({
    maxDepth: { n: config.limits.graphqlDepth },
    costLimit: { maxCost: config.limits.graphqlCost },
    maxAliases: { n: config.limits.graphqlAliases },
    maxDirectives: { n: 20 },
    // The token limit is the parser's own (Apollo parseOptions below): armor's threw from a plugin hook, a 500.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: config.env === 'production' },
  }).protect();
  return { ...armor, validationRules: [...armor.validationRules, answerSizeRule(config)] };
}

/**
 * Answers 401 for UNAUTHENTICATED, so a lapsed session looks the same over GraphQL as over REST (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"),
 * and 503 while the database is away (issue 10 item 2).
 */
const unauthenticatedStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, operationName }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        const signingIn = operationName === 'Authenticate' || operationName === 'CustomerLogin';
        if (!signingIn && errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) response.http.status = 401;
        if (errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};

/** A subscription sent as an HTTP request. */
export const SUBSCRIPTION_OVER_HTTP = 'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.';

/** Each operation over HTTP asks the policy module whether it may run (a read-only key runs no mutation). */
const operationPolicy: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!operation) return;
        if (operation.operation === 'subscription') {
          // A subscription needs a socket; over HTTP it is the caller's mistake, answered as one (not a 500).
          throw new GraphQLError(SUBSCRIPTION_OVER_HTTP, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
        try {
          authorizeOperation(contextValue, accessOfOperation(operation.operation));
        } catch (error) {
          throw new GraphQLError((error as Error).message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        }
      },
    };
  },
};

/**
 * Every answer is private and current: `Cache-Control: no-store`, as Apollo's cache-control plugin set it.
 * That plugin is switched off because it hooks every resolved field (a wrapper and a cache policy per
 * field, ~26,000 for a day's track in supplierTrack) to compute hints this API never gives.
 */
const noStore: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * Apollo Server with CSRF prevention on and introspection for signed-in users only in production. Its
 * landing page is off: it loads from a CDN; a browser at /graphql gets our own explorer (explorer.ts).
 */
export function createApollo(schema: GraphQLSchema, config: Config, log: ErrorLogger, plugins: ApolloServerPlugin<RequestContext>[]) {
  const armor = armorFor(config);
  return new ApolloServer<RequestContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    formatError: formatGraphqlError(log),
    plugins: [...(armor.plugins as unknown as ApolloServerPlugin<RequestContext>[]), unauthenticatedStatus, operationPolicy, introspectionGuard(config), noStore, ApolloServerPluginCacheControlDisabled(), ApolloServerPluginLandingPageDisabled(), ...plugins],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
  });
}
