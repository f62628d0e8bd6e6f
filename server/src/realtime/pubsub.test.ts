import { randomUUID } from 'node:crypto';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub.js';
import { Topic } from './topics.js';

const REDIS_URL = process.env.REDIS_URL;

async function firstEvent(pubsub: PubSub, topic: string): Promise<{ next: Promise<unknown>; stop(): Promise<void> }> {
  const iterator = pubsub.subscribe(topic)[Symbol.asyncIterator]();
  const next = iterator.next().then((r) => r.value);
  return { next, stop: async () => void (await iterator.return?.()) };
}

describe('fan-out (DESIGN: Subscriptions)', () => {
  it('delivers an event to a subscriber in the same process (in-memory, no Redis)', async () => {
    const pubsub = createMemoryPubSub();
    const sub = await firstEvent(pubsub, Topic.SessionEnded);
    pubsub.publish(Topic.SessionEnded, { userId: 7, sessionIds: [1] });
    await expect(sub.next).resolves.toEqual({ userId: 7, sessionIds: [1] });
    await sub.stop();
    await pubsub.close();
  });

  (REDIS_URL ? it : it.skip)('delivers an event published on one instance to a subscriber on another, in order, through Redis', async () => {
    const errors: Error[] = [];
    const a = createRedisPubSub(REDIS_URL!, (e) => errors.push(e));
    const b = createRedisPubSub(REDIS_URL!, (e) => errors.push(e));
    // A topic of our own so parallel test runs on the same Redis do not see each other's events.
    const topic = `${Topic.SessionEnded}:${randomUUID()}` as typeof Topic.SessionEnded;
    const iterator = b.subscribe(topic)[Symbol.asyncIterator]();
    const received: unknown[] = [];
    const reading = (async () => {
      while (received.length < 3) received.push((await iterator.next()).value);
    })();
    await new Promise((r) => setTimeout(r, 200));
    for (const userId of [1, 2, 3]) a.publish(topic, { userId, sessionIds: [userId] });
    await reading;
    expect(received).toEqual([1, 2, 3].map((userId) => ({ userId, sessionIds: [userId] })));
    expect(a.health()).toBe('ok');
    expect(errors).toEqual([]);
    await iterator.return?.();
    await a.close();
    await b.close();
  });
});
