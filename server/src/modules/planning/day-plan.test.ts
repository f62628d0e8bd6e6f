import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { ACCEPT_MESSAGES } from './plan-accept.js';
import { PLAN_MESSAGES } from './day-plan.js';
import { RUN_ID_MESSAGE } from './planning.progress.js';
import { until } from '../../test/until.js';

let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
let suppliers: { id: number; name: string }[];
beforeAll(async () => {
  t = await startTestApp({ planning: { maxStops: 6, maxRuns: 5, maxSeconds: 3, optimiserUrl: undefined } });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
  suppliers = [];
  for (const name of ['Plan Vans A', 'Plan Vans B']) {
    const s = await buildSupplier(t.orm, { name });
    await buildVehicle(t.orm, s.id, b.vehicleTypeId);
    suppliers.push({ id: s.id, name });
  }
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);

/** A London date `days` ahead, so each test plans a day of its own. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

const place = (name: string, latitude: number, longitude: number, type: 'collection' | 'delivery', at: string) => ({
  ConsignmentAddressType: { Id: type === 'collection' ? b.collectionId : b.deliveryId },
  Address: { CompanyName: name, AddressLine1: `1 ${name} Road`, Town: 'London', Postcode: 'E1 6AN', CountryId: b.countryId, latitude, longitude },
  ScheduledStartDateAndTime: at,
  LoadDetails: [{ Quantity: 1, Description: 'Pallet' }],
});

/** Three consignments on `date`: two in east London, one in the west; each collected at 09:00, delivered at 12:00. */
async function seededDay(date: string) {
  const trips: [string, number, number, string, number, number][] = [
    ['Shoreditch', 51.5246, -0.0786, 'Stratford', 51.5416, -0.0034],
    ['Bow', 51.5273, -0.0208, 'Poplar', 51.5077, -0.0173],
    ['Ealing', 51.5130, -0.3089, 'Hounslow', 51.4678, -0.3614],
  ];
  const booked = [];
  for (const [from, la1, lo1, to, la2, lo2] of trips) {
    booked.push(await book(t, b, b.office.token, { ConsignmentAddresses: [place(from, la1, lo1, 'collection', `${date} 09:00:00`), place(to, la2, lo2, 'delivery', `${date} 12:00:00`)] }));
  }
  return booked;
}

const plan = (date: string, body: Record<string, unknown> = { SupplierIds: suppliers.map((s) => s.id), Seed: 1, BudgetSeconds: 1 }, token = b.office.token) =>
  call('POST', `/Planning/Days/${date}/Plan`, token, body);

type RestRun = { SupplierId: number | null; VehicleType: { Id: number }; ConsignmentAddresses: { Id: number; Version: number }[]; Miles: number; Minutes: number; Cost: number; Price: number; Margin: number };

describe('Plan the day (issue 23 item 4)', () => {
  it('proposes manifests that carry every free stop of the day once, each collection before its delivery on the same run, with figures', async () => {
    const date = dayAhead(3);
    const booked = await seededDay(date);
    const res = await plan(date);
    expect(res.statusCode).toBe(200);
    const p = res.json() as { Runs: RestRun[]; Unassigned: unknown[]; IsEstimate: boolean };
    expect(p.Unassigned).toEqual([]);
    const planned = p.Runs.flatMap((r) => r.ConsignmentAddresses.map((s) => s.Id));
    expect([...planned].sort()).toEqual(booked.flatMap((c) => c.stopIds).sort());
    for (const c of booked) {
      const run = p.Runs.find((r) => r.ConsignmentAddresses.some((s) => s.Id === c.stopIds[0]))!;
      const ids = run.ConsignmentAddresses.map((s) => s.Id);
      expect(ids.indexOf(c.stopIds[0])).toBeLessThan(ids.indexOf(c.stopIds[1]));
    }
    for (const run of p.Runs) {
      expect(suppliers.map((s) => s.id)).toContain(run.SupplierId);
      expect(run.VehicleType.Id).toBe(b.vehicleTypeId);
      expect(run.Miles).toBeGreaterThan(0);
      expect(run.Margin).toBeCloseTo(run.Price - run.Cost, 2);
    }
    // The east London pair shares a run: the west one is far away, so both suppliers work.
    const runOf = (stopId: number) => p.Runs.findIndex((r) => r.ConsignmentAddresses.some((s) => s.Id === stopId));
    expect(runOf(booked[0].stopIds[0])).toBe(runOf(booked[1].stopIds[0]));
    expect(runOf(booked[2].stopIds[0])).not.toBe(runOf(booked[0].stopIds[0]));
    expect(p.IsEstimate).toBe(true);

    // GraphQL answers the same plan for the same seed.
    const query = `mutation($input: PlanDayInput!) { planDay(input: $input) { runs { supplierId stops { id version } miles } unassigned { id reason } } }`;
    const g = await gql<{ planDay: { runs: { supplierId: number; stops: { id: number }[]; miles: number }[] } }>(t.app, query, { input: { date, supplierIds: suppliers.map((s) => s.id), unallocatedRuns: 0, budgetSeconds: 1, seed: 1 } }, b.office.token);
    expect(g.errors).toBeUndefined();
    expect(g.data!.planDay.runs.map((r) => r.stops.map((s) => s.id))).toEqual(p.Runs.map((r) => r.ConsignmentAddresses.map((s) => s.Id)));
  });

  it('accepting creates the manifests with their suppliers in plan order, and the stops leave the day', async () => {
    const date = dayAhead(4);
    await seededDay(date);
    const p = (await plan(date)).json() as { Runs: RestRun[] };
    const res = await call('POST', '/Planning/Accept', b.office.token, { Runs: p.Runs.map((r) => ({ SupplierId: r.SupplierId, ConsignmentAddresses: r.ConsignmentAddresses })) });
    expect(res.statusCode).toBe(201);
    const ids = res.json().ManifestIds as number[];
    expect(ids).toHaveLength(p.Runs.length);
    for (const [i, id] of ids.entries()) {
      const [m] = await sql<{ supplier_id: number; vehicle_type_id: number }>(`select supplier_id, vehicle_type_id from manifest where id = ?`, [id]);
      expect(m).toEqual({ supplier_id: p.Runs[i].SupplierId, vehicle_type_id: b.vehicleTypeId });
      const stops = await sql<{ id: number; manifest_order: number }>(`select id, manifest_order from consignment_address where manifest_id = ? order by manifest_order`, [id]);
      expect(stops.map((s) => s.id)).toEqual(p.Runs[i].ConsignmentAddresses.map((s) => s.Id));
      expect(stops.map((s) => s.manifest_order)).toEqual(stops.map((_, k) => (k + 1) * 10));
    }
    const again = await plan(date);
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(PLAN_MESSAGES.nothing(date.split('-').reverse().join('/')));
  });

  it('creates nothing when one run cannot be accepted: a stop put on a manifest since the plan, or changed since', async () => {
    const date = dayAhead(5);
    const booked = await seededDay(date);
    const p = (await plan(date, { UnallocatedRuns: 3, Seed: 1, BudgetSeconds: 1 })).json() as { Runs: RestRun[] };
    const body = { Runs: p.Runs.map((r) => ({ SupplierId: null, ConsignmentAddresses: r.ConsignmentAddresses })) };
    const count = async () => (await sql<{ n: string }>(`select count(*) as n from manifest`))[0].n;
    const before = await count();

    await sql(`update consignment_address set version = version + 1 where id = ?`, [booked[2].stopIds[1]]);
    const changed = await call('POST', '/Planning/Accept', b.office.token, body);
    expect(changed.statusCode).toBe(608);
    expect(changed.json().Message).toBe(ACCEPT_MESSAGES.changed([booked[2].stopIds[1]]));

    const taken = (await plan(date, { UnallocatedRuns: 3, Seed: 1, BudgetSeconds: 1 })).json() as { Runs: RestRun[] };
    expect((await call('POST', '/Manifests', b.office.token, manifestBody(b, booked[2].stopIds))).statusCode).toBe(201);
    const afterTaken = await count();
    const refused = await call('POST', '/Planning/Accept', b.office.token, { Runs: taken.Runs.map((r) => ({ SupplierId: null, ConsignmentAddresses: r.ConsignmentAddresses })) });
    expect(refused.statusCode).toBe(608);
    expect(await count()).toBe(afterTaken);
    expect(Number(afterTaken)).toBe(Number(before) + 1);
    const free = await sql(`select id from consignment_address where id in (?, ?, ?, ?) and manifest_id is null`, [...booked[0].stopIds, ...booked[1].stopIds]);
    expect(free).toHaveLength(4);
  });

  it("works out the runs' figures again when the dispatcher moves a consignment to another run, saving nothing", async () => {
    const date = dayAhead(8);
    const booked = await seededDay(date);
    const p = (await plan(date)).json() as { Runs: RestRun[] };
    const body = (runs: { SupplierId: number | null; ConsignmentAddresses: { Id: number; Version: number }[] }[]) => ({ Runs: runs.map((r) => ({ SupplierId: r.SupplierId, ConsignmentAddresses: r.ConsignmentAddresses })) });
    const same = await call('POST', '/Planning/RunFigures', b.office.token, body(p.Runs));
    expect(same.statusCode).toBe(200);
    expect(same.json().Runs).toEqual(p.Runs.map((r) => expect.objectContaining({ Miles: r.Miles, Minutes: r.Minutes, Cost: r.Cost, Price: r.Price, SupplierId: r.SupplierId })));

    // Bow -> Poplar moves from the east London run to the west one (after Ealing -> Hounslow).
    const east = p.Runs.findIndex((r) => r.ConsignmentAddresses.some((s) => s.Id === booked[1].stopIds[0]));
    const west = 1 - east;
    const moving = p.Runs[east].ConsignmentAddresses.filter((s) => booked[1].stopIds.includes(s.Id));
    const edited = p.Runs.map((r, i) => ({
      SupplierId: r.SupplierId,
      ConsignmentAddresses: i === east ? r.ConsignmentAddresses.filter((s) => !booked[1].stopIds.includes(s.Id)) : i === west ? [...r.ConsignmentAddresses, ...moving] : r.ConsignmentAddresses,
    }));
    const moved = (await call('POST', '/Planning/RunFigures', b.office.token, body(edited))).json().Runs as RestRun[];
    expect(moved[west].Miles).toBeGreaterThan(p.Runs[west].Miles);
    expect(moved[east].Miles).toBeLessThan(p.Runs[east].Miles);
    expect(moved[west].Price + moved[east].Price).toBeCloseTo(p.Runs[0].Price + p.Runs[1].Price, 2);
    expect(moved[west].Price).toBeGreaterThan(p.Runs[west].Price);
    const free = await sql(`select id from consignment_address where id in (?, ?) and manifest_id is null`, booked[1].stopIds);
    expect(free).toHaveLength(2);
  });

  it('checks the runs by their declared schema: every wrongly typed field of a run or a stop in one 400, nothing created; camelCase read too (issue 21 item 6)', async () => {
    const date = dayAhead(11);
    const booked = await seededDay(date);
    const p = (await plan(date, { supplierIds: suppliers.map((s) => s.id), seed: 1, budgetSeconds: 1 })).json() as { Runs: RestRun[] };
    const stopIds = booked.flatMap((c) => c.stopIds as number[]);
    const onManifests = async () => (await sql(`select id from consignment_address where id in (${stopIds.map(() => '?').join(', ')}) and manifest_id is not null`, stopIds)).length;
    const bad = await call('POST', '/Planning/Accept', b.office.token, { Runs: [{ Supplier: { Id: 'x' }, ConsignmentAddresses: [{ Id: stopIds[0], Version: '1' }, 5] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'runs[0].supplier.id', Message: 'Id must be a whole number' },
      { Field: 'runs[0].consignmentAddresses[0].version', Message: 'Version must be a whole number' },
      { Field: 'runs[0].consignmentAddresses[1]', Message: 'Each of ConsignmentAddresses must be an object' },
    ]);
    expect(await onManifests()).toBe(0);
    const camel = { runs: p.Runs.map((r) => ({ supplierId: r.SupplierId, consignmentAddresses: r.ConsignmentAddresses.map((s) => ({ id: s.Id, version: s.Version })) })) };
    const figures = await call('POST', '/Planning/RunFigures', b.office.token, camel);
    expect(figures.json().Runs).toEqual(p.Runs.map((r) => expect.objectContaining({ Miles: r.Miles, Cost: r.Cost, SupplierId: r.SupplierId })));
    expect((await call('POST', '/Planning/Accept', b.office.token, camel)).statusCode).toBe(201);
    expect(await onManifests()).toBe(stopIds.length);
  });

  it('refuses bad input with a 400 and a message: a bad date, no runs, a budget out of range, an unknown supplier, a day with too many stops', async () => {
    const date = dayAhead(6);
    const message = async (d: string, body: Record<string, unknown>) => {
      const res = await plan(d, body);
      expect(res.statusCode).toBe(400);
      return res.json().Message as string;
    };
    expect(await message('2026-13-40', { UnallocatedRuns: 1 })).toBe(PLAN_MESSAGES.date);
    expect(await message(date, {})).toBe(PLAN_MESSAGES.noRuns);
    expect(await message(date, { UnallocatedRuns: 6 })).toBe(PLAN_MESSAGES.tooManyRuns(5));
    expect(await message(date, { UnallocatedRuns: 1, BudgetSeconds: 4 })).toBe(PLAN_MESSAGES.budget(3));
    expect(await message(date, { SupplierIds: [999_999] })).toBe(PLAN_MESSAGES.supplier);
    await seededDay(date);
    await seededDay(date);
    expect(await message(date, { UnallocatedRuns: 1 })).toBe(PLAN_MESSAGES.tooManyStops(12, 6));
    const accept = await call('POST', '/Planning/Accept', b.office.token, { Runs: [] });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().Message).toBe(ACCEPT_MESSAGES.noRuns);
  });

  it('is for the office only, over REST and GraphQL', async () => {
    expect((await plan(dayAhead(7), { UnallocatedRuns: 1 }, b.customer.token)).statusCode).toBe(403);
    expect((await call('POST', '/Planning/Accept', b.customer.token, { Runs: [] })).statusCode).toBe(403);
    const g = await gql(t.app, `mutation { planDay(input: { date: "${dayAhead(7)}", supplierIds: [], unallocatedRuns: 1 }) { ms } }`, {}, b.customer.token);
    expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('reports a run\'s progress while it searches, to the caller who named it, and done once the plan is back (decision 0168)', async () => {
    const date = dayAhead(9);
    await seededDay(date);
    const progress = async (runId: string, token = b.office.token) => (await call('GET', `/Planning/Progress/${runId}`, token)).json() as { State: string; Percent: number; Iterations: number };
    expect(await progress('run-a')).toMatchObject({ State: 'UNKNOWN', Percent: 0 });
    const answer = plan(date, { SupplierIds: suppliers.map((s) => s.id), Seed: 1, BudgetSeconds: 2, RunId: 'run-a' });
    const midway = await until(async () => {
      const p = await progress('run-a');
      return p.State === 'RUNNING' && p.Percent > 0 ? p : null;
    }, 'the run to report progress part way');
    expect(midway.Percent).toBeLessThan(100);
    expect(midway.Iterations).toBeGreaterThan(0);
    expect((await answer).statusCode).toBe(200);
    expect(await progress('run-a')).toMatchObject({ State: 'DONE', Percent: 100 });
    const g = await gql<{ planningProgress: { state: string; percent: number } }>(t.app, '{ planningProgress(runId: "run-a") { state percent } }', {}, b.office.token);
    expect(g.data!.planningProgress).toEqual({ state: 'DONE', percent: 100 });
    expect((await call('GET', '/Planning/Progress/run-a', b.customer.token)).statusCode).toBe(403);
    const bad = await call('GET', '/Planning/Progress/not%20a%20run', b.office.token);
    expect([bad.statusCode, bad.json().Message]).toEqual([400, RUN_ID_MESSAGE]);
    expect((await plan(date, { UnallocatedRuns: 1, RunId: 'x'.repeat(65) })).json().Message).toBe(RUN_ID_MESSAGE);
  });
});
