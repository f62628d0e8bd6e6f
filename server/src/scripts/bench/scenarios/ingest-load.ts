import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Random } from '../../seed-large/random.js';
import { ukPlaces } from '../../seed-large/uk-places.js';
import { hammer, pace, type HttpRun } from '../http.js';
import { startServer, type ServerProcess } from '../server-process.js';
import { driverSessions, type Caller } from '../sessions.js';
import type { BenchContext } from '../types.js';

// The load of the ingest scenarios (ingest.ts): drivers posting positions, maps listening, the API processes.

const here = path.dirname(fileURLToPath(import.meta.url));
export const BATCH_SHARE = 0.2;
export const BATCH_SIZE = 20;
/** Untimed seconds of the paced load before its measured window (http.ts pace). */
export const WARMUP_SECONDS = 3;

/**
 * The untimed warm-up of an open loop: WARMUP_SECONDS, and at least two whole posting periods (and a second), so
 * the measured window finds a server that has been up: every driver's session verified and remembered, and the
 * backlog of the first period's lookups worked off. At 10,000 drivers posting every 4.8 s a 3 s warm-up left a third
 * of them to post for the first time in the measured window; one period (6 s) left the API's event loop 150-550 ms
 * behind (p50) for the window's first 5-8 s, working off the 10,000 session lookups of the first period.
 */
export const warmupSecondsFor = (drivers: number, postsPerSecond: number): number => Math.max(WARMUP_SECONDS, Math.ceil((2 * drivers) / postsPerSecond) + 1);
/** Positions a post carries on average: the scenario's mix of singles and batches. */
export const POSITIONS_PER_POST = 1 - BATCH_SHARE + BATCH_SHARE * BATCH_SIZE;

/**
 * A driver's posts: 80% one position (online), 20% a batch of 20 (back from a dead spot), every fifth
 * post a batch so a run carries exactly 4.8 positions a post; the newest position is `now`.
 */
export function poster(random: Random): (now?: number) => { lat: number; lon: number; at: Date }[] {
  let posts = 0;
  return (now = Date.now()) => {
    const p = random.pick(ukPlaces);
    const n = ++posts % Math.round(1 / BATCH_SHARE) === 0 ? BATCH_SIZE : 1;
    return Array.from({ length: n }, (_, i) => ({ lat: p.lat + random.between(-0.2, 0.2), lon: p.lon + random.between(-0.2, 0.2), at: new Date(now - (n - 1 - i) * 10_000) }));
  };
}

/** Starts the subscribers' worker and resolves once all of them are subscribed. */
function startSubscribers(url: string, token: string, count: number, supplierIds: number[]): Promise<{ reset(from: number): void; stop(): Promise<{ received: number; histogram: Uint32Array }> }> {
  const worker = new Worker(path.join(here, '../subscribers.worker.js'), { workerData: { url: url.replace(/^http/, 'ws') + '/graphql', token, count, supplierIds } });
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (msg: { type: string; message?: string }) => {
      if (msg.type === 'error') reject(new Error(`subscriber: ${msg.message}`));
      if (msg.type === 'ready') {
        resolve({
          reset: (from) => worker.postMessage({ type: 'reset', from }),
          stop: () =>
            new Promise((done) => {
              worker.on('message', (m: { type: string; received: number; histogram: Uint32Array }) => {
                if (m.type === 'done') void worker.terminate().then(() => done(m));
              });
              worker.postMessage({ type: 'stop' });
            }),
        });
      }
    });
  });
}

type Watchers = Awaited<ReturnType<typeof startSubscribers>>;

/** Maps spread over the instances the way a load balancer would (map i on instance i % n), heard as one set. */
async function startWatchers(urls: string[], token: string, count: number, supplierIds: number[]): Promise<Watchers> {
  const groups = await Promise.all(urls.map((url, i) => startSubscribers(url, token, Math.floor(count / urls.length) + (i < count % urls.length ? 1 : 0), supplierIds)));
  return {
    reset: (from) => groups.forEach((g) => g.reset(from)),
    async stop() {
      const heard = await Promise.all(groups.map((g) => g.stop()));
      const histogram = new Uint32Array(heard[0].histogram.length);
      for (const h of heard) h.histogram.forEach((n, ms) => (histogram[ms] += n));
      return { received: heard.reduce((sum, h) => sum + h.received, 0), histogram };
    },
  };
}

/** How many of `count` maps hear a supplier's post: all (whole map) or those watching it (map i watches supplierIds[i % n]). */
function watchersPerSupplier(count: number, supplierIds: number[]): (supplierId: number) => number {
  if (!supplierIds.length) return () => count;
  const per = new Map<number, number>();
  for (let i = 0; i < count; i++) per.set(supplierIds[i % supplierIds.length], (per.get(supplierIds[i % supplierIds.length]) ?? 0) + 1);
  return (supplierId) => per.get(supplierId) ?? 0;
}

/**
 * The API processes the drivers and maps use: the bench's own server, or with `--instances N` that many fresh
 * ones sharing the map's events through Redis (REDIS_URL), as docker-compose's replicas do.
 */
