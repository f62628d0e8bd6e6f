// The live side of tracking (GraphQL and the map subscriptions); the REST posts and reads are in tracking.test.ts.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Topic } from '../../realtime/topics.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { subscribedTo, subscribers, until } from '../../test/until.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token }, payload: payload as object });
const SMALL_VAN = 2;
const LUTON = 5;

async function driver(vehicleTypeId = SMALL_VAN) {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, vehicleTypeId, { isDefaultVehicle: true });
  return { supplier, ...(await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id })) };
}

describe('GraphQL tracking and the live map subscription (issue 4 item 7)', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
  });

  function subscribe(token: string, filter: Record<string, number> = {}) {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
    const events: { supplierId: number; latitude: number }[] = [];
    client.subscribe<{ supplierLocationChanged: { supplierId: number; latitude: number } }>(
      { query: 'subscription Map($filter: MapFilterInput) { supplierLocationChanged(filter: $filter) { supplierId latitude vehicleTypeIds } }', variables: { filter } },
      { next: (e) => e.data && events.push(e.data.supplierLocationChanged), error: () => undefined, complete: () => undefined },
    );
    /** A second subscription on the same socket, to show the socket live before its silence counts. */
    const also = (query: string) => {
      const heard: unknown[] = [];
      client.subscribe({ query }, { next: (e) => heard.push(e), error: () => undefined, complete: () => undefined });
      return heard;
    };
    return { events, also, close: () => client.dispose() };
  }

  it('moves the pin live for the office, honours the vehicle-type filter, and tells a driver only of its own supplier', async () => {
    const van = await driver(SMALL_VAN);
    const luton = await driver(LUTON);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const before = subscribers(t, Topic.SupplierLocation);
    const all = subscribe(office.token);
    const lutonsOnly = subscribe(office.token, { vehicleTypeId: LUTON });
    const vanDriver = subscribe(van.token);
    const customerUser = await signedIn(t, { role: UserRole.CUSTOMER });
    const customer = subscribe(customerUser.token);
    await subscribedTo(t, Topic.SupplierLocation, before, 4);
    const posted = await gql(t.app, 'mutation Post($l: [LocationInput!]!) { postLocations(locations: $l) }', { l: [{ latitude: 51.25, longitude: -0.5 }] }, van.token);
    expect(posted.data).toEqual({ postLocations: 1 });
    await post(luton.token, { Latitude: 53.5, Longitude: -2 });
    // The van moves again after the luton, so the van driver's socket is shown live after the luton's move.
    await post(van.token, { Latitude: 51.26, Longitude: -0.5 });
    const seenByOffice = () => all.events.filter((e) => [van.supplier.id, luton.supplier.id].includes(e.supplierId)).map((e) => e.latitude);
    await until(() => seenByOffice().length >= 3 && lutonsOnly.events.length && vanDriver.events.length >= 2, 'the office and the van driver to see the pins move');
    // The customer's silence counts once its socket is shown live: an event of its own, published after, arrives.
    const own = customer.also('subscription { consignmentChanged { consignmentId } }');
    const probe = { consignmentId: 0, customerId: customerUser.user.customer!.id, action: 'Probe' };
    await until(() => (t.pubsub.publish(Topic.ConsignmentChanged, probe), own.length), "the customer's socket to hear of its own consignment");
    expect(seenByOffice()).toEqual([51.25, 53.5, 51.26]);
    expect(lutonsOnly.events.map((e) => e.supplierId)).toEqual([luton.supplier.id]);
    expect(vanDriver.events.map((e) => e.supplierId)).toEqual([van.supplier.id, van.supplier.id]);
    expect(customer.events).toEqual([]);
    await Promise.all([all, lutonsOnly, vanDriver, customer].map((s) => s.close()));
  });

  it('batches the live map once a tick: every position posted, in order, only what the viewer may see', async () => {
    // This test counts batches: a tick long enough to hold its three posts (the default is shorter).
    t.config.map.liveTickMs = 250;
    const a = await driver(SMALL_VAN);
    const b = await driver(LUTON);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token: office.token }, retryAttempts: 0 });
    const batches: { supplierId: number; latitude: number }[][] = [];
    client.subscribe<{ supplierLocationsChanged: { supplierId: number; latitude: number }[] }>(
      { query: 'subscription { supplierLocationsChanged { supplierId latitude } }' },
      { next: (e) => e.data && batches.push(e.data.supplierLocationsChanged), error: () => undefined, complete: () => undefined },
    );
    const onlyA = subscribe(a.token);
    // Both sockets are live once each has seen a batch: a probe driver moves until they have.
    const probe = await driver(SMALL_VAN);
    await until(async () => (await post(probe.token, { Latitude: 50, Longitude: 0 }), batches.length > 0), 'the batched map to be live');
    await until(async () => (await post(a.token, { Latitude: 51, Longitude: 0 }), onlyA.events.length > 0), "a's own map to be live");
    // Only the three positions below count: the probes' own batches may still be on their way.
    const mine = (batch: { supplierId: number; latitude: number }[]) => batch.filter((p) => [51.1, 51.2, 52.5].includes(p.latitude));
    await post(a.token, { Latitude: 51.1, Longitude: 0 });
    await post(a.token, { Latitude: 51.2, Longitude: 0 });
    await post(b.token, { Latitude: 52.5, Longitude: 0 });
    const latest = (id: number) => batches.map(mine).flat().filter((p) => p.supplierId === id).at(-1)?.latitude;
    await until(() => latest(a.supplier.id) === 51.2 && latest(b.supplier.id) === 52.5, 'the batches to carry the positions of both suppliers');
    // a's own map hears a's next move, published after b's: only then does its silence about b count.
    await post(a.token, { Latitude: 51.3, Longitude: 0 });
    await until(() => onlyA.events.some((e) => e.latitude === 51.3), "a's own map to hear a's next move");
    const seen = batches.map(mine).filter((batch) => batch.length);
    // Nothing is dropped: both of a's posts in one tick reach the map, in the order posted.
    expect(seen.flat().filter((p) => p.supplierId === a.supplier.id).map((p) => p.latitude)).toEqual([51.1, 51.2]);
    expect(seen.flat().some((p) => p.supplierId === b.supplier.id && p.latitude === 52.5)).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(onlyA.events.every((e) => e.supplierId === a.supplier.id)).toBe(true);
    await client.dispose();
    await onlyA.close();
  });

  it("gives a batched map held to one supplier that supplier's positions only, and a driver asking for another supplier none", async () => {
    const a = await driver(SMALL_VAN);
    const b = await driver(LUTON);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const batched = (token: string, filter: Record<string, number>) => {
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
      const heard = (query: string, variables: Record<string, unknown>) => {
        const positions: { supplierId: number; latitude: number }[] = [];
        client.subscribe<{ supplierLocationsChanged: { supplierId: number; latitude: number }[] }>(
          { query, variables },
          { next: (e) => e.data && positions.push(...e.data.supplierLocationsChanged), error: () => undefined, complete: () => undefined },
        );
        return positions;
      };
      const query = 'subscription Map($filter: MapFilterInput) { supplierLocationsChanged(filter: $filter) { supplierId latitude } }';
      return { filtered: heard(query, { filter }), unfiltered: heard(query, {}), close: () => client.dispose() };
    };
    const officeOfB = batched(office.token, { supplierId: b.supplier.id });
    const aAskingForB = batched(a.token, { supplierId: b.supplier.id });
    // Both sockets are live once each has heard its unfiltered map (the office: everything; a: its own supplier).
    await until(async () => (await post(a.token, { Latitude: 53, Longitude: 0 }), officeOfB.unfiltered.length > 0 && aAskingForB.unfiltered.length > 0), 'both maps to be live');
    await post(a.token, { Latitude: 53.1, Longitude: 0 });
    await post(b.token, { Latitude: 53.2, Longitude: 0 });
    await until(() => officeOfB.filtered.some((p) => p.latitude === 53.2), "the office's map of b to hear b");
    // a moves again after b: once a's own map has heard it, a's map of b has had b's move and must have stayed silent.
    await post(a.token, { Latitude: 53.3, Longitude: 0 });
    await until(() => aAskingForB.unfiltered.some((p) => p.latitude === 53.3), "a's own map to hear a's next move");
    expect(officeOfB.filtered.every((p) => p.supplierId === b.supplier.id)).toBe(true);
    expect(aAskingForB.filtered).toEqual([]);
    await officeOfB.close();
    await aAskingForB.close();
  });

  it('answers the map query and the track over GraphQL', async () => {
    const d = await driver();
    await post(d.token, { Latitude: 50.5, Longitude: -3.5 });
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const res = await gql<{ supplierLocations: { supplier: { id: number; vehicles: { vehicleType: { iconCode: string } }[] }; latitude: number }[] }>(
      t.app,
      'query Map($f: MapFilterInput) { supplierLocations(filter: $f) { latitude supplier { id name vehicles { make vehicleType { name iconCode } } } } }',
      { f: { supplierId: d.supplier.id } },
      office.token,
    );
    expect(res.data?.supplierLocations).toEqual([expect.objectContaining({ latitude: 50.5, supplier: expect.objectContaining({ id: d.supplier.id, vehicles: [{ make: 'Ford', vehicleType: { name: 'Small Van', iconCode: 'small-van' } }] }) })]);
  });
});
