/**
 * Idempotency keys for driver writes (issue 8): the driver app queues actions while offline and may
 * send one twice (a lost answer, a retry), so each write carries a key; the server applies a key once
 * per user and answers every repeat with the first answer.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser, type RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 100 letters, digits or the characters _ . : -',
  reused: 'This Idempotency-Key was already used for a different request.',
} as const;

/** A key from a header or argument: undefined when absent, else validated (400). */
export function idempotencyKey(raw: unknown, field = 'Idempotency-Key'): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw badInput([{ field, message: IDEMPOTENCY_MESSAGES.badKey }]);
  return raw;
}

/** A stable digest of what a request asks for, so the same key with another request is caught. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request) ?? 'undefined').digest('hex');
}

/** Events raised inside the transaction wait for its commit (DESIGN: events after commit). */
function deferredPubSub(pubsub: PubSub): { pubsub: PubSub; flush: () => void } {
  const queued: (() => void)[] = [];
  return {
    pubsub: { ...pubsub, publish: (topic, payload) => void queued.push(() => pubsub.publish(topic, payload)) },
    flush: () => queued.splice(0).forEach((send) => send()),
  };
}

/**
 * Runs a write once per (user, key). Without a key it simply runs. With one, the key row is inserted
 * in the same transaction as the effect: a concurrent repeat waits on the unique index, then finds the
 * committed row and gets the stored answer; a failed write rolls the key back. The answer must be JSON.
 */
export async function once<T>(ctx: RequestContext, key: string | undefined, request: unknown, run: (ctx: RequestContext) => Promise<T>): Promise<T> {
  if (!key) return run(ctx);
  const user = requireUser(ctx);
  const hash = requestHash(request);
  const events = deferredPubSub(ctx.pubsub);
  const result = await ctx.em.transactional(async (em) => {
    const conn = em.getConnection();
    const tx = em.getTransactionContext();
    const inserted = await conn.execute<{ id: number }[]>(
      `insert into idempotency_key (user_id, key, request_hash, created_at) values (?, ?, ?, ?) on conflict (user_id, key) do nothing returning id`,
      [user.id, key, hash, ctx.now], 'all', tx);
    if (!inserted.length) {
      const [row] = await conn.execute<{ request_hash: string; response: T }[]>(
        `select request_hash, response from idempotency_key where user_id = ? and key = ?`, [user.id, key], 'all', tx);
      if (row.request_hash !== hash) throw badInput([{ field: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused }]);
      return { value: row.response, replayed: true };
    }
    const value = await run({ ...ctx, em, pubsub: events.pubsub });
    await conn.execute(`update idempotency_key set response = ? where id = ?`, [JSON.stringify(value ?? null), inserted[0].id], 'run', tx);
    return { value, replayed: false };
  });
  if (!result.replayed) events.flush();
  return result.value;
}

/** How long a key is remembered: well past the week a phone may hold positions offline (tracking rules). */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Forgets keys older than IDEMPOTENCY_KEY_DAYS (run by the daily job); returns how many went. */
export async function purgeIdempotencyKeys(em: EntityManager, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  return em.nativeDelete(IdempotencyKey, { createdAt: { $lt: before } });
}
