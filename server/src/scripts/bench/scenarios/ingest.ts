import pg from 'pg';
import { Random } from '../../seed-large/random.js';
import type { ServerProcess } from '../server-process.js';
import { loop, percentilesOfHistogram, type Latency } from '../stats.js';
import type { BenchContext, Scenario, ScenarioResult } from '../types.js';
import { apiInstances, BATCH_SHARE, BATCH_SIZE, gatherAudience, offerPosts, POSITIONS_PER_POST, poster, warmupSecondsFor, type Audience, type Offered } from './ingest-load.js';

/** (b) Drivers posting positions over REST while office users watch the map over graphql-ws. */
export const ingestScenario: Scenario = {
  id: 'ingest',
  title: 'Location ingest with live map subscribers',
  needsServer: true,
  freshServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const db = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10 });
    let before: string | undefined;
    const instances = await apiInstances(ctx);
    const { servers } = instances;
    try {
      const audience = await gatherAudience(ctx, servers);
      before = await newestLocationId(db);
      const random = new Random(5);
      const offered = await offerPosts(ctx, servers, audience, random);
      const heard = await audience.watchers.stop();
      const stored = await countStored(db, before, offered);
      const delivered = percentilesOfHistogram(heard.histogram);
      ctx.log(`    ${stored.inWindow.toLocaleString('en-GB')} locations in ${stored.seconds.toFixed(1)} s = ${Math.round(stored.inWindow / stored.seconds)}/s; ${Math.round(offered.posts.perSecond)} posts/s; ${heard.received.toLocaleString('en-GB')} events heard, p99 ${delivered.p99} ms`);
      const floor = await insertFloor(db, random, audience.supplierIds, ctx.size.ingestSeconds);
      return ingestResult(this, ctx, { servers, audience, offered, heard, stored, delivered, floor });
    } finally {
      await instances.stop();
      await cleanUp(db, before);
    }
  },
};

/** Posts a second that carry `locations` positions a second with the scenario's mix of singles and batches. */
export const postsForLocations = (locations: number) => Math.round(locations / POSITIONS_PER_POST);

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

