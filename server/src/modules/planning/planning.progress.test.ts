import { createMemoryPubSub } from '../../realtime/pubsub.js';
import { buildSupplier, buildUser, buildVehicle, sessionToken } from '../../test/factories.js';
import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { secondInstance, type Instance } from '../../test/instances.js';
import { until } from '../../test/until.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, restCaller } from '../manifests/manifest.fixtures.js';
import { UserRole } from '../users/user.entity.js';

// A planning run searches on the API process that took the request; the dispatcher's polls may reach any
// other behind the load balancer (decision 0168). Instance B here is a second app on A's database.
let t: TestApp;
let other: Instance;
let b: Booking;
let supplierId: number;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp({ planning: { maxStops: 6, maxRuns: 5, maxSeconds: 3, optimiserUrl: undefined } });
  other = await secondInstance(t.databaseUrl, createMemoryPubSub());
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
  supplierId = (await buildSupplier(t.orm, { name: 'Progress Vans' })).id;
  await buildVehicle(t.orm, supplierId, b.vehicleTypeId);
  for (const [from, to] of [['Shoreditch', 'Stratford'], ['Bow', 'Poplar']]) {
    await book(t, b, b.office.token, { ConsignmentAddresses: [stop(from, 51.52, -0.07, 'collection', '09:00:00'), stop(to, 51.54, -0.01, 'delivery', '12:00:00')] });
  }
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 5 * 86_400_000));

const stop = (name: string, latitude: number, longitude: number, type: 'collection' | 'delivery', time: string) => ({
  ConsignmentAddressType: { Id: type === 'collection' ? b.collectionId : b.deliveryId },
  Address: { CompanyName: name, AddressLine1: `1 ${name} Road`, Town: 'London', Postcode: 'E1 6AN', CountryId: b.countryId, latitude, longitude },
  ScheduledStartDateAndTime: `${date} ${time}`,
  LoadDetails: [{ Quantity: 1, Description: 'Pallet' }],
});

/** GET /api/Planning/Progress/{runId} on instance B, over HTTP. */
async function progressOnOther(runId: string, token = b.office.token) {
  const res = await fetch(`http://127.0.0.1:${other.port}/api/Planning/Progress/${runId}`, { headers: { token } });
  return { status: res.status, body: await res.json() as { State: string; Percent: number; Iterations: number; BudgetSeconds: number } };
}

describe('Planning progress across API processes (issue 23 item 4)', () => {
  it('answers a poll on another process with the run searching on this one, part way and then done, to the caller who named it only', async () => {
    const colleague = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE }));
    expect((await progressOnOther('run-far')).body).toMatchObject({ State: 'UNKNOWN', Percent: 0 });

    const answer = call('POST', `/Planning/Days/${date}/Plan`, b.office.token, { SupplierIds: [supplierId], Seed: 1, BudgetSeconds: 2, RunId: 'run-far' });
    const midway = await until(async () => {
      const p = (await progressOnOther('run-far')).body;
      return p.State === 'RUNNING' && p.Iterations > 0 ? p : null;
    }, 'instance B to see the run on instance A part way');
    expect(midway).toMatchObject({ BudgetSeconds: 2 });
    expect(midway.Percent).toBeLessThan(100);
    expect((await progressOnOther('run-far', colleague)).body.State).toBe('UNKNOWN');

    expect((await answer).statusCode).toBe(200);
    expect(await progressOnOther('run-far')).toEqual({ status: 200, body: { RunId: 'run-far', State: 'DONE', Percent: 100, Iterations: expect.any(Number), BudgetSeconds: 2 } });
    const g = await gql<{ planningProgress: { state: string; percent: number } }>(other.app, '{ planningProgress(runId: "run-far") { state percent } }', {}, b.office.token);
    expect(g.data!.planningProgress).toEqual({ state: 'DONE', percent: 100 });
  });

  it('starts a run named again from nought, and forgets runs that finished over a minute ago', async () => {
    const sql = (query: string, params: unknown[] = []) => t.orm.em.getConnection().execute(query, params);
    await sql(`insert into planning_run (user_id, run_id, state, percent, iterations, budget_seconds, started_at, ended_at)
      values (?, 'old-run', 'DONE', 100, 50, 1, now() - interval '2 minutes', now() - interval '2 minutes'),
             (?, 'run-again', 'DONE', 100, 50, 1, now(), now())`, [b.office.id, b.office.id]);
    const res = await call('POST', `/Planning/Days/${date}/Plan`, b.office.token, { SupplierIds: [supplierId], Seed: 1, BudgetSeconds: 1, RunId: 'run-again' });
    expect(res.statusCode).toBe(200);
    expect((await progressOnOther('old-run')).body.State).toBe('UNKNOWN');
    const again = (await progressOnOther('run-again')).body;
    expect(again).toMatchObject({ State: 'DONE', Percent: 100, BudgetSeconds: 1 });
    expect(again.Iterations).not.toBe(50);
  });
});
