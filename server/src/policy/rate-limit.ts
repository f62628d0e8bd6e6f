import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { RequestContext } from '../context.js';

/**
 * Requests per minute per caller (issue 24 item 6): each API key and each session has its own budget (an
 * admin may set a key's), anonymous callers one per address. Counted in fixed minutes, in Redis when
 * configured so every instance shares them, else (or while Redis is away) in this process.
 */
export interface RateCounter {
  /** Adds `by` (one when not given) to `key`'s count in the window starting at `windowStart`; the count so far. */
  count(key: string, windowStart: number, windowMs: number, by?: number): Promise<number>;
  /**
   * A throttle: true (and remembered) when `key` was last admitted at least `intervalMs` before `at`, or never
   * (e.g. a vehicle's ETA refresh, issue 25 item 1). A clock that went back admits again.
   */
  admit(key: string, intervalMs: number, at: number): Promise<boolean>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

/** The start of the clock minute `at` falls in: every budget's window. */
const minuteStart = (at: number): number => at - (at % WINDOW_MS);

/** Whether a throttle taken at `since` (or never: undefined) still holds at `at`: a clock that went back finds it lapsed. */
const holds = (since: number | undefined, at: number, intervalMs: number): boolean => since !== undefined && at >= since && at - since < intervalMs;

/** A counter in this process only. */
export function memoryRateCounter(): RateCounter {
  const windows = new Map<string, { start: number; count: number }>();
  const admitted = new Map<string, number>();
  return {
    async admit(key, intervalMs, at) {
      if (holds(admitted.get(key), at, intervalMs)) return false;
      admitted.set(key, at);
      return true;
    },
    async count(key, windowStart, _windowMs, by = 1) {
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.start < windowStart) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.start !== windowStart) {
        windows.set(key, { start: windowStart, count: by });
        return by;
      }
      return (w.count += by);
    },
    async close() {},
  };
}

/** A count waiting to be sent to Redis with the others of its turn of the event loop. */
interface PendingCount {
  name: string;
  by: number;
  windowMs: number;
  resolve(count: number): void;
  reject(error: unknown): void;
}

// INCRBY and, when the key is new, its expiry: one atomic command a count.
const COUNT_SCRIPT = `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

/** A pipeline with the counting script (defineCommand adds it as a method). */
type CountingPipeline = ReturnType<Redis['pipeline']> & { rateCount(name: string, by: number, windowMs: number): unknown };

/**
 * A counter in Redis, shared by every instance; a command fails at once while Redis is away. The counts of one turn
 * of the event loop go to Redis in one pipeline: every request counts, and at 10,000 drivers a MULTI/EXEC of its own
 * per request was an eighth of the API process's CPU.
 */
export function redisRateCounter(url: string, onError: (err: Error) => void): RateCounter {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, retryStrategy: (n) => Math.min(n * 200, 5000) });
  redis.on('error', onError);
  redis.defineCommand('rateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  let pending: PendingCount[] = [];
  // The throttles this process knows are held (by itself or another instance) and since when: a vehicle posting every
  // few seconds asks Redis once per interval, not at every post.
  const held = new Map<string, number>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const send = () => {
    const batch = pending;
    pending = [];
    const pipeline = redis.pipeline() as CountingPipeline;
    for (const c of batch) pipeline.rateCount(c.name, c.by, c.windowMs);
    pipeline.exec().then(
      (results) => batch.forEach((c, i) => {
        const [error, n] = results?.[i] ?? [new Error('Redis answered no result')];
        if (error) c.reject(error);
        else c.resolve(Number(n));
      }),
      (error: unknown) => batch.forEach((c) => c.reject(error)),
    );
  };
  return {
    count(key, windowStart, windowMs, by = 1) {
      return new Promise((resolve, reject) => {
        if (!pending.length) setImmediate(send);
        pending.push({ name: `dispatch:rate:${key}:${windowStart}`, by, windowMs, resolve, reject });
      });
    },
    async admit(key, intervalMs, at) {
      if (holds(held.get(key), at, intervalMs)) return false;
      // Lapsed throttles are let go at most once an interval, so a fleet holding more than the limit costs no sweep per ask.
      if (held.size > 50_000 && at - sweptAt >= intervalMs) {
        sweptAt = at;
        for (const [k, since] of held) if (!holds(since, at, intervalMs)) held.delete(k);
      }
      // SET NX PX GET (Redis 7): the first instance to ask in the interval gets it (the key lapses with the interval);
      // the others learn when it was taken, and refuse without asking again until the interval is over.
      const taken = await redis.set(`dispatch:once:${key}`, String(at), 'PX', Math.max(1, intervalMs), 'NX', 'GET');
      const since = taken === null ? at : Number(taken);
      if (Number.isFinite(since)) held.set(key, since);
      return taken === null;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** What a caller's request was told: the RateLimit-* header values, and whether it is over. */
export interface RateDecision {
  limit: number;
  remaining: number;
  /** Seconds until the budget refills. */
  reset: number;
  over: boolean;
}

/** What a budget counts: requests, or GraphQL cost points (the values an operation could answer, graphql/answer-size.ts). */
export type Budget = 'requests' | 'cost';

/** Whose budget a request spends: the key's, the session's, else the address's. */
function budgetOf(ctx: RequestContext, budget: Budget): { key: string; limit: number } {
  const perMinute = budget === 'requests' ? ctx.config.limits.requestsPerMinute : ctx.config.limits.graphqlCostPerMinute;
  const own = budget === 'requests' ? ctx.apiKey?.requestsPerMinute : ctx.apiKey?.costPointsPerMinute;
  const kind = budget === 'requests' ? '' : 'cost:';
  // The key's public prefix and the session's token hash are unique across installations sharing one Redis.
  if (ctx.apiKey) return { key: `${kind}key:${ctx.apiKey.prefix}`, limit: own ?? perMinute };
  if (ctx.session) return { key: `${kind}session:${ctx.session.tokenHash.slice(0, 32)}`, limit: perMinute };
  return { key: `${kind}ip:${ctx.ip}`, limit: perMinute };
}

/** Spends `amount` of the caller's budget (one request unless told). */
export async function takeRequest(counter: RateCounter, fallback: RateCounter, ctx: RequestContext, budget: Budget = 'requests', amount = 1): Promise<RateDecision> {
  const at = ctx.now.getTime();
  const windowStart = minuteStart(at);
  const { key, limit } = budgetOf(ctx, budget);
  const used = await countPerMinute({ shared: counter, local: fallback }, key, at, amount);
  return { limit, remaining: Math.max(0, limit - used), reset: Math.ceil((windowStart + WINDOW_MS - at) / 1000), over: used > limit };
}

/** The headers a decision is answered with (and Retry-After when over). */
export function rateHeaders(d: RateDecision): Record<string, string> {
  const headers: Record<string, string> = { 'RateLimit-Limit': String(d.limit), 'RateLimit-Remaining': String(d.remaining), 'RateLimit-Reset': String(d.reset) };
  if (d.over) headers['Retry-After'] = String(d.reset);
  return headers;
}

export const TOO_MANY_REQUESTS = (d: RateDecision) => `Too many requests: this caller's budget of ${d.limit} a minute is spent. Try again in ${d.reset} s.`;