/** The newest stored position's id: what the run adds comes after it. */
async function newestLocationId(db: pg.Pool): Promise<string> {
  return (await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from supplier_location')).rows[0].id;
}

/** The positions the run stored: in the measured window (over `seconds`), and over the whole run. */
interface Stored {
  inWindow: number;
  all: number;
  seconds: number;
}

/** Paced: the positions the server received in the measured window; closed loop: all of the run's. */
async function countStored(db: pg.Pool, before: string, { posts, seconds }: Offered): Promise<Stored> {
  const inWindow = Number((await db.query(
    'select count(*) from supplier_location where id > $1 and received_at >= $2 and received_at < $3',
    [before, new Date(posts.window?.from ?? 0), new Date(posts.window?.to ?? 8.64e15)],
  )).rows[0].count);
  const all = Number((await db.query('select count(*) from supplier_location where id > $1', [before])).rows[0].count);
  return { inWindow, all, seconds: posts.window ? (posts.window.to - posts.window.from) / 1000 : seconds };
}

/** Floor: the same mix of rows as plain multi-row INSERTs through pg, on a pool as big as the app's. */
async function insertFloor(db: pg.Pool, random: Random, supplierIds: number[], seconds: number): Promise<{ latency: Latency; perSecond: number }> {
  const floorBefore = await newestLocationId(db);
  const floorPositions = poster(random);
  const floor = await loop(10, seconds, async (worker) => {
    const list = floorPositions();
    const values = list.flatMap((p) => [supplierIds[worker % supplierIds.length], p.lat, p.lon, p.at]);
    const tuples = list.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, now())`);
    await db.query(`insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at) values ${tuples.join(', ')}`, values);
  });
  const floorRows = Number((await db.query('select count(*) from supplier_location where id > $1', [floorBefore])).rows[0].count);
  return { latency: floor.latency, perSecond: floorRows / seconds };
}

/** Everything one ingest run measured. */
interface Measured {
  servers: ServerProcess[];
  audience: Audience;
  offered: Offered;
  heard: { received: number };
  stored: Stored;
  delivered: Latency;
  floor: { latency: Latency; perSecond: number };
}

/** The run's three rows (posts, events heard, the floor), its target and the figures the growth curves read. */
function ingestResult(scenario: { id: string; title: string }, ctx: BenchContext, m: Measured): ScenarioResult {
  const { drivers, subscribers, ingestRate } = ctx.size;
  const { posts, tally, seconds, peakRssMb, cpu, benchShare } = m.offered;
  const { heard, delivered, floor, servers } = m;
  const { watchOne } = m.audience;
  const perSecond = m.stored.inWindow / m.stored.seconds;
  // Paced: the events the maps' filters let through for the posts of the window, counted post by post.
  const expected = ingestRate ? tally.expected : posts.latency.count * subscribers;
  const lost = tally.posted !== m.stored.all || heard.received < expected;
  const goal = ingestRate ? Math.round((ingestRate * POSITIONS_PER_POST) / 1000) * 1000 : 5000;
  const cpuShare = cpu.reduce((a, b) => a + b, 0) / seconds;
  return {
    id: scenario.id,
    title: `${scenario.title} (${drivers} drivers, ${subscribers} subscribers${watchOne ? ' on one supplier each' : ''}${ingestRate ? `, open loop at ${ingestRate} posts/s` : ''}${servers.length > 1 ? `, ${servers.length} API instances` : ''})`,
    meaning: ingestMeaning(ctx, watchOne, servers.length),
    // The closed loop saturates the server on purpose: its latencies are queueing, so it answers for capacity only,
    // and the p99 part of the target is judged at the target's rate (ingest-at-target).
    ...(ingestRate
      ? { target: `>= ${goal.toLocaleString('en-GB')} locations/s, post -> subscriber p99 < 100 ms, posted = stored = heard`, met: perSecond >= goal && delivered.p99 < 100 && !lost }
      : { target: '>= 5,000 locations/s (capacity; the p99 is judged at 5,000/s, next scenario)', met: perSecond >= 5000 }),
    rows: [
      { variant: `REST POST /api/SupplierLocations (${drivers} drivers)`, latency: posts.latency, throughput: perSecond, unit: 'locations/s', peakRssMb, ratio: floor.perSecond / perSecond, note: `${Math.round(posts.perSecond)} posts/s; server CPU ${cpu.map((c) => `${Math.round((100 * c) / seconds)}%`).join(' + ')} of a core, load generator ${Math.round(100 * benchShare)}%${posts.errors || posts.non2xx ? `; ${posts.errors} errors/timeouts (30 s), ${posts.non2xx} non-2xx` : ''}` },
      { variant: `post -> subscriber (${subscribers} graphql-ws, ${watchOne ? 'each watching one supplier' : 'whole map'})`, latency: delivered, throughput: heard.received / (ingestRate ? posts.latency.count / posts.perSecond : seconds), unit: 'events/s', note: `${heard.received.toLocaleString('en-GB')} of ${expected.toLocaleString('en-GB')} events for the posts answered in the window; ${tally.posted.toLocaleString('en-GB')} positions posted, ${m.stored.all.toLocaleString('en-GB')} stored` },
      { variant: 'floor: raw INSERT via pg (10 conns)', latency: floor.latency, throughput: floor.perSecond, unit: 'locations/s' },
    ],
    metrics: { locationsPerSecond: perSecond, postP50: posts.latency.p50, postP99: posts.latency.p99, deliveredP50: delivered.p50, deliveredP99: delivered.p99, cpuShare, benchShare, floorPerSecond: floor.perSecond, posted: tally.posted, stored: m.stored.all, heard: heard.received, expected },
  };
}

/** What the figures mean, for results.md: the load offered, what is counted and how, and the floor. */
function ingestMeaning(ctx: BenchContext, watchOne: boolean, instances: number): string {
  const { drivers, subscribers, ingestRate, ingestSeconds } = ctx.size;
  return `${drivers} drivers (${ingestRate ? 'each its own connection and session' : 'autocannon connections, each its own session'}) post ${ingestRate ? `${ingestRate} times a second between them (open loop: each driver every ${(drivers / ingestRate).toFixed(2)} s on its own keep-alive connection, the drivers' phases spread evenly; latency counts from each post's scheduled time, which is also its newest position's timestamp)` : 'as fast as the server answers (closed loop: the POST latency is then about drivers / posts per second)'} for ${ingestRate ? `${warmupSecondsFor(drivers, ingestRate)} s of warm-up (not timed or counted: every driver posts twice: its session is verified, and the first posts' session lookups are worked off) and then ` : ''}${ingestSeconds} s: ${100 - BATCH_SHARE * 100}% one position, ${BATCH_SHARE * 100}% a batch of ${BATCH_SIZE}. Throughput = positions stored per second (counted in the table afterwards); the POST row's latency is the HTTP round trip. Meanwhile ${subscribers} graphql-ws clients (office maps, ${watchOne ? 'each filtered to one supplier, round-robin' : 'no filter'}) subscribe to the batched supplierLocationsChanged (a batch every map tick); their row is the time from the poster's timestamp to the position's arrival and the positions delivered per second; events are heard until 2 s after the last post is answered, and the note sets them beside the events the maps' filters let through for the posts of the window, and the positions posted over the whole run beside the rows stored. ${instances > 1 ? ` Drivers and maps are spread over ${instances} API processes (driver or map i on instance i % ${instances}, as a load balancer would), which share the map's events through Redis as docker-compose's replicas do.` : ''} "Server CPU" is what the API process${instances > 1 ? 'es' : ''} used over the run, warm-up included, as a share of one core; "load generator" the bench process's own (drivers and maps). The floor inserts the same mix of rows with plain multi-row INSERTs on 10 pg connections; ratio = floor locations/s / app locations/s. Rows written by the run are deleted afterwards.`;
}

/** Leaves the benchmark database as the seed made it, even when the run failed. */
async function cleanUp(db: pg.Pool, before: string | undefined): Promise<void> {
  if (before !== undefined) await db.query('delete from supplier_location where id > $1', [before]);
  await db.query(`delete from session where device_uuid like 'bench-%'`);
  // The run's 1,000 sessions and its pin moves leave dead rows that the next scenario's session checks would read past.
  await db.query('vacuum (analyze) session, supplier_last_location');
  await db.end();
}
