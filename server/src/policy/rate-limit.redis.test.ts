import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { serviceAvailable } from '../test/requires.js';
import { until } from '../test/until.js';
import { redisRateCounter, type RateCounter } from './rate-limit.js';

// The shared request counter on the real Redis of REDIS_URL: the counts of one turn of the event loop go in one pipeline.
const REDIS_URL = process.env.REDIS_URL;
const withRedis = serviceAvailable('REDIS_URL', REDIS_URL, 'the Redis request counter test');
const describeRedis = withRedis ? describe : describe.skip;

describeRedis('request counts in Redis', () => {
  let counter: RateCounter;
  let redis: Redis;
  beforeAll(async () => {
    counter = redisRateCounter(REDIS_URL!, () => undefined);
    redis = new Redis(REDIS_URL!);
    // Counts fail at once until the connection is up (the caller then counts in its process).
    await until(() => counter.count(`test:ready:${randomUUID()}`, 0, 1000).then(() => true, () => false), 'Redis connected');
  });
  afterAll(async () => {
    await counter.close();
    redis.disconnect();
  });

  it('gives each of many counts made together its own running total, and the window key an expiry', async () => {
    const key = `test:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => counter.count(key, 0, 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const ttl = await redis.pttl(`dispatch:rate:${key}:0`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await counter.count(key, 0, 60_000, 5)).toBe(55);
  });

  it('keeps counting after Redis has forgotten its scripts (a restart or a failover)', async () => {
    const key = `test:${randomUUID()}`;
    expect(await counter.count(key, 0, 60_000)).toBe(1);
    await redis.script('FLUSH');
    expect(await Promise.all([counter.count(key, 0, 60_000), counter.count(`${key}:other`, 0, 60_000)])).toEqual([2, 1]);
  });

  it('fails every count at once while Redis cannot be reached, so the caller counts in its own process', async () => {
    const away = redisRateCounter('redis://127.0.0.1:1', () => undefined);
    try {
      await expect(Promise.all([away.count('a', 0, 60_000), away.count('b', 0, 60_000)])).rejects.toThrow();
    } finally {
      await away.close();
    }
  });
});
