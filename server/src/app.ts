import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApolloServerPlugin } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serveClient } from './client-assets.js';
import type { Config } from './config.js';
import { createApollo } from './graphql/server.js';
import { attachWebSocket } from './graphql/websocket.js';
import { serveExplorer } from './graphql/explorer.js';
import { createSchema } from './graphql/schema.js';
import { accountsRoutes } from './modules/accounts/accounts.rest.js';
import { lookupRoutes } from './modules/lookups/lookup.rest.js';
import { userIpLogRoutes } from './modules/reports/user-ip-log.rest.js';
import { reportRoutes } from './modules/reports/report.rest.js';
import { settingsRoutes } from './modules/settings/settings.rest.js';
import { consignmentRoutes } from './modules/consignments/consignment.rest.js';
import { manifestRoutes } from './modules/manifests/manifest.rest.js';
import { driverRoutes } from './modules/manifests/manifest.driver.rest.js';
import { earningsRoutes } from './modules/manifests/manifest.earnings.rest.js';
import { planningRoutes } from './modules/planning/planning.rest.js';
import { exchangeRoutes } from './modules/exchange/exchange.rest.js';
import { confirmationRoutes } from './modules/confirmations/confirmation.rest.js';
import { customerRoutes } from './modules/customers/customer.rest.js';
import { pricingRoutes } from './modules/pricing/pricing.rest.js';
import { pricingSettingsRoutes } from './modules/pricing/pricing-settings.rest.js';
import { SessionCache } from './modules/users/session.cache.js';
import { consignmentAnswers } from './modules/consignments/consignment.answer.js';
import { jsonAnswers, sendJsonAnswers, type AnswerJson } from './graphql/answers.js';
import { manifestAnswers } from './modules/manifests/manifest.answer.js';
import { trackAnswers } from './modules/tracking/tracking.answer.js';
import { apiKeyRoutes } from './modules/api-keys/api-key.rest.js';
import { webhookRoutes } from './modules/webhooks/webhook.rest.js';
import { rateCounters, rateHeaders, spendRequest, TOO_MANY_REQUESTS } from './policy/rate-limit.js';
import { costBudgetPlugin, socketOperationRefusal } from './policy/cost-budget.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.rest.js';
import { stopMapFeed } from './modules/tracking/map-feed.js';
import { trackingRoutes } from './modules/tracking/tracking.rest.js';
import { photoRoutes } from './modules/files/photo.rest.js';
import { importRoutes } from './modules/imports/import.rest.js';
import { trackingLinkRoutes, trackingPageRoutes } from './modules/tracking-links/tracking-link.rest.js';
import { documentRoutes } from './modules/documents/document.rest.js';
import { notificationRoutes } from './modules/notifications/notification.rest.js';
import { stopPhotoRoutes } from './modules/manifests/stop-photo.rest.js';
import { supplierRoutes } from './modules/suppliers/supplier.rest.js';
import { userRoutes } from './modules/users/user.rest.js';
import type { PubSub } from './realtime/pubsub.js';
import { registerCors } from './rest/cors.js';
import { body, restErrorHandler } from './rest/errors.js';
import { GraphQLError } from 'graphql';
import { clientAddress, trustFunction } from './auth/client-address.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, NUL_NOT_ALLOWED } from './db/availability.js';
import { configurePasswordHashing } from './auth/passwords.js';
import { resolveCaller, type CallSite } from './policy/caller.js';
import { credentialsOf, type Credentials } from './policy/credentials.js';
import { accessOfMethod, authorizeOperation } from './policy/operations.js';
import { SocketCredentials } from './policy/sockets.js';
import type { RequestContext } from './context.js';
import { DomainError } from './errors.js';
import { limitBodyTime } from './rest/body-timeout.js';
import { registerOpenApi, type RouteSchema } from './rest/openapi.js';
import { HEALTH_SCHEMA, READY_SCHEMA } from './rest/health.schemas.js';
import { serializerCompiler, validatorCompiler } from './rest/validation.js';

