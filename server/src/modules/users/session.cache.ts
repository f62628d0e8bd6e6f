import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { sha256 } from '../../auth/tokens.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic } from '../../realtime/topics.js';
import { Session } from './session.entity.js';
import { onSessionsEnded } from './session.revocations.js';
import { changedSessions, checkSession, RENEW_AFTER_MS, resolveToken, SESSION_POPULATE, type RememberedSession, type TokenCheck } from './session.service.js';
import type { User } from './user.entity.js';

interface Entry {
  user: User;
  session: Session;
  /**
   * What the once-a-second pass compares with the database, read off the entities once when remembered: reading it
   * off 10,000 drivers' entities at every pass held the event loop for 30-35 ms a second.
   */
  remembered: RememberedSession;
  /** When a request last used it; unused entries are dropped after a minute. */
  usedAt: number;
  /** A renewal (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock") to write with the next pass, when due. */
  renewAt?: Date;
}

// How often the remembered sessions are checked against the database and their renewals written.
const CHECK_EVERY_MS = 1000;
const FORGET_UNUSED_MS = 60_000;

/**
 * Remembers verified sessions for the hot driver routes (issue 9: a location post must cost no session
 * select and no renewal write of its own). Sessions not yet in memory are looked up together, one query
 * per turn of the event loop (a thousand phones reconnecting after a restart cost a few queries). Once a second ONE query re-checks every remembered session
 * (ended, expired, user/customer/supplier deactivated, role or supplier changed) and ONE statement
 * writes the renewals that fell due, however many drivers post. A session ended here or on another
 * instance (SessionEnded event, sign-out) is forgotten at once; anything else within about a second.
 * The cached user is read only (ids, role, flags); it belongs to no request's identity map.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private readonly ended: AsyncIterator<unknown>;
  private checking = false;
  /** The pass under way, which close() lets finish before the database goes away. */
  private running: Promise<void> | undefined;
  private misses: { hash: string; resolve(session: Session | null): void; reject(error: unknown): void }[] = [];
  private readonly loading = new Map<string, Promise<Session | null>>();
  private readonly unlisten: () => void;

  constructor(private readonly em: EntityManager, private readonly config: Config, pubsub: PubSub) {
    this.timer = setInterval(() => {
      this.running = this.check();
    }, CHECK_EVERY_MS);
    this.timer.unref();
    this.ended = pubsub.subscribe(Topic.SessionEnded)[Symbol.asyncIterator]();
    void this.listen();
    this.unlisten = onSessionsEnded((ids) => this.forget(ids));
  }

  /**
   * resolveToken, answered from memory when this session was verified within the last second or so. `em` gives the
   * request's entity manager, asked for only when the token is too long to remember.
   */
  async resolve(em: () => EntityManager, token: string, now: Date): Promise<TokenCheck> {
    const hash = token.length <= 200 ? sha256(token) : undefined;
    const entry = hash ? this.entries.get(hash) : undefined;
    if (entry && entry.session.expiresAt > now) {
      entry.usedAt = now.getTime();
      if (now.getTime() - entry.session.lastSeenAt.getTime() >= RENEW_AFTER_MS) this.renew(entry, now);
      return { user: entry.user, session: entry.session };
    }
    if (!hash) return resolveToken(em(), this.config, token, now);
    let loading = this.loading.get(hash);
    if (!loading) {
      loading = new Promise((resolve, reject) => this.misses.push({ hash, resolve, reject }));
      this.loading.set(hash, loading);
      if (this.misses.length === 1) setImmediate(() => void this.loadMisses());
    }
    const check = checkSession(await loading, now);
    if ('session' in check) {
      this.entries.set(hash, { user: check.user, session: check.session, remembered: rememberedOf(check.user, check.session), usedAt: now.getTime() });
      if (now.getTime() - check.session.lastSeenAt.getTime() >= RENEW_AFTER_MS) this.renew(this.entries.get(hash)!, now);
    }
    return check;
  }

  /** The sessions not in memory, looked up together: one query for every post of a turn of the event loop. */
  private async loadMisses(): Promise<void> {
    const misses = this.misses;
    this.misses = [];
    try {
      const found = await this.em.fork().find(Session, { tokenHash: { $in: misses.map((m) => m.hash) } }, { populate: SESSION_POPULATE });
      const byHash = new Map(found.map((s) => [s.tokenHash, s]));
      for (const m of misses) m.resolve(byHash.get(m.hash) ?? null);
    } catch (error) {
      for (const m of misses) m.reject(error);
    } finally {
      for (const m of misses) this.loading.delete(m.hash);
    }
  }

  private renew(entry: Entry, now: Date): void {
    entry.session.lastSeenAt = now;
    entry.session.expiresAt = new Date(now.getTime() + this.config.session.timeoutMs);
    entry.renewAt = now;
  }

  /** Forgets these sessions (they were ended). */
  forget(sessionIds: number[]): void {
    const ids = new Set(sessionIds);
    for (const [hash, entry] of this.entries) if (ids.has(entry.session.id)) this.entries.delete(hash);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.unlisten();
    void this.ended.return?.();
    this.entries.clear();
    await this.running;
  }

  private async listen(): Promise<void> {
    for (let next = await this.ended.next(); !next.done; next = await this.ended.next()) {
      this.forget((next.value as { sessionIds: number[] }).sessionIds);
    }
  }

  /** The once-a-second pass: drop unused entries, write due renewals, re-check the rest. */
  private async check(): Promise<void> {
    if (this.checking || !this.entries.size) return;
    this.checking = true;
    try {
      const now = Date.now();
      for (const [hash, e] of this.entries) if (now - e.usedAt > FORGET_UNUSED_MS) this.entries.delete(hash);
      await this.writeRenewals();
      await this.recheck();
    } catch {
      // The database is away: forget everything, so requests verify (and answer 503) themselves.
      this.entries.clear();
    } finally {
      this.checking = false;
    }
  }

  private async writeRenewals(): Promise<void> {
    const due = [...this.entries.values()].filter((e) => e.renewAt);
    if (!due.length) return;
    for (const e of due) e.renewAt = undefined;
    await this.em.getConnection().execute(
      `update session s set last_seen_at = t.seen, expires_at = t.expires
       from unnest(?::int[], ?::timestamptz[], ?::timestamptz[]) as t(id, seen, expires)
       where s.id = t.id and s.ended_at is null and s.last_seen_at < t.seen`,
      [`{${due.map((e) => e.session.id).join(',')}}`, `{${due.map((e) => e.session.lastSeenAt.toISOString()).join(',')}}`, `{${due.map((e) => e.session.expiresAt.toISOString()).join(',')}}`],
      'run',
    );
  }

  private async recheck(): Promise<void> {
    const remembered = Array.from(this.entries.values(), (e) => e.remembered);
    const changed = await changedSessions(this.em, remembered);
    if (!changed.size) return;
    for (const [hash, e] of this.entries) if (changed.has(e.session.id)) this.entries.delete(hash);
  }
}

/** The session's id and its user's role, supplier and customer as they were verified. */
function rememberedOf(user: User, session: Session): RememberedSession {
  return { id: session.id, role: user.role, supplierId: user.supplier?.id ?? null, customerId: user.customer?.id ?? null };
}
