import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { Topic } from '../../realtime/topics.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

// Every position may refresh (the once-a-minute gate is eta.gate.test.ts, on an injected clock).
let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp({ eta: { refreshMs: 0, serviceMinutes: 10, lateToleranceMinutes: 15 } });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const SHOREDITCH = { Latitude: 51.5246, Longitude: -0.0786 };
const BRIGHTON = { Latitude: 50.8225, Longitude: -0.1372 };
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

/** A driver whose manifest for today (collection in Shoreditch, delivery in Wimbledon) has been sent to it. */
async function runUnderWay() {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
  const { token } = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const c = await book(t, b, b.office.token);
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: supplier.id })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, b.office.token, { Version: a.Version });
  await sql('update manifest set start_date_time = ? where id = ?', [new Date(), m.Id]);
  await sql('update consignment_address set scheduled_start_date_and_time = ?, scheduled_start_to_date_and_time = null where id = ?', [minutesFromNow(10), c.stopIds[0]]);
  await sql('update consignment_address set scheduled_start_date_and_time = ?, scheduled_start_to_date_and_time = ? where id = ?', [minutesFromNow(60), minutesFromNow(300), c.stopIds[1]]);
  const position = (p: object) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token }, payload: p });
  return { token, manifestId: m.Id as number, collection: c.stopIds[0], delivery: c.stopIds[1], position };
}

async function stopsOf(ids: number[]) {
  const rows = await sql<{ id: number; eta: string | null; is_late: boolean }>('select id, eta, is_late from consignment_address where id in (?) order by id', [ids]);
  return rows.map((r) => ({ ...r, eta: r.eta === null ? null : new Date(r.eta) }));
}

/** The next event on a topic that passes the test; subscribe before acting. */
function nextEvent<T>(topic: string, test: (payload: T) => boolean): Promise<T> {
  const iterator = t.pubsub.subscribe(topic)[Symbol.asyncIterator]();
  return (async () => {
    for (;;) {
      const { value } = await iterator.next();
      if (test(value as T)) {
        await iterator.return?.();
        return value as T;
      }
    }
  })();
}

