import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { AnswerJson } from './graphql/answers.js';
import type { RateDecision } from './policy/rate-limit.js';
import type { PubSub } from './realtime/pubsub.js';
import type { ApiKey } from './modules/api-keys/api-key.entity.js';
import type { Session } from './modules/users/session.entity.js';
import type { User } from './modules/users/user.entity.js';

/** What every use case receives, built the same way for HTTP, REST and WebSocket (STYLE). */
export interface RequestContext {
  em: EntityManager;
  /** The read replica's entity manager (DATABASE_READ_URL), for searches, exports and reports only (db/read-database.ts). */
  replica?: EntityManager;
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
   * The user a sign-in in this request has just signed in: its answer shows that user their own fields
   * (field visibility only; what the request may do is still decided by `user`).
   */
  signedIn?: User;
  /**
   * GraphQL over HTTP only: answers written as JSON by PostgreSQL, by the placeholder string that stands
   * for each in the response until it is sent (graphql/answers.ts).
   */
  answers?: Map<string, AnswerJson>;
  /** GraphQL over HTTP only: what the request spent of the caller's requests per minute (its cost is spent once the operation is known). */
  requestRate?: RateDecision;
}

/** The contexts made by requestContext: how to peek at the entity manager without making it, and its root. */
const lazy = new WeakMap<object, { existing(): EntityManager | undefined; root: EntityManager }>();

/**
 * A request's context whose entity manager (a fork of `root`: its own identity map) is made on first use of `ctx.em`.
 * A driver's post answered from the session cache needs none, and a fork was 3% of the API's CPU at 10,000 vehicles
 * (issue 26). A copy (`{ ...ctx }`) takes the same entity manager, made then if it was not yet. The accessors are
 * written in the literal: defining them afterwards cost more than the fork at 2,000 posts a second.
 */
export function requestContext(base: Omit<RequestContext, 'em'>, root: EntityManager): RequestContext {
  let em: EntityManager | undefined;
  const ctx: RequestContext = {
    ...base,
    get em() {
      return (em ??= root.fork());
    },
    set em(value: EntityManager) {
      em = value;
    },
  };
  lazy.set(ctx, { existing: () => em, root });
  return ctx;
}

/** The context's entity manager if it has one already (always, for a context not made by requestContext). */
export function existingEm(ctx: RequestContext): EntityManager | undefined {
  const made = lazy.get(ctx);
  return made ? made.existing() : ctx.em;
}

/** The database connection the context's entity manager uses, without making one. */
export function connectionOf(ctx: RequestContext): ReturnType<EntityManager['getConnection']> {
  return (lazy.get(ctx)?.root ?? ctx.em).getConnection();
}

// The role checks live in the policy module with the rest of who-may-do-what; services import them from here.
export { requireAdmin, requireOffice, requireUser } from './policy/roles.js';
