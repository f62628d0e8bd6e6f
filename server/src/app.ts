import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApolloServerPlugin } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { RequestContext } from './context.js';
import { attachWebSocket, createApollo } from './graphql/server.js';
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
import { exchangeRoutes } from './modules/exchange/exchange.rest.js';
import { confirmationRoutes } from './modules/confirmations/confirmation.rest.js';
import { customerRoutes } from './modules/customers/customer.rest.js';
import { pricingRoutes } from './modules/pricing/pricing.rest.js';
import { pricingSettingsRoutes } from './modules/pricing/pricing-settings.rest.js';
import { SessionCache } from './modules/users/session.cache.js';
import { consignmentAnswers } from './modules/consignments/consignment.answer.js';
import { jsonAnswers, spliceAnswers, type AnswerJson } from './graphql/answers.js';
import { piecesBody } from './pieces.js';
import { manifestAnswers } from './modules/manifests/manifest.answer.js';
import { trackAnswers } from './modules/tracking/tracking.answer.js';
import { resolveToken } from './modules/users/session.service.js';
import { apiKeyRoutes } from './modules/api-keys/api-key.rest.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.rest.js';
import { stopMapFeed } from './modules/tracking/map-feed.js';
import { trackingRoutes } from './modules/tracking/tracking.rest.js';
import { photoRoutes } from './modules/files/photo.rest.js';
import { stopPhotoRoutes } from './modules/manifests/stop-photo.rest.js';
import { supplierRoutes } from './modules/suppliers/supplier.rest.js';
import { userRoutes } from './modules/users/user.rest.js';
import type { PubSub } from './realtime/pubsub.js';
import { apiKeyOf, tokenOf } from './rest/context.js';
import { registerCors } from './rest/cors.js';
import { body, restErrorHandler } from './rest/errors.js';
import { GraphQLError } from 'graphql';
import { normaliseIp } from './auth/ip.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, NUL_NOT_ALLOWED } from './db/availability.js';
import { forbidden } from './errors.js';
import { ApiKeyScope } from './modules/api-keys/api-key.entity.js';
import { useApiKey } from './modules/api-keys/api-key.service.js';
import { configurePasswordHashing } from './auth/passwords.js';

/** How a caller identifies itself: a session token, or an integrator's API key. */
export interface Credentials {
  token?: string;
  apiKey?: string;
}

/** What the app needs from outside: the database and the fan-out. */
export interface AppDeps {
  orm: MikroORM;
  pubsub: PubSub;
}

/** A composed app and how to stop it. */
export interface App {
  app: FastifyInstance;
  /** Every route, as registered: the authorisation and fuzz tests walk this list. */
  routes: { method: string; url: string }[];
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
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: config.trustProxy,
    bodyLimit: config.limits.bodyBytes,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  const routes: App['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  /** One context per request or socket: a fresh identity map, the caller and the clock (STYLE). */
  const sessions = new SessionCache(orm.em, config, pubsub);
  const buildContext = async (credentials: Credentials, ip: string, request: string, cachedSession = false): Promise<RequestContext> => {
    const ctx: RequestContext = { em: orm.em.fork(), config, pubsub, now: new Date(), ip: normaliseIp(ip) };
    if (credentials.apiKey) {
      const check = await useApiKey(ctx.em, credentials.apiKey, ctx.ip, request, ctx.now);
      if ('error' in check) return { ...ctx, authError: check.error };
      return { ...ctx, user: check.user, apiKey: check.apiKey, readOnly: check.apiKey.scope === ApiKeyScope.OFFICE_READ_ONLY };
    }
    if (!credentials.token) return ctx;
    const check = cachedSession ? await sessions.resolve(ctx.em, credentials.token, ctx.now) : await resolveToken(ctx.em, config, credentials.token, ctx.now);
    if ('error' in check) return { ...ctx, authError: check.error };
    return { ...ctx, user: check.user, session: check.session };
  };

  app.setErrorHandler(restErrorHandler);
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

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const database = await orm.em.getConnection().execute('select 1').then(() => true, () => false);
    const fanOut = pubsub.health();
    return reply.status(database ? 200 : 503).send({ status: database ? (fanOut === 'ok' ? 'ok' : 'degraded') : 'unavailable', database: database ? 'ok' : 'unavailable', fanOut });
  });

  // REST compatibility routes (spec 1 §7, spec 2 §7).
  await app.register(async (api) => {
    api.addHook('preHandler', async (request) => {
      const cachedSession = request.routeOptions.config.cachedSession === true;
      request.ctx = await buildContext({ token: tokenOf(request), apiKey: apiKeyOf(request) }, request.ip, `${request.method} ${request.url}`, cachedSession);
      if (request.ctx.readOnly && request.method !== 'GET' && request.method !== 'HEAD') throw forbidden('This API key is read-only.');
    });
    await api.register(userRoutes);
    await api.register(trackingRoutes);
    await api.register(geocodingRoutes);
    await api.register(apiKeyRoutes);
    await api.register(lookupRoutes);
    await api.register(settingsRoutes);
    await api.register(userIpLogRoutes);
    await api.register(reportRoutes);
    await api.register(consignmentRoutes);
    await api.register(manifestRoutes);
    await api.register(driverRoutes);
    await api.register(earningsRoutes);
    await api.register(exchangeRoutes);
    await api.register(confirmationRoutes);
    await api.register(accountsRoutes);
    await api.register(pricingRoutes);
    await api.register(pricingSettingsRoutes);
    await api.register(customerRoutes);
    await api.register(supplierRoutes);
    // Multipart parsing lives in this child plugin only, with its size limits (spec 2 §7: POST /Photos).
    await api.register(photoRoutes, { maxBytes: config.limits.photoBytes });
    await api.register(stopPhotoRoutes, { maxBytes: config.limits.photoBytes });
    api.setNotFoundHandler((_request, reply) => reply.status(404).send(body('There is no such route.')));
  }, { prefix: '/api' });

  const schema = await createSchema(pubsub);
  const apollo = createApollo(schema, config, app.log, [fastifyApolloDrainPlugin(app) as unknown as ApolloServerPlugin<RequestContext>, jsonAnswers({ ...consignmentAnswers, ...manifestAnswers, ...trackAnswers })]);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    context: async (request) => {
      const operation = (request.body as { operationName?: string } | undefined)?.operationName ?? 'anonymous';
      try {
        const answers = (request.graphqlAnswers = new Map<string, AnswerJson>());
        const credentials = { token: tokenOf(request), apiKey: apiKeyOf(request) };
        return { ...(await buildContext(credentials, request.ip, `graphql ${operation}`)), answers };
      } catch (error) {
        // The session lookup needs the database; while it is away the answer is a 503, not a 500.
        if (!isDatabaseUnavailable(error)) throw error;
        throw new GraphQLError(DATABASE_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
      }
    },
  });

  // Answers PostgreSQL wrote as JSON go into the body in place of their placeholders (graphql/answers.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const answers = request.graphqlAnswers;
    if (!answers?.size || typeof payload !== 'string') return payload;
    const body = spliceAnswers(payload, answers);
    return typeof body === 'string' ? body : piecesBody(reply, body);
  });

  const clientDir = config.clientDistDir ?? path.resolve(here, '../../client/dist');
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.url.startsWith('/graphql')) return reply.status(404).send(body('There is no such route.'));
    return reply.status(404).type('text/plain').send('Not found');
  });

  const ws = attachWebSocket(app.server, schema, config, (credentials) => buildContext(credentials, '0.0.0.0', 'graphql-ws'));

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
      await apollo.stop().catch(() => undefined);
    },
  };
}
