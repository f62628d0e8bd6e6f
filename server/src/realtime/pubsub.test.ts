import { randomUUID } from 'node:crypto';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub.js';
import { serviceAvailable } from '../test/requires.js';
import { until } from '../test/until.js';
import { Topic } from './topics.js';

const REDIS_URL = process.env.REDIS_URL;
const withRedis = serviceAvailable('REDIS_URL', REDIS_URL, 'the Redis fan-out test');

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

  (withRedis ? it : it.skip)('delivers an event published on one instance to a subscriber on another, in order, through Redis', async () => {
    const errors: Error[] = [];
    const a = createRedisPubSub(REDIS_URL!, (e) => errors.push(e));
    const b = createRedisPubSub(REDIS_URL!, (e) => errors.push(e));
    // A topic of our own so parallel test runs on the same Redis do not see each other's events.
    const topic = `${Topic.SessionEnded}:${randomUUID()}` as typeof Topic.SessionEnded;
    const iterator = b.subscribe(topic)[Symbol.asyncIterator]();
    const received: { userId: number }[] = [];
    const reading = (async () => {
      while (received.filter((e) => e.userId > 0).length < 3) received.push((await iterator.next()).value as { userId: number });
    })();
    // Redis acknowledges SUBSCRIBE without telling us: a probe (user 0) is published until one arrives.
    await until(() => (a.publish(topic, { userId: 0, sessionIds: [] }), received.length), 'the subscriber on b to hear a probe from a');
    for (const userId of [1, 2, 3]) a.publish(topic, { userId, sessionIds: [userId] });
    await reading;
    expect(received.filter((e) => e.userId > 0)).toEqual([1, 2, 3].map((userId) => ({ userId, sessionIds: [userId] })));
    expect(a.health()).toBe('ok');
    expect(errors).toEqual([]);
    await iterator.return?.();
    await a.close();
    await b.close();
  });
});
