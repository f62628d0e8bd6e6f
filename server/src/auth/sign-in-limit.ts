import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';

/** What a caller over the per-address budget is told (REST 429, GraphQL TOO_MANY_REQUESTS). */
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

/** Counts attempts per address and window where every instance sees them (Redis). */
export interface SignInBudgetStore {
  /** Adds one attempt of `address` in the window starting at `windowStart`; the count so far. */
  count(address: string, windowStart: number, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

interface Window {
  start: number;
  count: number;
}

const WINDOW_MS = 60_000;
/** Per app (its Config object), so two apps in one test process keep their own budgets. */
const local = new WeakMap<Config, Map<string, Window>>();
const shared = new WeakMap<Config, SignInBudgetStore>();

/** Makes every instance with this store share one budget per address (main.ts, with REDIS_URL); undefined stops. */
export function shareSignInBudget(config: Config, store: SignInBudgetStore | undefined): void {
  if (store) shared.set(config, store);
  else shared.delete(config);
}

/**
 * A budget store in Redis: one counter per address and minute, expiring with the minute. Commands fail
 * at once while Redis is away (no offline queue), and sign-in then falls back to this process's budget.
 */
export function redisSignInBudget(url: string, onError: (err: Error) => void): SignInBudgetStore {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, retryStrategy: (n) => Math.min(n * 200, 5000) });
  redis.on('error', onError);
  return {
    async count(address, windowStart, windowMs) {
      const key = `dispatch:sign-in:${address}:${windowStart}`;
      const [[, n]] = (await redis.multi().incr(key).pexpire(key, windowMs).exec()) as [[Error | null, number]];
      return n;
    },
    async close() {
      redis.disconnect();
    },
  };
}

function countLocally(config: Config, address: string, at: number): number {
  let table = local.get(config);
  if (!table) local.set(config, (table = new Map()));
  if (table.size > 10_000) for (const [key, w] of table) if (at - w.start >= WINDOW_MS) table.delete(key);
  const current = table.get(address);
  if (!current || at - current.start >= WINDOW_MS) {
    table.set(address, { start: at, count: 1 });
    return 1;
  }
  return ++current.count;
}

/**
 * Counts a sign-in attempt from an address and refuses it over config.limits.signInPerMinute (a brake on
 * password guessing across many accounts; one account's guesses are stopped by the lock-out). One budget
 * covers every way in (REST Authenticate and Customers/Login, GraphQL authenticate and customerLogin),
 * shared by all instances through Redis when configured, else (or while Redis is away) per process.
 */
export async function takeSignInAttempt(config: Config, address: string, now: Date): Promise<void> {
  const at = now.getTime();
  const store = shared.get(config);
  let count: number | undefined;
  if (store) {
    const windowStart = at - (at % WINDOW_MS);
    count = await store.count(address, windowStart, WINDOW_MS).catch(() => undefined);
  }
  count ??= countLocally(config, address, at);
  if (count > config.limits.signInPerMinute) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_SIGN_INS);
}
