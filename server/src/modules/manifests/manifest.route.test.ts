import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from './manifest.fixtures.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const ROUTE = `query($id: Int!, $order: [Int!]) { manifestRoute(id: $id, consignmentAddressIds: $order) {
  points { latitude longitude } isEstimate legs { fromStopId toStopId miles minutes } miles minutes } }`;
type Route = { points: { latitude: number; longitude: number }[]; isEstimate: boolean; legs: { fromStopId: number; toStopId: number; miles: number; minutes: number }[]; miles: number; minutes: number };

async function manifestOfTwo() {
  const one = await book(t, b, b.office.token);
  const two = await book(t, b, b.office.token);
  const stopIds = [...one.stopIds, ...two.stopIds];
  const res = await restCaller(t)('POST', '/Manifests', b.office.token, manifestBody(b, stopIds));
  return { m: res.json() as { Id: number; TotalMiles: number; TotalTimeInMinutes: number }, stopIds };
}

describe('manifestRoute (behaviour.md "Shared conventions / Screens and routes" map with route directions)', () => {
  it('draws the stored order offline as straight lines with a leg per pair of stops, matching the stored totals', async () => {
    const { m, stopIds } = await manifestOfTwo();
    const res = await gql<{ manifestRoute: Route }>(t.app, ROUTE, { id: m.Id }, b.office.token);
    expect(res.errors).toBeUndefined();
    const route = res.data!.manifestRoute;
    expect(route.isEstimate).toBe(true);
    expect(route.points).toHaveLength(4);
    expect(route.legs.map((l) => [l.fromStopId, l.toStopId])).toEqual([[stopIds[0], stopIds[1]], [stopIds[1], stopIds[2]], [stopIds[2], stopIds[3]]]);
    expect(route.miles).toBe(m.TotalMiles);
    expect(route.minutes).toBe(m.TotalTimeInMinutes);
  });

  it('routes an unsaved order without storing it, and refuses an order that is not exactly the stops', async () => {
    const { m, stopIds } = await manifestOfTwo();
    const order = [stopIds[0], stopIds[2], stopIds[1], stopIds[3]];
    const res = await gql<{ manifestRoute: Route }>(t.app, ROUTE, { id: m.Id, order }, b.office.token);
    expect(res.data!.manifestRoute.legs.map((l) => l.fromStopId)).toEqual(order.slice(0, 3));
    const stored = await gql<{ manifest: { consignmentAddresses: { id: number }[] } }>(t.app, 'query($id: Int!) { manifest(id: $id) { consignmentAddresses { id } } }', { id: m.Id }, b.office.token);
    expect(stored.data!.manifest.consignmentAddresses.map((s) => s.id)).toEqual(stopIds);

    for (const bad of [stopIds.slice(0, 3), [...stopIds.slice(0, 3), stopIds[0]], [...stopIds.slice(0, 3), 999_999]]) {
      const refused = await gql(t.app, ROUTE, { id: m.Id, order: bad }, b.office.token);
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('is office only: a customer or a driver is refused, a missing manifest is NOT_FOUND', async () => {
    const { m } = await manifestOfTwo();
    expect((await gql(t.app, ROUTE, { id: m.Id }, b.customer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, ROUTE, { id: m.Id }, b.driverToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, ROUTE, { id: m.Id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.app, ROUTE, { id: 999_999 }, b.office.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
