import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Random } from '../../seed-large/random.js';
import { ukPlaces } from '../../seed-large/uk-places.js';
import { hammer, pace } from '../http.js';
import { startServer, type ServerProcess } from '../server-process.js';
import { driverSessions } from '../sessions.js';
import { loop, percentilesOfHistogram } from '../stats.js';
import type { Scenario, ScenarioResult } from '../types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const BATCH_SHARE = 0.2;
const BATCH_SIZE = 20;
/** Untimed seconds of the paced load before its measured window (http.ts pace). */
const WARMUP_SECONDS = 3;

/**
 * A driver's posts: 80% one position (online), 20% a batch of 20 (back from a dead spot), every fifth
 * post a batch so a run carries exactly 4.8 positions a post; the newest position is `now`.
 */
function poster(random: Random): (now?: number) => { lat: number; lon: number; at: Date }[] {
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

/**
 * The API processes the drivers and maps use: the bench's own server, or with `--instances N` that many fresh
 * ones sharing the map's events through Redis (REDIS_URL), as docker-compose's replicas do.
 */
async function apiInstances(ctx: Parameters<Scenario['run']>[0]): Promise<{ servers: ServerProcess[]; stop(): Promise<void> }> {
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

/** (b) Drivers posting positions over REST while office users watch the map over graphql-ws. */
export const ingestScenario: Scenario = {
  id: 'ingest',
  title: 'Location ingest with live map subscribers',
  needsServer: true,
  freshServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const { drivers, subscribers, ingestSeconds } = ctx.size;
    const db = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10 });
    let before: string | undefined;
    const instances = await apiInstances(ctx);
    const { servers } = instances;
    const urls = servers.map((s) => s.url);
    try {
      const callers = await driverSessions(ctx.server.url, ctx.databaseUrl, drivers);
      const supplierIds = [...new Set(callers.map((c) => c.supplierId!))];
      const watchOne = ctx.size.watch === 'one';
      const watchers = await startWatchers(urls, ctx.officeToken, subscribers, watchOne ? supplierIds : []);
      before = (await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from supplier_location')).rows[0].id;
      const random = new Random(5);
      const positions = poster(random);
      let next = 0;
      // Nothing lost: every position posted is stored, and each map hears every post its filter lets through.
      const watching = watchersPerSupplier(subscribers, watchOne ? supplierIds : []);
      const tally = { posted: 0, expected: 0, from: Infinity };
      for (const server of servers) server.resetPeak();
      const cpuBefore = servers.map((server) => server.cpuSeconds());
      const benchCpuBefore = process.cpuUsage();
      const started = performance.now();
      const bodyAt = (at?: number, supplierId?: number) => {
        const list = positions(at).map((p) => ({ Latitude: p.lat, Longitude: p.lon, DateCreated: p.at.toISOString() }));
        tally.posted += list.length;
        if (at !== undefined && at >= tally.from) tally.expected += watching(supplierId!);
        return JSON.stringify(list.length === 1 ? list[0] : list);
      };
      const posts = ctx.size.ingestRate
        ? await pace({
          url: urls,
          clients: drivers,
          perSecond: ctx.size.ingestRate,
          seconds: ingestSeconds,
          timeoutSeconds: 30,
          warmPath: '/healthz',
          warmupSeconds: WARMUP_SECONDS,
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
        })
        : await hammer({
          url: ctx.server.url,
          connections: drivers,
          seconds: ingestSeconds,
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
      const seconds = (performance.now() - started) / 1000;
      const peakRssMb = Math.max(...servers.map((server) => server.peakRssMb()));
      const cpu = servers.map((server, i) => server.cpuSeconds() - cpuBefore[i]);
      // The load generator (drivers and maps) shares the machine: its CPU tells whether it kept up.
      const benchCpu = process.cpuUsage(benchCpuBefore);
      const benchShare = (benchCpu.user + benchCpu.system) / 1e6 / seconds;
      const heard = await watchers.stop();
      // Paced: the positions the server received in the measured window; closed loop: all of the run's.
      const stored = Number((await db.query(
        'select count(*) from supplier_location where id > $1 and received_at >= $2 and received_at < $3',
        [before, new Date(posts.window?.from ?? 0), new Date(posts.window?.to ?? 8.64e15)],
      )).rows[0].count);
      const storedAll = Number((await db.query('select count(*) from supplier_location where id > $1', [before])).rows[0].count);
      const storedSeconds = posts.window ? (posts.window.to - posts.window.from) / 1000 : seconds;
      const delivered = percentilesOfHistogram(heard.histogram);
      ctx.log(`    ${stored.toLocaleString('en-GB')} locations in ${storedSeconds.toFixed(1)} s = ${Math.round(stored / storedSeconds)}/s; ${Math.round(posts.perSecond)} posts/s; ${heard.received.toLocaleString('en-GB')} events heard, p99 ${delivered.p99} ms`);

      // Floor: the same mix of rows as plain multi-row INSERTs through pg, on a pool as big as the app's.
      const floorBefore = (await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from supplier_location')).rows[0].id;
      const floorPositions = poster(random);
      const floor = await loop(10, ingestSeconds, async (worker) => {
        const list = floorPositions();
        const values = list.flatMap((p) => [supplierIds[worker % supplierIds.length], p.lat, p.lon, p.at]);
        const tuples = list.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, now())`);
        await db.query(`insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at) values ${tuples.join(', ')}`, values);
      });
      const floorRows = Number((await db.query('select count(*) from supplier_location where id > $1', [floorBefore])).rows[0].count);
      const floorPerSecond = floorRows / ingestSeconds;

      const perSecond = stored / storedSeconds;
      // Paced: the events the maps' filters let through for the posts of the window, counted post by post.
      const expected = ctx.size.ingestRate ? tally.expected : posts.latency.count * subscribers;
      const lost = tally.posted !== storedAll || heard.received < expected;
      const goal = ctx.size.ingestRate ? Math.round((ctx.size.ingestRate * POSITIONS_PER_POST) / 1000) * 1000 : 5000;
      const cpuShare = cpu.reduce((a, b) => a + b, 0) / seconds;
      return {
        id: this.id,
        title: `${this.title} (${drivers} drivers, ${subscribers} subscribers${watchOne ? ' on one supplier each' : ''}${ctx.size.ingestRate ? `, open loop at ${ctx.size.ingestRate} posts/s` : ''}${servers.length > 1 ? `, ${servers.length} API instances` : ''})`,
        meaning: `${drivers} drivers (${ctx.size.ingestRate ? 'each its own connection and session' : 'autocannon connections, each its own session'}) post ${ctx.size.ingestRate ? `${ctx.size.ingestRate} times a second between them (open loop: each driver every ${(drivers / ctx.size.ingestRate).toFixed(2)} s on its own keep-alive connection, the drivers' phases spread evenly; latency counts from each post's scheduled time, which is also its newest position's timestamp)` : 'as fast as the server answers (closed loop: the POST latency is then about drivers / posts per second)'} for ${ctx.size.ingestRate ? `${WARMUP_SECONDS} s of warm-up (not timed or counted) and then ` : ''}${ingestSeconds} s: ${100 - BATCH_SHARE * 100}% one position, ${BATCH_SHARE * 100}% a batch of ${BATCH_SIZE}. Throughput = positions stored per second (counted in the table afterwards); the POST row's latency is the HTTP round trip. Meanwhile ${subscribers} graphql-ws clients (office maps, ${watchOne ? 'each filtered to one supplier, round-robin' : 'no filter'}) subscribe to the batched supplierLocationsChanged (a batch every map tick); their row is the time from the poster's timestamp to the position's arrival and the positions delivered per second; events are heard until 2 s after the last post is answered, and the note sets them beside the events the maps' filters let through for the posts of the window, and the positions posted over the whole run beside the rows stored. ${servers.length > 1 ? ` Drivers and maps are spread over ${servers.length} API processes (driver or map i on instance i % ${servers.length}, as a load balancer would), which share the map's events through Redis as docker-compose's replicas do.` : ''} "Server CPU" is what the API process${servers.length > 1 ? 'es' : ''} used over the run, warm-up included, as a share of one core; "load generator" the bench process's own (drivers and maps). The floor inserts the same mix of rows with plain multi-row INSERTs on 10 pg connections; ratio = floor locations/s / app locations/s. Rows written by the run are deleted afterwards.`,
        // The closed loop saturates the server on purpose: its latencies are queueing, so it answers for capacity only,
        // and the p99 part of the target is judged at the target's rate (ingest-at-target).
        ...(ctx.size.ingestRate
          ? { target: `>= ${goal.toLocaleString('en-GB')} locations/s, post -> subscriber p99 < 100 ms, posted = stored = heard`, met: perSecond >= goal && delivered.p99 < 100 && !lost }
          : { target: '>= 5,000 locations/s (capacity; the p99 is judged at 5,000/s, next scenario)', met: perSecond >= 5000 }),
        rows: [
          { variant: `REST POST /api/SupplierLocations (${drivers} drivers)`, latency: posts.latency, throughput: perSecond, unit: 'locations/s', peakRssMb, ratio: floorPerSecond / perSecond, note: `${Math.round(posts.perSecond)} posts/s; server CPU ${cpu.map((c) => `${Math.round((100 * c) / seconds)}%`).join(' + ')} of a core, load generator ${Math.round(100 * benchShare)}%${posts.errors || posts.non2xx ? `; ${posts.errors} errors/timeouts (30 s), ${posts.non2xx} non-2xx` : ''}` },
          { variant: `post -> subscriber (${subscribers} graphql-ws, ${watchOne ? 'each watching one supplier' : 'whole map'})`, latency: delivered, throughput: heard.received / (ctx.size.ingestRate ? posts.latency.count / posts.perSecond : seconds), unit: 'events/s', note: `${heard.received.toLocaleString('en-GB')} of ${expected.toLocaleString('en-GB')} events for the posts answered in the window; ${tally.posted.toLocaleString('en-GB')} positions posted, ${storedAll.toLocaleString('en-GB')} stored` },
          { variant: 'floor: raw INSERT via pg (10 conns)', latency: floor.latency, throughput: floorPerSecond, unit: 'locations/s' },
        ],
        metrics: { locationsPerSecond: perSecond, postP50: posts.latency.p50, postP99: posts.latency.p99, deliveredP50: delivered.p50, deliveredP99: delivered.p99, cpuShare, benchShare, floorPerSecond, posted: tally.posted, stored: storedAll, heard: heard.received, expected },
      };
    } finally {
      await instances.stop();
      // Leave the benchmark database as the seed made it, even when the run failed.
      if (before !== undefined) await db.query('delete from supplier_location where id > $1', [before]);
      await db.query(`delete from session where device_uuid like 'bench-%'`);
      // The run's 1,000 sessions and its pin moves leave dead rows that the next scenario's session checks would read past.
      await db.query('vacuum (analyze) session, supplier_last_location');
      await db.end();
    }
  },
};

/** Positions a post carries on average: the scenario's mix of singles and batches. */
const POSITIONS_PER_POST = 1 - BATCH_SHARE + BATCH_SHARE * BATCH_SIZE;

/** Posts a second that carry `locations` positions a second with the scenario's mix of singles and batches. */
export const postsForLocations = (locations: number) => Math.round(locations / POSITIONS_PER_POST);

/** How many of `count` maps hear a supplier's post: all (whole map) or those watching it (map i watches supplierIds[i % n]). */
function watchersPerSupplier(count: number, supplierIds: number[]): (supplierId: number) => number {
  if (!supplierIds.length) return () => count;
  const per = new Map<number, number>();
  for (let i = 0; i < count; i++) per.set(supplierIds[i % supplierIds.length], (per.get(supplierIds[i % supplierIds.length]) ?? 0) + 1);
  return (supplierId) => per.get(supplierId) ?? 0;
}

/**
 * (b') The same load offered at the target rate (5,000 positions a second, open loop), so the post ->
 * subscriber latency is measured at the rate the target names rather than at saturation, where a closed
 * loop of 1,000 drivers queues each post behind the others. `--ingestRate` overrides the rate.
 */
export const ingestAtTargetScenario: Scenario = {
  ...ingestScenario,
  id: 'ingest-at-target',
  run: (ctx) => ingestScenario.run({ ...ctx, size: { ...ctx.size, ingestRate: ctx.size.ingestRate || postsForLocations(5000) } }),
};
