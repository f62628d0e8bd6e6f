import type { MemoryPubSub } from '../realtime/pubsub.js';
import type { TestApp } from './harness.js';

/**
 * Waits for an event the test cannot subscribe to: checks `check` again every few milliseconds until it
 * returns something truthy, and fails after `timeoutMs` saying what it waited for. The deadline only bounds a
 * broken run; a passing run returns as soon as the condition holds (no fixed sleep to synchronise).
 */
export async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** How many subscriptions listen on `topic` in the test app's in-process fan-out. */
export function subscribers(t: Pick<TestApp, 'pubsub'>, topic: string): number {
  const pubsub = t.pubsub as Partial<MemoryPubSub>;
  if (!pubsub.subscriberCount) throw new Error('subscribers() needs the in-memory fan-out (startTestApp without a pubsub)');
  return pubsub.subscriberCount(topic);
}

/**
 * The acknowledgement graphql-ws does not give: resolves once `count` subscriptions more than `before`
 * listen on `topic`, so an event published afterwards reaches them. Take `before` with `subscribers()`
 * before subscribing.
 */
export async function subscribedTo(t: Pick<TestApp, 'pubsub'>, topic: string, before: number, count = 1): Promise<void> {
  await until(() => subscribers(t, topic) >= before + count, `${count} more subscription(s) on ${topic}`);
}