describe('live ETAs per stop (issue 25 item 1)', () => {
  it('are worked out from the vehicle\'s position, stored on the stops and published as positions arrive', async () => {
    const run = await runUnderWay();
    const published = nextEvent<{ consignmentAddressId: number; eta: string }>(Topic.StopEta, (p) => p.consignmentAddressId === run.delivery);
    const r0 = await run.position(SHOREDITCH);
    expect(r0.statusCode).toBe(200);
    const [collection, delivery] = await stopsOf([run.collection, run.delivery]);
    // At the collection now; the delivery after 10 minutes there and the drive to Wimbledon (about 21 minutes offline).
    expect(Math.abs(collection.eta!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(delivery.eta!.getTime()).toBeGreaterThan(collection.eta!.getTime() + 25 * 60_000);
    expect((await published).eta).toBe(delivery.eta!.toISOString());

    await run.position(BRIGHTON);
    const [farCollection, farDelivery] = await stopsOf([run.collection, run.delivery]);
    expect(farCollection.eta!.getTime()).toBeGreaterThan(collection.eta!.getTime() + 60 * 60_000);
    expect(farDelivery.eta!.getTime()).toBeGreaterThan(delivery.eta!.getTime() + 60 * 60_000);
  });

  it('moves on each progress step, and a completed stop\'s ETA is its completion time, shown in the manifest read', async () => {
    const run = await runUnderWay();
    await run.position(BRIGHTON);
    const [, before] = await stopsOf([run.collection, run.delivery]);
    const done = await call('POST', `/Driver/ConsignmentAddresses/${run.collection}/Progress`, run.token, { Step: 'Completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json().Eta).toBe(done.json().CompletionTime);
    const [, after] = await stopsOf([run.collection, run.delivery]);
    // No detour to Shoreditch any more: from Brighton straight to Wimbledon.
    expect(after.eta!.getTime()).toBeLessThan(before.eta!.getTime() - 30 * 60_000);
    const read = (await call('GET', `/Manifests/${run.manifestId}`, b.office.token)).json();
    const stops = read.ConsignmentAddresses ?? read.Stops ?? [];
    expect(JSON.stringify(stops)).toContain(after.eta!.toISOString());
  });
});

describe('late-running alerts (issue 25 item 2)', () => {
  it('flags a stop whose ETA passes the end of its window, publishes stop.late, and clears it the same way', async () => {
    const run = await runUnderWay();
    await sql('update consignment_address set scheduled_start_date_and_time = ?, scheduled_start_to_date_and_time = ? where id = ?', [minutesFromNow(-30), minutesFromNow(5), run.delivery]);
    const late = nextEvent<{ consignmentAddressId: number; isLate: boolean; event: string }>(Topic.StopLate, (p) => p.consignmentAddressId === run.delivery);
    await run.position(SHOREDITCH);
    expect(await late).toMatchObject({ event: 'stop.late', isLate: true });
    expect((await stopsOf([run.delivery]))[0].is_late).toBe(true);
    const read = await gql<{ manifest: { consignmentAddresses: { id: number; isLate: boolean; eta: string | null }[] } }>(t.app,
      'query($id: Int!) { manifest(id: $id) { consignmentAddresses { id isLate eta } } }', { id: run.manifestId }, b.office.token);
    expect(read.data?.manifest.consignmentAddresses.find((s) => s.id === run.delivery)).toMatchObject({ isLate: true, eta: expect.any(String) });

    await sql('update consignment_address set scheduled_start_to_date_and_time = ? where id = ?', [minutesFromNow(300), run.delivery]);
    const cleared = nextEvent<{ consignmentAddressId: number; isLate: boolean }>(Topic.StopLate, (p) => p.consignmentAddressId === run.delivery);
    await run.position(SHOREDITCH);
    expect(await cleared).toMatchObject({ isLate: false });
    expect((await stopsOf([run.delivery]))[0].is_late).toBe(false);
  });

  it('uses the scheduled time plus the tolerance when the stop has no window end', async () => {
    const run = await runUnderWay();
    await sql('update consignment_address set scheduled_start_date_and_time = ?, scheduled_start_to_date_and_time = null where id = ?', [minutesFromNow(0), run.delivery]);
    await run.position(SHOREDITCH);
    expect((await stopsOf([run.delivery]))[0].is_late).toBe(true);
    await sql('update consignment_address set scheduled_start_date_and_time = ? where id = ?', [minutesFromNow(30), run.delivery]);
    await run.position(SHOREDITCH);
    expect((await stopsOf([run.delivery]))[0].is_late).toBe(false);
  });
});

describe('ETAs after manifest edits (issue 25 item 2: behaviour.md "Recipients: live ETAs, late running, tracking links / Live ETAs")', () => {
  const save = async (manifestId: number, stopIds: number[]) => {
    const { Version } = (await call('GET', `/Manifests/${manifestId}`, b.office.token)).json();
    const res = await call('PUT', `/Manifests/${manifestId}`, b.office.token, { Manifest: { ...manifestBody(b, stopIds).Manifest, Version } });
    expect(res.statusCode).toBe(200);
  };

  it('move when stops are added, removed or reordered, with no new position; a removed stop loses its ETA', async () => {
    const run = await runUnderWay();
    await run.position(SHOREDITCH);
    const [, alone] = await stopsOf([run.collection, run.delivery]);
    const other = await book(t, b, b.office.token);
    // Two more stops before the delivery: 10 service minutes at each, so the delivery is expected about 20 minutes later.
    await save(run.manifestId, [run.collection, ...other.stopIds, run.delivery]);
    const [, behind] = await stopsOf([run.collection, run.delivery]);
    expect(behind.eta!.getTime() - alone.eta!.getTime()).toBeGreaterThanOrEqual(19 * 60_000);
    expect((await stopsOf(other.stopIds)).every((s) => s.eta !== null)).toBe(true);

    await save(run.manifestId, [run.collection, run.delivery, ...other.stopIds]);
    const [, first] = await stopsOf([run.collection, run.delivery]);
    expect(Math.abs(first.eta!.getTime() - alone.eta!.getTime())).toBeLessThan(2 * 60_000);

    await save(run.manifestId, [run.collection, run.delivery]);
    expect((await stopsOf(other.stopIds)).map((s) => s.eta)).toEqual([null, null]);
  });

  it('move when the manifest goes to another vehicle', async () => {
    const run = await runUnderWay();
    await run.position(SHOREDITCH);
    const [, near] = await stopsOf([run.collection, run.delivery]);
    const farAway = await buildSupplier(t.orm);
    await buildVehicle(t.orm, farAway.id, b.vehicleTypeId);
    await sql(`insert into supplier_last_location (supplier_id, latitude, longitude, recorded_at) values (?, ?, ?, now())
      on conflict (supplier_id) do update set latitude = excluded.latitude, longitude = excluded.longitude`, [farAway.id, BRIGHTON.Latitude, BRIGHTON.Longitude]);
    const { Version } = (await call('GET', `/Manifests/${run.manifestId}`, b.office.token)).json();
    expect((await call('PUT', `/Manifests/${run.manifestId}/AssignSupplier`, b.office.token, { SupplierId: farAway.id, Version })).statusCode).toBe(200);
    const [, far] = await stopsOf([run.collection, run.delivery]);
    expect(far.eta!.getTime()).toBeGreaterThan(near.eta!.getTime() + 60 * 60_000);
  });
});