/** What the app needs from outside: the database and the fan-out. */
export interface AppDeps {
  orm: MikroORM;
  /** The read replica (DATABASE_READ_URL), when configured. */
  replica?: MikroORM;
  pubsub: PubSub;
}

/** A composed app and how to stop it. */
export interface App {
  app: FastifyInstance;
  /** Every route, as registered: the authorisation and fuzz tests walk this list. */
  routes: { method: string; url: string; schema?: RouteSchema }[];
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Composes Fastify + Apollo Server (/graphql) + graphql-ws (same path) + REST (/api) + the built
 * client (/). Tests call it with their own database; main.ts calls it with the real one.
 */
export async function createApp(config: Config, deps: AppDeps): Promise<App> {
  const { orm, pubsub } = deps;
  configurePasswordHashing(config.auth.hashCost);
  const trust = trustFunction(config.trustProxy);
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    trustProxy: trust,
    bodyLimit: config.limits.bodyBytes,
    // Headers must arrive in time too (Node answers 408); a slow body is limitBodyTime's (issue 20 item 4).
    requestTimeout: config.limits.bodyTimeoutMs,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  limitBodyTime(app, config.limits.bodyTimeoutMs);
  const routes: App['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema as RouteSchema | undefined });
  });

  /** One context per request or socket operation: a fresh identity map, the caller and the clock (STYLE). */
  const sessions = new SessionCache(orm.em, config, pubsub);
  const callers = { orm, replica: deps.replica, config, pubsub, sessions };
  const buildContext = (credentials: Credentials, site: CallSite) => resolveCaller(callers, credentials, site);
  const rates = rateCounters(config, (err) => app.log.warn({ err }, 'rate limit (Redis) error'));
  const sockets = new SocketCredentials(orm.em, pubsub);

