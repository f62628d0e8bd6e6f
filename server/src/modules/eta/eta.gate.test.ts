import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { installationKey, memoryRateCounter, rateCounters, type RateCounters } from '../../policy/rate-limit.js';
import { testConfig } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { takeTrackingRead, TOO_MANY_TRACKING_READS } from '../tracking-links/tracking-link.limit.js';
import { admitEtaRefresh } from './eta.gate.js';

const at = (seconds: number) => Date.UTC(2026, 10, 25, 10, 0, seconds);

describe('the ETA refresh throttle in one process', () => {
  it('admits a vehicle once per interval on an injected clock, each vehicle on its own', async () => {
    const gate = memoryRateCounter();
    expect(await gate.admit('eta:1', 60_000, at(0))).toBe(true);
    expect(await gate.admit('eta:1', 60_000, at(30))).toBe(false);
    expect(await gate.admit('eta:2', 60_000, at(30))).toBe(true);
    expect(await gate.admit('eta:1', 60_000, at(59))).toBe(false);
    expect(await gate.admit('eta:1', 60_000, at(60))).toBe(true);
    expect(await gate.admit('eta:1', 60_000, at(61))).toBe(false);
  });

  it('admits again when the clock goes back (a corrected server clock never stops the refreshes)', async () => {
    const gate = memoryRateCounter();
    expect(await gate.admit('eta:1', 60_000, at(50))).toBe(true);
    expect(await gate.admit('eta:1', 60_000, at(10))).toBe(true);
  });
});

// Issue 25 (follow-up item 3): behind a load balancer the per-vehicle ETA interval and the tracking-link budgets
// are one for all replicas, through the real Redis of REDIS_URL (the rate limits' mechanism, decision 0122).
describe('throttles shared by two replicas through Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // Each run gets its own installation (database name), so runs sharing the Redis never meet.
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/throttle_${randomUUID().replaceAll('-', '')}`;
  let replicas: { config: Config; counters: RateCounters }[];
  beforeAll(async () => {
    replicas = [0, 1].map(() => {
      const config = testConfig({ redisUrl, databaseUrl, eta: { refreshMs: 60_000, serviceMinutes: 10, lateToleranceMinutes: 15 } });
      return { config, counters: rateCounters(config, () => undefined) };
    });
    // A command fails at once until the connection is up (then the process would count alone): wait for both.
    for (const r of replicas) await until(() => r.counters.shared.count('ready', 0, 1000).then(() => true, () => false), 'Redis connected');
  });
  afterAll(async () => {
    for (const r of replicas) await r.counters.shared.close();
  });

  it('let one replica refresh a vehicle\'s ETAs per interval, whichever replica its positions reach', async () => {
    const [a, b] = replicas;
    const now = new Date();
    expect(await admitEtaRefresh(a.config, 7, now)).toBe(true);
    expect(await admitEtaRefresh(b.config, 7, new Date(now.getTime() + 1000))).toBe(false);
    expect(await admitEtaRefresh(b.config, 8, now)).toBe(true);
    expect(await admitEtaRefresh(a.config, 8, now)).toBe(false);
  });

  it('let a replica that learnt a vehicle is held refuse the rest of the interval from memory, and admit it after', async () => {
    const [a, b] = replicas;
    const start = Date.now();
    expect(await admitEtaRefresh(a.config, 9, new Date(start))).toBe(true);
    expect(await admitEtaRefresh(b.config, 9, new Date(start + 1000))).toBe(false);
    // With the key gone from Redis, only what b remembers (held since `start`, for 60 s) can still refuse.
    const redis = new Redis(redisUrl);
    await redis.del(`dispatch:once:${installationKey(b.config, 'eta:9')}`);
    redis.disconnect();
    expect(await admitEtaRefresh(b.config, 9, new Date(start + 59_000))).toBe(false);
    expect(await admitEtaRefresh(b.config, 9, new Date(start + 60_000))).toBe(true);
    expect(await admitEtaRefresh(a.config, 9, new Date(start + 61_000))).toBe(false);
  });

  it('count a tracking link\'s reads on every replica against one budget per link', async () => {
    const [a, b] = replicas;
    const perToken = a.config.trackingLinks.perTokenPerMinute;
    // Aligned to the start of a clock minute, so every read falls in one window.
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1000);
    const token = randomUUID();
    for (let i = 0; i < perToken; i++) await takeTrackingRead(i % 2 ? a.config : b.config, token, `10.0.0.${i}`, minute);
    await expect(takeTrackingRead(a.config, token, '10.0.1.1', minute)).rejects.toThrow(TOO_MANY_TRACKING_READS);
    await expect(takeTrackingRead(b.config, token, '10.0.1.2', minute)).rejects.toThrow(TOO_MANY_TRACKING_READS);
    // Another link is not held back by it.
    await expect(takeTrackingRead(b.config, randomUUID(), '10.0.1.3', minute)).resolves.toBeUndefined();
  });
});
