import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { AnswerJson } from './graphql/answers.js';
import { forbidden, unauthenticated } from './errors.js';
import type { PubSub } from './realtime/pubsub.js';
import type { ApiKey } from './modules/api-keys/api-key.entity.js';
import type { Session } from './modules/users/session.entity.js';
import { UserRole, type User } from './modules/users/user.entity.js';

/** What every use case receives, built the same way for HTTP, REST and WebSocket (STYLE). */
export interface RequestContext {
  em: EntityManager;
  config: Config;
  pubsub: PubSub;
  now: Date;
  ip: string;
  user?: User;
  session?: Session;
  /** Why a presented token was refused, so a protected call can say so. */
  authError?: string;
  /** Set when an integrator's API key made the call (issue 10 item 6). */
  apiKey?: ApiKey;
  /** A read-only key: every write is refused before it runs. */
  readOnly?: boolean;
  /**
   * GraphQL over HTTP only: answers written as JSON by PostgreSQL, by the placeholder string that stands
   * for each in the response until it is sent (graphql/answers.ts).
   */
  answers?: Map<string, AnswerJson>;
}

/** The signed-in user, or a 401. */
export function requireUser(ctx: RequestContext): User {
  if (!ctx.user) throw unauthenticated(ctx.authError);
  return ctx.user;
}

/** The signed-in office user, or a 401/403 (spec 1 §6: office role). */
export function requireOffice(ctx: RequestContext): User {
  const user = requireUser(ctx);
  if (user.role !== UserRole.OFFICE) throw forbidden();
  return user;
}

/** An office user with the admin flag. */
export function requireAdmin(ctx: RequestContext): User {
  const user = requireOffice(ctx);
  if (!user.isAdmin) throw forbidden();
  return user;
}
