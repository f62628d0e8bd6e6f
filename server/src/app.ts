import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustFunction } from './auth/client-address.js';
import { configurePasswordHashing } from './auth/passwords.js';
import type { Config } from './config.js';
import type { RequestContext } from './context.js';
import { stopMapFeed } from './modules/tracking/map-feed.js';
import type { PubSub } from './realtime/pubsub.js';
import { limitBodyTime } from './rest/body-timeout.js';
import type { RouteSchema } from './rest/openapi.js';
import { createCallers, type Callers } from './app/callers.js';
import { attachSockets, registerGraphql } from './app/graphql.js';
import { registerPages } from './app/pages.js';
import { configureRequests, guardRequests } from './app/requests.js';
import { registerHealth, registerRest } from './app/rest.js';

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
 * The order is Fastify's: the route list's onRoute hook before any route, the error handler, compilers and
 * onRequest hooks before the routes they serve, the catch-all 404 and the sockets last.
 */
export async function createApp(config: Config, deps: AppDeps): Promise<App> {
  configurePasswordHashing(config.auth.hashCost);
  const trust = trustFunction(config.trustProxy);
  const { app, routes } = createServer(config, trust);
  const callers = createCallers(app, config, deps);
  await configureRequests(app);
  guardRequests(app, config);
  registerHealth(app, deps);
  await registerRest(app, config, callers);
  const { schema, apollo } = await registerGraphql(app, config, deps.pubsub, callers);
  await registerPages(app, config, deps.orm, config.clientDistDir ?? path.resolve(here, '../../client/dist'));
  const ws = attachSockets(app, config, schema, callers, trust);
  return { app, routes, close: () => closeApp(app, deps.pubsub, callers, apollo, ws) };
}

/** Fastify with the size and time limits of a request, and the list of every route it registers. */
function createServer(config: Config, trust: (address: string, hop: number) => boolean): Pick<App, 'app' | 'routes'> {
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
  return { app, routes };
}

/** Stops the sockets, then HTTP, then what they shared: the map feed, the caches, the rate counters and Apollo. */
async function closeApp(app: FastifyInstance, pubsub: PubSub, callers: Callers, apollo: ApolloServer<RequestContext>, ws: { close(): Promise<void> }): Promise<void> {
  await ws.close();
  // Keep-alive connections become idle as their last request finishes; close them as they do.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close().finally(() => clearInterval(sweep));
  await stopMapFeed(pubsub);
  await callers.sessions.close();
  await callers.sockets.close();
  await callers.rates.shared.close();
  await apollo.stop().catch(() => undefined);
}
