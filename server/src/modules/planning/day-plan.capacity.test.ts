/**
 * behaviour.md "Manifests / Optimise order and plan the day", decision 0166: a vehicle type may declare a
 * capacity in load units (its consignments' load-details quantities), and a plan never loads a run past it.
 */
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CAPACITY_MESSAGE } from '../../domain/vehicle-capacity.js';
import { UNASSIGNED_MESSAGES } from '../../domain/planning/problem.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, restCaller } from '../manifests/manifest.fixtures.js';
import { CAPACITY_MESSAGES } from './run-capacity.js';

let t: TestApp;
let b: Booking;
let call: ReturnType<typeof restCaller>;
beforeAll(async () => {
  t = await startTestApp({ planning: { maxStops: 6, maxRuns: 5, maxSeconds: 3, optimiserUrl: undefined } });
  b = await arrangeBooking(t.orm);
  call = restCaller(t);
});
afterAll(() => t.close());

const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 3 * 86_400_000));

const place = (name: string, latitude: number, longitude: number, type: 'collection' | 'delivery', pallets: number, hour: string) => ({
  ConsignmentAddressType: { Id: type === 'collection' ? b.collectionId : b.deliveryId },
  Address: { CompanyName: name, AddressLine1: `1 ${name} Road`, Town: 'London', Postcode: 'E1 6AN', CountryId: b.countryId, latitude, longitude },
  ScheduledStartDateAndTime: `${date} ${hour}:00:00`,
  LoadDetails: [{ Quantity: pallets, Description: 'Pallet' }],
});
const trip = (from: [string, number, number], to: [string, number, number], pallets: number) =>
  book(t, b, b.office.token, { ConsignmentAddresses: [place(...from, 'collection', pallets, '09'), place(...to, 'delivery', pallets, '12')] });

type Plan = { Runs: { ConsignmentAddresses: { Id: number }[] }[]; Unassigned: { Id: number; Reason: string; Message: string }[] };

