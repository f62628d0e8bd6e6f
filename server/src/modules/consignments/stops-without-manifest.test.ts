/**
 * behaviour.md "Manifests / Optimise order and plan the day" and decision 0085: GET
 * /ConsignmentAddresses/NoManifest and its GraphQL twin list the office's free stops, the ones a manifest
 * or a plan may take (decision 0165).
 */
import { buildConsignment } from '../../test/factories.js';
import { gql } from '../../test/clients.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { arrangeBooking, type Booking } from './consignment.fixtures.js';

const LIST_ROWS = 8;
let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, listRows: LIST_ROWS } });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

type FreeStop = { Id: number; ConsignmentId: number; ConsignmentNumber: number; Customer: { Id: number }; VehicleType: { Id: number; Order: number } };
const freeStops = async (token = b.office.token) => (await call('GET', '/ConsignmentAddresses/NoManifest', token)).json() as FreeStop[];
const consignmentsOf = (stops: FreeStop[]) => new Set(stops.map((s) => s.ConsignmentId));

describe('The stops without a manifest', () => {
  let free: number;
  const hidden: Record<string, number> = {};
  beforeAll(async () => {
    free = (await book(t, b, b.office.token)).id;
    const quoted = (over: object) => buildConsignment(t.orm, { customerId: b.customer.id, overrides: over }).then((c) => c.id);
    hidden.quote = await quoted({ isQuote: true });
    hidden.deleted = await quoted({ isDeleted: true });
    hidden.cancellationRequested = await quoted({ cancellationRequested: true });
    hidden.frequentTemplate = await quoted({ isFrequentConsignment: true });
    const carried = await book(t, b, b.office.token);
    await call('POST', '/Manifests', b.office.token, manifestBody(b, carried.stopIds));
    hidden.onManifest = carried.id;
  });

  it('lists each free stop of a live booking once, in the REST stop shape with its consignment, customer and vehicle type', async () => {
    const stops = await freeStops();
    const mine = stops.filter((s) => s.ConsignmentId === free);
    const booking = (await call('GET', `/Consignments/${free}`, b.office.token)).json() as { ConsignmentNumber: number; ConsignmentAddresses: Record<string, unknown>[] };
    expect(mine.map((s) => s.Id).sort()).toEqual(booking.ConsignmentAddresses.map((s) => s.Id).sort());
    for (const stop of mine) {
      const asBooked = booking.ConsignmentAddresses.find((s) => s.Id === stop.Id)!;
      expect(stop).toMatchObject({ ...asBooked, ConsignmentNumber: booking.ConsignmentNumber, Customer: { Id: b.customer.id }, VehicleType: { Id: b.vehicleTypeId } });
    }
  });

  it('leaves out quotes, deleted, cancellation-requested and frequent-template consignments and stops already on a manifest', async () => {
    const listed = consignmentsOf(await freeStops());
    for (const [why, id] of Object.entries(hidden)) expect([why, listed.has(id)]).toEqual([why, false]);
  });

  it('leaves out a completed stop but keeps its consignment\'s other free stop', async () => {
    const c = await book(t, b, b.office.token);
    await t.orm.em.getConnection().execute('update consignment_address set is_completed = true where id = ?', [c.stopIds[0]]);
    expect((await freeStops()).filter((s) => s.ConsignmentId === c.id).map((s) => s.Id)).toEqual([c.stopIds[1]]);
  });

  it('answers the same stops over GraphQL, and refuses anyone but the office on both doors', async () => {
    const query = '{ consignmentAddressesWithoutManifest { id consignmentNumber } }';
    const reply = await gql<{ consignmentAddressesWithoutManifest: { id: number }[] }>(t.app, query, {}, b.office.token);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.consignmentAddressesWithoutManifest.map((s) => s.id).sort()).toEqual((await freeStops()).map((s) => s.Id).sort());
    expect((await gql(t.app, query, {}, b.customer.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await call('GET', '/ConsignmentAddresses/NoManifest', b.customer.token)).statusCode).toBe(403);
    expect((await call('GET', '/ConsignmentAddresses/NoManifest', b.driverToken)).statusCode).toBe(403);
  });

  it('refuses with a 400 and a message, rather than answering without end, when more stops are free than a list holds', async () => {
    while ((await freeStops()).length <= LIST_ROWS - 2) await book(t, b, b.office.token);
    await book(t, b, b.office.token);
    const res = await call('GET', '/ConsignmentAddresses/NoManifest', b.office.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toContain(`more than ${LIST_ROWS} stops`);
  });
});