  app.setErrorHandler(restErrorHandler);
  // Route schemas check paths and query strings with the readers' words, and document every part (issue 24 item 2).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  // Only JSON bodies are accepted; anything else is a 400, never parsed as text.
  app.removeContentTypeParser('text/plain');
  // Security headers: helmet's middleware made once (@fastify/helmet made it anew for every request,
  // parsing the policy each time: 8% of a driver's location post, issue 9).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The report previews (consignment and manifest PDFs) are fetched with the session token and framed as
        // blob: URLs made by our own page (issue 19 item 4); no other origin may be framed.
        frameSrc: ["'self'", 'blob:'],
        // TLS ends at the load balancer in production; on a laptop plain http must keep working.
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production',
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  registerCors(app, config.corsOrigins);
  // PostgreSQL text cannot hold NUL: a %00 in a search filter would otherwise surface as a database error.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('\u0000') || /%00/.test(request.url)) return reply.status(400).send(body(NUL_NOT_ALLOWED));
  });

  app.get('/healthz', { schema: HEALTH_SCHEMA }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: READY_SCHEMA }, async (_request, reply) => {
    const database = await orm.em.getConnection().execute('select 1').then(() => true, () => false);
    const fanOut = pubsub.health();
    return reply.status(database ? 200 : 503).send({ status: database ? (fanOut === 'ok' ? 'ok' : 'degraded') : 'unavailable', database: database ? 'ok' : 'unavailable', fanOut });
  });

  // REST compatibility routes (behaviour.md "Integrators and API / API shape"; "Manifests / Saving a manifest").
  await app.register(async (api) => {
    // Who is calling is settled before the route's schemas check its input: 401/403 come before a 400.
    api.addHook('preValidation', async (request, reply) => {
      const cachedSession = request.routeOptions.config.cachedSession === true;
      request.ctx = await buildContext(credentialsOf(request.headers), { ip: request.ip, request: `${request.method} ${request.url}`, cachedSession });
      const rate = await spendRequest(rates, request.ctx, reply);
      if (rate.over) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS(rate));
      authorizeOperation(request.ctx, accessOfMethod(request.method));
    });
    // Answers are private and current: no shared or browser cache keeps them (issue 20 item 7).
    api.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('cache-control', 'no-store');
      return payload;
    });
    await api.register(userRoutes);
    await api.register(trackingRoutes);
    await api.register(geocodingRoutes);
    await api.register(apiKeyRoutes);
    await api.register(webhookRoutes);
    await api.register(lookupRoutes);
    await api.register(settingsRoutes);
    await api.register(userIpLogRoutes);
    await api.register(reportRoutes);
    await api.register(consignmentRoutes);
    await api.register(documentRoutes);
    await api.register(notificationRoutes);
    await api.register(manifestRoutes);
    await api.register(driverRoutes);
    await api.register(earningsRoutes);
    await api.register(planningRoutes);
    await api.register(exchangeRoutes);
    await api.register(confirmationRoutes);
    await api.register(accountsRoutes);
    await api.register(pricingRoutes);
    await api.register(pricingSettingsRoutes);
    await api.register(customerRoutes);
    await api.register(supplierRoutes);
    // Multipart parsing lives in this child plugin only, with its size limits (behaviour.md "Suppliers / Supplier photos": POST /Photos).
    await api.register(photoRoutes, { maxBytes: config.limits.photoBytes });
    await api.register(stopPhotoRoutes, { maxBytes: config.limits.photoBytes });
    await api.register(importRoutes);
    await api.register(trackingLinkRoutes);
    api.setNotFoundHandler((_request, reply) => reply.status(404).send(body('There is no such route.')));
  }, { prefix: '/api' });

  const schema = await createSchema(pubsub);
  const apollo = createApollo(schema, config, app.log, [fastifyApolloDrainPlugin(app) as unknown as ApolloServerPlugin<RequestContext>, jsonAnswers({ ...consignmentAnswers, ...manifestAnswers, ...trackAnswers }), costBudgetPlugin(rates)]);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request, reply) => {
      const operation = (request.body as { operationName?: string } | undefined)?.operationName ?? 'anonymous';
      let caller: RequestContext;
      try {
        caller = await buildContext(credentialsOf(request.headers), { ip: request.ip, request: `graphql ${operation}` });
      } catch (error) {
        // The session lookup needs the database; while it is away the answer is a 503, not a 500.
        if (!isDatabaseUnavailable(error)) throw error;
        throw new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
      }
      const rate = await spendRequest(rates, caller, reply);
      if (rate.over) throw new GraphQLError(TOO_MANY_REQUESTS(rate), { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map(Object.entries(rateHeaders(rate))) } } });
      return { ...caller, requestRate: rate, answers: (request.graphqlAnswers = new Map<string, AnswerJson>()) };
    },
  });

  sendJsonAnswers(app);

  // The recipients' tracking pages, outside /api and without sign-in (issue 25 item 3).
  await app.register(trackingPageRoutes(orm, config));

  const clientDir = config.clientDistDir ?? path.resolve(here, '../../client/dist');
  serveExplorer(app, clientDir);
  await serveClient(app, clientDir, config.env === 'production');
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.url.startsWith('/graphql')) return reply.status(404).send(body('There is no such route.'));
    return reply.status(404).type('text/plain').send('Not found');
  });

  const ws = attachWebSocket(app.server, schema, config, { resolve: buildContext, sockets, addressOf: (request) => clientAddress(request, trust), budget: (caller, document, operation) => socketOperationRefusal(rates, caller, schema, document, operation) }, app.log);

  return {
    app,
    routes,
    async close() {
      await ws.close();
      // Keep-alive connections become idle as their last request finishes; close them as they do.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(sweep));
      await stopMapFeed(pubsub);
      await sessions.close();
      await sockets.close();
      await rates.shared.close();
      await apollo.stop().catch(() => undefined);
    },
  };
}
