import type { MikroORM } from '@mikro-orm/postgresql';
import { normaliseIp } from '../auth/ip.js';
import type { Config } from '../config.js';
import { requestContext, type RequestContext } from '../context.js';
import { ApiKeyScope } from '../modules/api-keys/api-key.entity.js';
import { useApiKey } from '../modules/api-keys/api-key.service.js';
import type { SessionCache } from '../modules/users/session.cache.js';
import { resolveToken } from '../modules/users/session.service.js';
import type { PubSub } from '../realtime/pubsub.js';
import type { Credentials } from './credentials.js';

/** Where a call comes from: the caller's address and what it asks (written to an API key's use log). */
export interface CallSite {
  ip: string;
  request: string;
  /** Hot driver routes may answer a recently verified session from memory (session.cache.ts). */
  cachedSession?: boolean;
}

/** What resolving a caller needs from the app. */
export interface CallerDeps {
  orm: MikroORM;
  /** The read replica (DATABASE_READ_URL), when configured: searches, exports and reports read it. */
  replica?: MikroORM;
  config: Config;
  pubsub: PubSub;
  sessions: SessionCache;
}

/**
 * Who is calling, decided in one place for every door (REST, GraphQL over HTTP, each GraphQL operation
 * over WebSocket): a context with the user and its session or API key, or with the reason a presented
 * credential was refused. A read-only key is marked here; `authorizeOperation` refuses its writes.
 */
export async function resolveCaller(deps: CallerDeps, credentials: Credentials, site: CallSite): Promise<RequestContext> {
  const { orm, replica, config, pubsub, sessions } = deps;
  // The context is filled in place: a copy would make its entity manager, which a cached driver post never needs.
  const ctx = requestContext({ replica: replica?.em, config, pubsub, now: new Date(), ip: normaliseIp(site.ip) }, orm.em);
  if (credentials.apiKey) {
    const check = await useApiKey(ctx.em, credentials.apiKey, ctx.ip, site.request, ctx.now);
    if ('error' in check) return Object.assign(ctx, { authError: check.error });
    return Object.assign(ctx, { user: check.user, apiKey: check.apiKey, readOnly: check.apiKey.scope === ApiKeyScope.OFFICE_READ_ONLY });
  }
  if (!credentials.token) return ctx;
  const check = site.cachedSession ? await sessions.resolve(() => ctx.em, credentials.token, ctx.now) : await resolveToken(ctx.em, config, credentials.token, ctx.now);
  if ('error' in check) return Object.assign(ctx, { authError: check.error });
  return Object.assign(ctx, { user: check.user, session: check.session });
}