export async function apiInstances(ctx: BenchContext): Promise<{ servers: ServerProcess[]; stop(): Promise<void> }> {
  // autocannon (the closed loop) talks to one server: several instances only for the paced run.
  const n = ctx.size.ingestRate ? ctx.size.instances : 1;
  if (n <= 1) return { servers: [ctx.server], stop: async () => undefined };
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) throw new Error(`--instances ${n} needs REDIS_URL: the instances share the map's events through Redis`);
  const port = Number(new URL(ctx.server.url).port);
  const servers = await Promise.all(Array.from({ length: n }, (_, i) => startServer(ctx.databaseUrl, port + 1 + i, { REDIS_URL: redisUrl })));
  ctx.log(`    ${n} instances (pids ${servers.map((s) => s.pid).join(', ')}) sharing map events through Redis`);
  return { servers, stop: async () => void (await Promise.all(servers.map((s) => s.stop()))) };
}

/** The drivers, signed in, and the maps, subscribed on the instances (each to one of the drivers' suppliers with `--watch one`). */
export interface Audience {
  callers: Caller[];
  supplierIds: number[];
  watchOne: boolean;
  watchers: Watchers;
}

/** Signs the drivers in and subscribes the maps, before the clock starts. */
export async function gatherAudience(ctx: BenchContext, servers: ServerProcess[]): Promise<Audience> {
  const callers = await driverSessions(ctx.server.url, ctx.databaseUrl, ctx.size.drivers);
  const supplierIds = [...new Set(callers.map((c) => c.supplierId!))];
  const watchOne = ctx.size.watch === 'one';
  const watchers = await startWatchers(servers.map((s) => s.url), ctx.officeToken, ctx.size.subscribers, watchOne ? supplierIds : []);
  return { callers, supplierIds, watchOne, watchers };
}

/** Positions posted over the run, and the map events the posts of the measured window (from `from` on) should reach. */
export interface Tally {
  posted: number;
  expected: number;
  from: number;
}

/** What the posting gave: the POSTs' figures, the tally, its seconds, the API's peak memory and CPU and the bench's own CPU share. */
export interface Offered {
  posts: HttpRun;
  tally: Tally;
  seconds: number;
  peakRssMb: number;
  cpu: number[];
  benchShare: number;
}

/** Posts positions for the run's seconds, paced (`--ingestRate`) or as fast as answered, measuring the processes as it goes. */
export async function offerPosts(ctx: BenchContext, servers: ServerProcess[], audience: Audience, random: Random): Promise<Offered> {
  const positions = poster(random);
  // Nothing lost: every position posted is stored, and each map hears every post its filter lets through.
  const watching = watchersPerSupplier(ctx.size.subscribers, audience.watchOne ? audience.supplierIds : []);
  const tally: Tally = { posted: 0, expected: 0, from: Infinity };
  for (const server of servers) server.resetPeak();
  const cpuBefore = servers.map((server) => server.cpuSeconds());
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const bodyAt: PostBody = (at, supplierId) => {
    const list = positions(at).map((p) => ({ Latitude: p.lat, Longitude: p.lon, DateCreated: p.at.toISOString() }));
    tally.posted += list.length;
    if (at !== undefined && at >= tally.from) tally.expected += watching(supplierId!);
    return JSON.stringify(list.length === 1 ? list[0] : list);
  };
  const posts = ctx.size.ingestRate
    ? await pacedPosts(ctx, ctx.size.ingestRate, servers.map((s) => s.url), audience, tally, bodyAt)
    : await closedLoopPosts(ctx, audience.callers, bodyAt);
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = Math.max(...servers.map((server) => server.peakRssMb()));
  const cpu = servers.map((server, i) => server.cpuSeconds() - cpuBefore[i]);
  // The load generator (drivers and maps) shares the machine: its CPU tells whether it kept up.
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const benchShare = (benchCpu.user + benchCpu.system) / 1e6 / seconds;
  return { posts, tally, seconds, peakRssMb, cpu, benchShare };
}

/** A post's JSON body, taken at `at` (paced) or now, tallied for the driver's supplier. */
type PostBody = (at?: number, supplierId?: number) => string;

/** The open loop: `rate` posts a second spread over the drivers and instances, after an untimed warm-up. */
function pacedPosts(ctx: BenchContext, rate: number, urls: string[], { callers, watchers }: Audience, tally: Tally, bodyAt: PostBody) {
  return pace({
    url: urls,
    clients: ctx.size.drivers,
    perSecond: rate,
    seconds: ctx.size.ingestSeconds,
    timeoutSeconds: 30,
    warmPath: '/healthz',
    warmupSeconds: warmupSecondsFor(ctx.size.drivers, rate),
    onMeasuring: (from) => {
      tally.from = from;
      watchers.reset(from);
    },
    request: (client, at) => ({
      method: 'POST',
      path: '/api/SupplierLocations',
      headers: { 'content-type': 'application/json', token: callers[client % callers.length].token },
      body: bodyAt(at, callers[client % callers.length].supplierId),
    }),
  });
}

/** The closed loop: each autocannon connection a driver of its own, posting as fast as the server answers. */
function closedLoopPosts(ctx: BenchContext, callers: Caller[], bodyAt: PostBody) {
  let next = 0;
  return hammer({
    url: ctx.server.url,
    connections: ctx.size.drivers,
    seconds: ctx.size.ingestSeconds,
    timeoutSeconds: 30,
    tolerateErrors: true,
    requests: [
      {
        method: 'POST',
        path: '/api/SupplierLocations',
        setupRequest: (req, state) => {
          const context = state as { token?: string };
          context.token ??= callers[next++ % callers.length].token;
          return { ...req, headers: { ...req.headers, 'content-type': 'application/json', token: context.token }, body: bodyAt() };
        },
      },
    ],
  });
}