describe('Vehicle type capacity in plan the day (issue 23 item 4)', () => {
  it('is declared on a vehicle type over REST and GraphQL, cleared with null, and refused out of range with a message', async () => {
    const created = await call('POST', '/VehicleTypes', b.office.token, { Name: 'Three Pallet Van', IconCode: 'van', Capacity: 3 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ Name: 'Three Pallet Van', Capacity: 3 });
    const bad = await call('PUT', `/VehicleTypes/${created.json().Id}`, b.office.token, { Capacity: 0, Version: created.json().Version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([{ Field: 'Capacity', Message: CAPACITY_MESSAGE }]);
    const update = 'mutation($id: Int!, $input: VehicleTypeInput!) { updateVehicleType(id: $id, input: $input) { capacity version } }';
    const cleared = await gql<{ updateVehicleType: { capacity: number | null; version: number } }>(t.app, update, { id: created.json().Id, input: { capacity: null, version: created.json().Version } }, b.office.token);
    expect(cleared.data!.updateVehicleType.capacity).toBeNull();
    const renamed = await call('PUT', `/VehicleTypes/${created.json().Id}`, b.office.token, { Name: 'Renamed Van', Version: cleared.data!.updateVehicleType.version });
    expect(renamed.json().Capacity).toBeNull();
  });

  it('never loads a run past its vehicle type\'s capacity, even where carrying two loads at once is far shorter, and leaves out a load no run can carry', async () => {
    const type = (await call('POST', '/VehicleTypes', b.office.token, { Name: 'Small Capacity Van', IconCode: 'van', Capacity: 3 })).json();
    const supplier = await buildSupplier(t.orm, { name: 'Capacity Couriers' });
    await buildVehicle(t.orm, supplier.id, type.Id);
    // Two 2-pallet loads collected next door to each other in the east, delivered next door to each other
    // in the south west: collecting both first would save some 30 km but carry 4 pallets.
    const first = await trip(['Shoreditch', 51.5246, -0.0786], ['Wimbledon', 51.4214, -0.2064], 2);
    const second = await trip(['Aldgate', 51.5143, -0.0755], ['Southfields', 51.445, -0.2066], 2);
    const tooBig = await trip(['Bow', 51.5273, -0.0208], ['Poplar', 51.5077, -0.0173], 5);
    const plan = async () => (await call('POST', `/Planning/Days/${date}/Plan`, b.office.token, { SupplierIds: [supplier.id], Seed: 1, BudgetSeconds: 1 })).json() as Plan;
    const onBoard = (run: number[]) => {
      const pallets = new Map([...first.stopIds, ...second.stopIds].map((id, i) => [id, i % 2 === 0 ? 2 : -2]));
      let load = 0;
      return Math.max(...run.map((id) => (load += pallets.get(id)!)));
    };

    const limited = await plan();
    expect(limited.Runs).toHaveLength(1);
    const order = limited.Runs[0].ConsignmentAddresses.map((s) => s.Id);
    expect([...order].sort()).toEqual([...first.stopIds, ...second.stopIds].sort());
    expect(onBoard(order)).toBe(2);
    expect(limited.Unassigned.map((u) => [u.Id, u.Reason, u.Message])).toEqual(tooBig.stopIds.map((id) => [id, 'OVER_CAPACITY', UNASSIGNED_MESSAGES.OVER_CAPACITY]));

    // The temptation is real: with no capacity declared, the plan carries both loads at once.
    await call('PUT', `/VehicleTypes/${type.Id}`, b.office.token, { Capacity: null, Version: type.Version });
    const unlimited = await plan();
    expect(unlimited.Unassigned).toEqual([]);
    expect(onBoard(unlimited.Runs.flatMap((r) => r.ConsignmentAddresses.map((s) => s.Id)).filter((id) => !tooBig.stopIds.includes(id)))).toBe(4);
  });

  it('refuses a run the dispatcher made too full, when its figures are asked and when it is accepted, over REST and GraphQL, and creates nothing', async () => {
    const type = (await call('POST', '/VehicleTypes', b.office.token, { Name: 'Four Pallet Van', IconCode: 'van', Capacity: 4 })).json();
    const supplier = await buildSupplier(t.orm, { name: 'Full Van Couriers' });
    await buildVehicle(t.orm, supplier.id, type.Id);
    const first = await trip(['Hoxton', 51.5315, -0.0776], ['Balham', 51.4431, -0.1525], 3);
    const second = await trip(['Dalston', 51.5462, -0.0753], ['Tooting', 51.4275, -0.168], 3);
    const stops = async (ids: number[]) => {
      const rows = await t.orm.em.fork().getConnection().execute<{ id: number; version: number }[]>('select id, version from consignment_address where id in (?)', [ids]);
      return ids.map((id) => ({ Id: id, Version: rows.find((r) => r.id === id)!.version }));
    };
    // Both collections first: 6 pallets on board between Dalston and Balham; one after the other: 3 at most.
    const tooFull = [{ SupplierId: supplier.id, ConsignmentAddresses: await stops([first.stopIds[0], second.stopIds[0], first.stopIds[1], second.stopIds[1]]) }];
    const inTurn = [{ SupplierId: supplier.id, ConsignmentAddresses: await stops([first.stopIds[0], first.stopIds[1], second.stopIds[0], second.stopIds[1]]) }];
    const message = CAPACITY_MESSAGES.over('Full Van Couriers', 6, 'Four Pallet Van', 4);

    const figures = await call('POST', '/Planning/RunFigures', b.office.token, { Runs: tooFull });
    expect([figures.statusCode, figures.json().Message]).toEqual([400, message]);
    expect((await call('POST', '/Planning/RunFigures', b.office.token, { Runs: inTurn })).statusCode).toBe(200);
    const gqlRuns = tooFull.map((r) => ({ supplierId: r.SupplierId, stops: r.ConsignmentAddresses.map((s) => ({ id: s.Id, version: s.Version })) }));
    const viaGraphql = await gql(t.app, 'query($runs: [AcceptedRunInput!]!) { planRunFigures(runs: $runs) { miles } }', { runs: gqlRuns }, b.office.token);
    expect(viaGraphql.errors?.[0].message).toBe(message);

    const accepted = await call('POST', '/Planning/Accept', b.office.token, { Runs: tooFull });
    expect([accepted.statusCode, accepted.json().Message]).toEqual([400, message]);
    const acceptedViaGraphql = await gql(t.app, 'mutation($runs: [AcceptedRunInput!]!) { acceptPlan(runs: $runs) }', { runs: gqlRuns }, b.office.token);
    expect(acceptedViaGraphql.errors?.[0].message).toBe(message);
    const onManifests = await t.orm.em.fork().getConnection().execute('select id from consignment_address where id in (?) and manifest_id is not null', [[...first.stopIds, ...second.stopIds]]);
    expect(onManifests).toEqual([]);
    expect((await call('POST', '/Planning/Accept', b.office.token, { Runs: inTurn })).statusCode).toBe(201);
  });
});