/** What a caller whose GraphQL cost points are spent is told (429 / TOO_MANY_REQUESTS). */
export const TOO_MUCH_COST = (d: RateDecision) => `Too many GraphQL cost points: this caller's budget of ${d.limit} a minute is spent. Try again in ${d.reset} s, or ask for fewer lists or smaller pages.`;

/** The decision whose headers an answer carries: the budget with the smaller share left (the spent one first). */
export function tighter(a: RateDecision, b: RateDecision): RateDecision {
  if (a.over !== b.over) return a.over ? a : b;
  return a.remaining / a.limit <= b.remaining / b.limit ? a : b;
}


/** An app's counters: shared through Redis when configured, with this process's as the fallback while Redis is away. */
export interface RateCounters {
  shared: RateCounter;
  local: RateCounter;
}

const countersByConfig = new WeakMap<Config, RateCounters>();

/** The counters an app uses (made once per app's config): shared through Redis when configured, with this process's as the fallback. */
export function rateCounters(config: Config, onError: (err: Error) => void): RateCounters {
  const local = memoryRateCounter();
  const counters = { shared: config.redisUrl ? redisRateCounter(config.redisUrl, onError) : local, local };
  countersByConfig.set(config, counters);
  return counters;
}

/** The counters of the app running with `config` (an app not composed by app.ts, e.g. a script, counts in its process). */
export function countersOf(config: Config): RateCounters {
  let counters = countersByConfig.get(config);
  if (!counters) {
    const local = memoryRateCounter();
    countersByConfig.set(config, (counters = { shared: local, local }));
  }
  return counters;
}

/**
 * Keys of throttles whose subject is not unique across installations (a vehicle id, an address) carry the
 * database's name, so two installations sharing one Redis keep their own.
 */
export function installationKey(config: Config, key: string): string {
  const database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : 'embedded';
  return `${database}:${key}`;
}

/** Counts `by` (one unless told) in the current clock minute of `key`, shared across instances (decision 0122's mechanism). */
export function countPerMinute(counters: RateCounters, key: string, at: number, by = 1): Promise<number> {
  const windowStart = minuteStart(at);
  return counters.shared.count(key, windowStart, WINDOW_MS, by).catch(() => counters.local.count(key, windowStart, WINDOW_MS, by));
}

/** Admits `key` at most once per `intervalMs`, shared across instances; this process decides while Redis is away. */
export function admitOnce(counters: RateCounters, key: string, intervalMs: number, at: number): Promise<boolean> {
  return counters.shared.admit(key, intervalMs, at).catch(() => counters.local.admit(key, intervalMs, at));
}

/** Something answers can carry headers on (Fastify's reply). */
interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/** Spends one request of the caller's budget and puts the RateLimit-* headers on the answer; answers the decision. */
export async function spendRequest(counters: RateCounters, ctx: RequestContext, reply: HeaderTarget): Promise<RateDecision> {
  const decision = await takeRequest(counters.shared, counters.local, ctx);
  for (const [name, value] of Object.entries(rateHeaders(decision))) reply.header(name, value);
  return decision;
}
