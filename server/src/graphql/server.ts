import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { formatGraphqlError, type ErrorLogger } from './errors.js';
import { expandSharedResult, subscribeSharingResults } from './shared-results.js';

/** The depth, cost and alias limits of every operation, HTTP and WebSocket alike (DESIGN: Interfaces). */
export function armorFor(config: Config) {
  return new ApolloArmor({
    maxDepth: { n: config.limits.graphqlDepth },
    costLimit: { maxCost: config.limits.graphqlCost },
    maxAliases: { n: config.limits.graphqlAliases },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: config.env === 'production' },
  }).protect();
}

/**
 * Answers 401 for UNAUTHENTICATED, so a lapsed session looks the same over GraphQL as over REST (spec 1 §4),
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

/** A read-only API key may query and subscribe but never run a mutation (issue 10 item 6). */
const readOnlyKeys: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (contextValue.readOnly && operation?.operation === 'mutation') {
          throw new GraphQLError('This API key is read-only.', { extensions: { code: 'FORBIDDEN', status: 403 } });
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

/** Apollo Server with CSRF prevention on and introspection for signed-in users only in production. */
export function createApollo(schema: GraphQLSchema, config: Config, log: ErrorLogger, plugins: ApolloServerPlugin<RequestContext>[]) {
  const armor = armorFor(config);
  const introspectionGuard: ApolloServerPlugin<RequestContext> = {
    async requestDidStart({ contextValue, request }) {
      if (config.env === 'production' && !contextValue.user && /\b__schema\b/.test(request.query ?? '')) {
        throw Object.assign(new Error('Introspection is open to signed-in users only.'), { extensions: { code: 'FORBIDDEN' } });
      }
    },
  };
  return new ApolloServer<RequestContext>({
    schema,
    csrfPrevention: true,
    introspection: true,
    formatError: formatGraphqlError(log),
    plugins: [...(armor.plugins as unknown as ApolloServerPlugin<RequestContext>[]), unauthenticatedStatus, readOnlyKeys, introspectionGuard, noStore, ApolloServerPluginCacheControlDisabled(), ...plugins],
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
  });
}

/**
 * graphql-ws on the same /graphql path. The token is checked once in onConnect; each subscription
 * passes the same validation rules (depth, cost, aliases) as HTTP before it runs.
 */
export function attachWebSocket(
  http: Server,
  schema: GraphQLSchema,
  config: Config,
  connect: (credentials: { token?: string; apiKey?: string }) => Promise<RequestContext | undefined>,
) {
  const wss = new WebSocketServer({ server: http, path: '/graphql', maxPayload: 64 * 1024 });
  // Before graphql-ws's own handler: shared subscription results are serialised once (shared-results.ts).
  wss.on('connection', (socket) => {
    const send = socket.send.bind(socket) as (data: unknown, options: { binary?: boolean }, cb?: (err?: Error) => void) => void;
    socket.send = ((data: unknown, cb?: (err?: Error) => void) => {
      // Still a text frame when the JSON comes back as UTF-8 bytes.
      send(typeof data === 'string' ? expandSharedResult(data) : data, { binary: false }, cb);
    }) as typeof socket.send;
  });
  const rules = [...specifiedRules, ...armorFor(config).validationRules];
  const contexts = new WeakMap<object, RequestContext>();
  const server = useServer<{ token?: string; apiKey?: string }>(
    {
      schema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
        const context = await connect({ token: text(params.token), apiKey: text(params.apiKey) });
        if (!context?.user) return false;
        contexts.set(ctx.extra, context);
        return true;
      },
      context: (ctx) => ({ ...contexts.get(ctx.extra)!, now: new Date() }),
      validate: (s, document) => validate(s, document, rules),
      subscribe: subscribeSharingResults,
    },
    wss,
  );
  return {
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
