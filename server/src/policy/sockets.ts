import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context.js';
import type { PubSub } from '../realtime/pubsub.js';
import { Topic } from '../realtime/topics.js';
import { liveSessions } from '../modules/users/session.service.js';

/** A socket that can be told to go: the `ws` WebSocket graphql-ws runs on. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/** The close code of a socket whose credential ended: graphql-ws's Unauthorized, which clients do not retry. */
export const CREDENTIAL_ENDED = 4401;

/** What a socket signed in with, and until when it holds. */
interface Held {
  sessionId?: number;
  apiKeyId?: number;
  /** The session's expiry as last read; refreshed by every sweep (a request elsewhere may renew it). */
  expiresAt?: Date;
  /** Why it ended, once it has. */
  ended?: string;
  /** Set by a notice naming this credential (the sweep's number then): nothing is delivered until a later sweep clears it. */
  doubtedAt?: number;
}

// How often every open socket's credential is re-read from the database: a credential that ends without
// a notice (expiry, a lost Redis message, a deactivated customer) closes its sockets within this.
const SWEEP_EVERY_MS = 400;
// How long a socket whose credential ended stays open (delivering nothing) for its sessionEnded event.
const NOTICE_GRACE_MS = 100;

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const KEY_REVOKED = 'This API key has been revoked.';

/**
 * Holds every open graphql-ws socket's credential and closes the socket (4401) when it ends: checked at
 * once on a SessionEnded or ApiKeyRevoked notice (published through the shared fan-out, so sign-outs,
 * password changes and deactivations on another instance count), and otherwise by a sweep every 400 ms,
 * one query per kind of credential for all sockets (expiry, deactivated user, customer or supplier,
 * revoked key). Each event delivered asks `isLive` first, so nothing reaches a socket after its
 * credential was found ended.
 */
export class SocketCredentials {
  private readonly held = new Map<ClosableSocket, Held>();
  private readonly timer: NodeJS.Timeout;
  private readonly notices: AsyncIterator<unknown>[];
  private sweeping: Promise<void> | undefined;
  private again = false;
  /** Sweeps started so far. */
  private sweeps = 0;

  constructor(private readonly em: EntityManager, pubsub: PubSub) {
    this.timer = setInterval(() => this.sweepSoon(), SWEEP_EVERY_MS);
    this.timer.unref();
    this.notices = [Topic.SessionEnded, Topic.ApiKeyRevoked].map((topic) => pubsub.subscribe(topic)[Symbol.asyncIterator]());
    for (const notices of this.notices) void this.listen(notices);
  }

  /** Starts watching a socket that signed in with this context's session or key. */
  hold(socket: ClosableSocket, ctx: RequestContext): void {
    this.held.set(socket, { sessionId: ctx.session?.id, apiKeyId: ctx.apiKey?.id, expiresAt: ctx.session?.expiresAt });
  }

  /** Stops watching a closed socket. */
  release(socket: ClosableSocket): void {
    this.held.delete(socket);
  }

  /** Whether the socket's credential still holds now; a socket found expired here is closing from now on. */
  isLive(socket: ClosableSocket, now: Date): boolean {
    const held = this.held.get(socket);
    if (!held) return false;
    if (!held.ended && held.expiresAt && held.expiresAt <= now) this.ending(socket, held, SESSION_EXPIRED);
    return !held.ended && held.doubtedAt === undefined;
  }

  /** Closes a socket at once, its credential having been found ended by the caller. */
  end(socket: ClosableSocket, reason: string): void {
    const held = this.held.get(socket);
    if (held) held.ended ??= reason;
    socket.close(CREDENTIAL_ENDED, held?.ended ?? reason);
  }

  /** The socket's sessionEnded subscription has just been sent its event: a closing socket may go now. */
  told(socket: ClosableSocket): void {
    const held = this.held.get(socket);
    if (held?.ended) setImmediate(() => this.end(socket, held.ended!));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const notices of this.notices) void notices.return?.();
    await this.sweeping;
    this.held.clear();
  }

  /**
   * Nothing more is delivered from now on; the socket closes after a moment, so its own sessionEnded
   * subscription can hear the notice of this very end first (the client's signed-out modal).
   */
  private ending(socket: ClosableSocket, held: Held, reason: string): void {
    if (held.ended) return;
    held.ended = reason;
    setTimeout(() => this.end(socket, reason), NOTICE_GRACE_MS).unref();
  }

  /** A notice (sign-out, password change, deactivation, revoked key, here or on another instance): check now. */
  private async listen(notices: AsyncIterator<unknown>): Promise<void> {
    for (let next = await notices.next(); !next.done; next = await notices.next()) {
      const notice = next.value as { sessionIds?: number[]; apiKeyId?: number };
      const sessions = new Set(notice.sessionIds ?? []);
      for (const held of this.held.values()) {
        const named = (held.sessionId !== undefined && sessions.has(held.sessionId)) || (held.apiKeyId !== undefined && held.apiKeyId === notice.apiKeyId);
        if (named) held.doubtedAt = this.sweeps;
      }
      this.sweepSoon();
    }
  }

  /** Runs a sweep now, or right after the one under way. */
  private sweepSoon(): void {
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep().finally(() => {
      this.sweeping = undefined;
      if (this.again) {
        this.again = false;
        this.sweepSoon();
      }
    });
  }

  /**
   * One query for every held session and one for every held key; whatever is not returned has ended.
   * The stored rows are the truth: a notice only makes this run sooner.
   */
  private async sweep(): Promise<void> {
    const entries = [...this.held].filter(([, held]) => !held.ended);
    if (!entries.length) return;
    const sweep = ++this.sweeps;
    const sessionIds = entries.flatMap(([, h]) => (h.sessionId === undefined ? [] : [h.sessionId]));
    const keyIds = entries.flatMap(([, h]) => (h.apiKeyId === undefined ? [] : [h.apiKeyId]));
    try {
      const [sessions, keys] = await Promise.all([liveSessions(this.em, sessionIds), this.liveKeys(keyIds)]);
      for (const [socket, held] of entries) {
        if (held.sessionId !== undefined) {
          const live = sessions.get(held.sessionId);
          if (!live) this.ending(socket, held, SESSION_ENDED);
          else held.expiresAt = live.expires_at;
        } else if (held.apiKeyId !== undefined && !keys.has(held.apiKeyId)) this.ending(socket, held, KEY_REVOKED);
        // A notice that this sweep's reads postdate turned out not to end the credential: deliver again.
        if (!held.ended && held.doubtedAt !== undefined && held.doubtedAt < sweep) held.doubtedAt = undefined;
      }
    } catch {
      // The database is away: sockets stay until it is back (each operation re-checks its caller anyway).
    }
  }

  private async liveKeys(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.em.getConnection().execute<{ id: number }[]>(
      `select k.id from api_key k left join customer c on c.id = k.customer_id
       where k.id = any(?::int[]) and k.revoked_at is null and not coalesce(c.is_deactivated, false)`,
      [`{${ids.join(',')}}`],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }
}
