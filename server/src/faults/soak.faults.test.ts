import { writeHeapSnapshot } from 'node:v8';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { arrangeBooking, bookingBody, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { UserRole } from '../modules/users/user.entity.js';
import { createRedisPubSub } from '../realtime/pubsub.js';
import { buildSupplier, buildVehicle } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { heapAfterGcMb, slopeMbPerMinute } from '../test/heap.js';
import { listen, secondInstance, type Instance } from '../test/instances.js';
import { signedIn } from '../test/sessions.js';

// Issue 10 item 7 (soak): two instances on one PostgreSQL and Redis under a steady mix of bookings,
// location posts, searches and GraphQL reads for SOAK_SECONDS (run: SOAK_SECONDS=120 npm run test:faults
// -- soak.faults). No 5xx, no lost rows, every location reaches a subscriber on the other instance in order,
// the database connections stay flat, and memory is bounded: both instances run in this process, so its
// heap after a forced full GC is sampled through the run; after a warm-up (a quarter of the run, at most
// 2 minutes) the post-GC heap after the load may exceed the post-GC baseline by less than HEAP_BOUND_MB.
// SOAK_HEAP_SNAPSHOTS=dir writes heap snapshots at the baseline and at the end, to diff in DevTools (each
// pauses the process for seconds: latencies of such a run mean nothing).
// Skipped unless SOAK_SECONDS and REDIS_URL are set.

const SECONDS = Number(process.env.SOAK_SECONDS ?? 0);
const REDIS_URL = process.env.REDIS_URL;
const SNAPSHOTS = process.env.SOAK_HEAP_SNAPSHOTS;
/** Growth allowed over the measured part of the run: caches that fill up and stop; not a per-request leak. */
const HEAP_BOUND_MB = 32;

// describe.each([]) is an error in Jest, so a skipped soak is a skipped describe.
const soakOrSkip = SECONDS > 0 && REDIS_URL ? describe : describe.skip;

soakOrSkip(`soak for ${SECONDS} s: two instances, mixed load (issue 10 item 7)`, () => {
  const seconds = SECONDS;
  let a: TestApp;
  let b: Instance;
  let booking: Booking;
  const ports: number[] = [];

  beforeAll(async () => {
    a = await startTestApp({}, createRedisPubSub(REDIS_URL!, () => undefined));
    ports.push(await listen(a.app));
    b = await secondInstance(a.databaseUrl, createRedisPubSub(REDIS_URL!, () => undefined));
    ports.push(b.port);
    booking = await arrangeBooking(a.orm);
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await a?.pubsub.close();
  });

  it('serves without a 5xx, loses no rows and keeps database connections and the post-GC heap flat', async () => {
    const supplier = await buildSupplier(a.orm);
    await buildVehicle(a.orm, supplier.id, booking.vehicleTypeId);
    const driver = await signedIn(a, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const load = countingCaller(ports);
    const subscriber = subscribeToLocations(b.port, booking.office.token, supplier);
    await new Promise((r) => setTimeout(r, 500));
    const connections = async () => (await a.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database()`))[0].n;
    const connectionsBefore = await connections();
    const heapBefore = heapAfterGcMb();

    const started = Date.now();
    const deadline = started + seconds * 1000;
    const heap = sampleHeapUntil(started, deadline, seconds);
    const [{ posted, booked }] = await Promise.all([mixedLoad(load.call, deadline, driver.token, booking), heap.sampling]);
    heap.samples.push({ at: Math.round((Date.now() - started) / 1000), mb: heapAfterGcMb() });
    heap.snapshot('end');

    const { received } = subscriber;
    const all = () => received.length >= posted.length;
    for (let i = 0; i < 100 && !all(); i++) await new Promise((r) => setTimeout(r, 100));
    await subscriber.client.dispose();
    const sql = <T>(q: string, p: unknown[]) => a.orm.em.getConnection().execute<T[]>(q, p);
    const [{ locations }] = await sql<{ locations: number }>(`select count(*)::int as locations from supplier_location where supplier_id = ?`, [supplier.id]);
    const [{ consignments }] = await sql<{ consignments: number }>(`select count(*)::int as consignments from consignment where customer_id = ?`, [booking.customer.id]);
    const { latencies, statuses } = load;
    latencies.sort((x, y) => x - y);
    const summary = {
      requests: latencies.length, perSecond: Math.round(latencies.length / seconds), p50: Math.round(latencies[Math.floor(latencies.length / 2)]),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]), statuses: Object.fromEntries(statuses), posted: posted.length, received: received.length,
      booked, stored: { locations, consignments }, connections: [connectionsBefore, await connections()], heap: heapSummary(heapBefore, heap.samples),
    };
    process.stderr.write(`soak: ${JSON.stringify(summary)}\n`);
    expect([...statuses.keys()].filter((k) => typeof k !== 'number' || k >= 500)).toEqual([]);
    expect(received).toEqual(posted);
    expect(locations).toBe(posted.length);
    expect(consignments).toBe(booked);
    expect(await connections()).toBeLessThanOrEqual(connectionsBefore + 20);
    expect(summary.heap.growthMb).toBeLessThan(HEAP_BOUND_MB);
  }, (SECONDS + 120) * 1000);
});

/** Calls the two instances in turn, counting each answer's status (or network error) and timing it. */
function countingCaller(ports: number[]) {
  const statuses = new Map<number | string, number>();
  const latencies: number[] = [];
  let n = 0;
  const call = async (path: string, token: string, body?: unknown): Promise<Response | undefined> => {
    const started = performance.now();
    const port = ports[n++ % 2];
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: body === undefined ? 'GET' : 'POST', headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((err: Error) => err);
    latencies.push(performance.now() - started);
    const key = res instanceof Error ? res.message : res.status;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (!(res instanceof Error)) await res.arrayBuffer();
    return res instanceof Error ? undefined : res;
  };
  return { call, statuses, latencies };
}

/** An office subscriber on one instance, keeping the latitudes of the supplier's positions in the order they arrive. */
function subscribeToLocations(port: number, token: string, supplier: { id: number; name: string }) {
  const received: number[] = [];
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
  client.subscribe<{ supplierLocationChanged: { latitude: number; supplierName: string } }>(
    { query: `subscription { supplierLocationChanged(filter: { supplierId: ${supplier.id} }) { latitude supplierName } }` },
    { next: (e) => { if (e.data?.supplierLocationChanged.supplierName === supplier.name) received.push(e.data.supplierLocationChanged.latitude); }, error: () => undefined, complete: () => undefined },
  );
  return { client, received };
}

/** Post-GC heap samples from the end of the warm-up on, every `every` seconds, until the deadline. */
function sampleHeapUntil(started: number, deadline: number, seconds: number) {
  const warmUp = Math.min(seconds / 4, 120);
  const every = Math.min(Math.max(seconds / 40, 5), 30);
  const samples: { at: number; mb: number }[] = [];
  const snapshot = (name: string) => SNAPSHOTS && writeHeapSnapshot(path.join(SNAPSHOTS, `soak-${name}.heapsnapshot`));
  const sampling = (async () => {
    for (let at = warmUp; started + at * 1000 < deadline; at += every) {
      await new Promise((r) => setTimeout(r, Math.max(0, started + at * 1000 - Date.now())));
      samples.push({ at: Math.round((Date.now() - started) / 1000), mb: heapAfterGcMb() });
      if (samples.length === 1) snapshot('baseline');
    }
  })();
  return { samples, snapshot, sampling };
}

/** Location posts, bookings, searches and GraphQL reads side by side until the deadline; what was posted and booked. */
async function mixedLoad(call: ReturnType<typeof countingCaller>['call'], deadline: number, driverToken: string, booking: Booking) {
  const posted: number[] = [];
  let booked = 0;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = `${day(-30)}/${day(300)}`;
  const loop = (work: (i: number) => Promise<void>) => (async () => { for (let i = 0; Date.now() < deadline; i++) await work(i); })();
  await Promise.all([
    loop(async (i) => {
      const latitude = 50 + i / 100_000;
      if ((await call('/api/SupplierLocations', driverToken, { Latitude: latitude, Longitude: -1 }))?.status === 200) posted.push(latitude);
    }),
    loop(async () => {
      if ((await call('/api/Consignments', booking.customer.token, bookingBody(booking, { IsQuote: false })))?.status === 201) booked += 1;
    }),
    loop(async (i) => { await call(i % 2 ? `/api/Consignments/${range}/Search?customerName=Customer` : `/api/Manifests/${range}/Search`, booking.office.token); }),
    loop(async () => { await call('/graphql', booking.customer.token, { query: '{ currentUser { id } consignmentTypes { id } }' }); }),
  ]);
  return { posted, booked };
}

/** The post-GC heap figures in MB: before the load, baseline after the warm-up, end, peak, growth and slope. */
function heapSummary(before: number, samples: { at: number; mb: number }[]) {
  const mb = (n: number) => Math.round(n * 10) / 10;
  // Samples taken under load may catch a large answer in flight (the searches grow with the bookings):
  // the baseline is the lowest of the first three; the end is taken after the load, with nothing in flight.
  const baseline = Math.min(...samples.slice(0, 3).map((p) => p.mb));
  const end = samples[samples.length - 1].mb;
  return {
    beforeLoadMb: mb(before), baselineMb: mb(baseline), warmUpS: samples[0].at, endMb: mb(end), peakMb: mb(Math.max(...samples.map((p) => p.mb))),
    growthMb: mb(end - baseline), slopeMbPerMin: Math.round(slopeMbPerMinute(samples) * 100) / 100, trace: samples.map((p) => Math.round(p.mb)),
  };
}
