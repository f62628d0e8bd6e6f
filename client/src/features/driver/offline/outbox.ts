/**
 * The driver's outbox (issue 8 offline): every action and position is stored here first, with its
 * idempotency key, and removed only once the server has answered it; so nothing is lost offline and a
 * resend after a lost answer is applied once.
 */
import type { DriverAction, QueuedAction } from '../driver.types';
import { CACHE, OUTBOX, transact } from './idb';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36)).join('-')}`;
}

/** Adds an action at the end of the queue. */
export async function enqueue(action: DriverAction): Promise<void> {
  const item: Omit<QueuedAction, 'id'> = { key: newKey(), createdAt: new Date().toISOString(), action, attempts: 0 };
  await transact([OUTBOX], 'readwrite', (tx) => tx.objectStore(OUTBOX).add(item));
}

/** The queue, oldest first. */
export function queued(): Promise<QueuedAction[]> {
  return transact([OUTBOX], 'readonly', (tx) => tx.objectStore(OUTBOX).getAll() as IDBRequest<QueuedAction[]>);
}

/** Removes an answered action. */
export async function dequeue(id: number): Promise<void> {
  await transact([OUTBOX], 'readwrite', (tx) => tx.objectStore(OUTBOX).delete(id));
}

/** Records a failed attempt (kept for the retry; shown on screen). */
export async function markAttempt(item: QueuedAction, error: string): Promise<void> {
  await transact([OUTBOX], 'readwrite', (tx) => tx.objectStore(OUTBOX).put({ ...item, attempts: item.attempts + 1, lastError: error }));
}

/**
 * Folds the location items at the head of the queue into one batch (at most `max` positions) before it
 * is sent, in one transaction: the batch keeps the first item's place and gets a key of its own, so a
 * resend of the batch is the same request with the same key.
 */
export async function sealLocationBatch(items: QueuedAction[], max: number): Promise<QueuedAction> {
  const run: QueuedAction[] = [];
  let count = 0;
  for (const item of items) {
    if (item.action.kind !== 'locations' || count + item.action.positions.length > max) break;
    run.push(item);
    count += item.action.positions.length;
  }
  if (run.length <= 1) return items[0];
  const positions = run.flatMap((i) => (i.action.kind === 'locations' ? i.action.positions : []));
  const sealed: QueuedAction = { ...run[0], key: newKey(), action: { kind: 'locations', positions } };
  await transact([OUTBOX], 'readwrite', (tx) => {
    const store = tx.objectStore(OUTBOX);
    for (const item of run.slice(1)) store.delete(item.id);
    return store.put(sealed);
  });
  return sealed;
}

/** The last manifests read from the server, for a reload while offline. */
export async function cacheManifests(value: unknown): Promise<void> {
  await transact([CACHE], 'readwrite', (tx) => tx.objectStore(CACHE).put(value, 'manifests'));
}

export function cachedManifests<T>(): Promise<T | undefined> {
  return transact([CACHE], 'readonly', (tx) => tx.objectStore(CACHE).get('manifests') as IDBRequest<T | undefined>);
}
