import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';
import { SessionCache } from '../modules/users/session.cache.js';
import { resolveCaller, type CallSite } from '../policy/caller.js';
import type { Credentials } from '../policy/credentials.js';
import { rateCounters, type RateCounters } from '../policy/rate-limit.js';
import { SocketCredentials } from '../policy/sockets.js';
import type { AppDeps } from '../app.js';

/** Who is calling and how much they may still ask: shared by REST, GraphQL over HTTP and the sockets. */
export interface Callers {
  /** One context per request or socket operation: a fresh identity map, the caller and the clock (STYLE). */
  buildContext(credentials: Credentials, site: CallSite): Promise<RequestContext>;
  sessions: SessionCache;
  rates: RateCounters;
  sockets: SocketCredentials;
}

/** Makes the session cache, the rate counters and the socket credentials every door resolves its callers with. */
export function createCallers(app: FastifyInstance, config: Config, deps: AppDeps): Callers {
  const { orm, replica, pubsub } = deps;
  const sessions = new SessionCache(orm.em, config, pubsub);
  const resolving = { orm, replica, config, pubsub, sessions };
  const buildContext = (credentials: Credentials, site: CallSite) => resolveCaller(resolving, credentials, site);
  const rates = rateCounters(config, (err) => app.log.warn({ err }, 'rate limit (Redis) error'));
  const sockets = new SocketCredentials(orm.em, pubsub);
  return { buildContext, sessions, rates, sockets };
}
