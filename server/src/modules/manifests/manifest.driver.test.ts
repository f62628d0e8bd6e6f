import { createClient } from 'graphql-ws';
import { PROGRESS_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { Topic } from '../../realtime/topics.js';
import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { signedIn } from '../../test/sessions.js';
import { subscribedTo, subscribers, until } from '../../test/until.js';
import { UserRole } from '../users/user.entity.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

/** A supplier with a van and a driver user. */
async function driver() {
  const supplier = await buildSupplier(ctx.t.orm);
  await buildVehicle(ctx.t.orm, supplier.id, ctx.b.vehicleTypeId);
  const { token } = await signedIn(ctx.t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  return { supplierId: supplier.id, token };
}

/** A manifest (customer-booked, tomorrow; by the other customer if asked) assigned and sent to the supplier. */
async function sentTo(supplierId: number, otherCustomer = false) {
  const c = otherCustomer
    ? await book(ctx.t, ctx.b, ctx.b.otherCustomer.token, { Customer: { Id: ctx.b.otherCustomer.id } })
    : await book(ctx.t, ctx.b, ctx.b.customer.token);
  const m = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, c.stopIds))).json();
  const a = (await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, ctx.b.office.token, { SupplierId: supplierId })).json();
  await call('PUT', `/Manifests/${m.Id}/Send`, ctx.b.office.token, { Version: a.Version });
  return { id: m.Id as number, collection: c.stopIds[0], delivery: c.stopIds[1], consignmentId: c.id };
}

describe('driver app: manifests, acknowledgement and stop progress (issue 4 item 5)', () => {
  it('lists only its own supplier\'s sent manifests for today and tomorrow, and acknowledges one', async () => {
    const me = await driver();
    const other = await driver();
    const mine = await sentTo(me.supplierId);
    const theirs = await sentTo(other.supplierId);
    const list = (await call('GET', '/Driver/Manifests', me.token)).json().map((m: { Id: number }) => m.Id);
    expect(list).toContain(mine.id);
    expect(list).not.toContain(theirs.id);
    const ack = await call('PUT', `/Driver/Manifests/${mine.id}/Acknowledge`, me.token);
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toMatchObject({ IsAcknowledged: true, StatusColour: { Name: 'Acknowledged' } });
    expect(ack.json().AcknowledgedTime).not.toBeNull();
    expect((await call('PUT', `/Driver/Manifests/${theirs.id}/Acknowledge`, me.token)).statusCode).toBe(404);
    expect((await sql(`select is_acknowledged from manifest where id = ?`, [theirs.id]))[0]).toEqual({ is_acknowledged: false });
    expect((await call('GET', '/Driver/Manifests', ctx.b.office.token)).statusCode).toBe(403);
  });

  it('posts on route, arrived and completed (signature name, notes, no-paperwork); the delivery waits for the collection', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const early = await call('POST', `/Driver/ConsignmentAddresses/${m.delivery}/Progress`, me.token, { Step: 'Arrived' });
    expect(early.statusCode).toBe(400);
    expect(early.json().Message).toBe(PROGRESS_MESSAGES.collectionFirst);
    for (const step of ['OnRoute', 'Arrived']) expect((await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, me.token, { Step: step })).statusCode).toBe(200);
    const done = await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, me.token, { Step: 'Completed', SignatureName: 'J Smith', Notes: 'Left at gate', NoPaperworkProvided: true });
    expect(done.json()).toMatchObject({ IsOnRoute: true, HasArrived: true, IsCompleted: true, SignatureName: 'J Smith', NotesFromSupplier: 'Left at gate', NoPaperworkProvided: true });
    expect((await call('GET', `/Manifests/${m.id}`, ctx.b.office.token)).json().StatusColour).toEqual({ Name: 'First Stop Completed', HexCode: '#9de89d' });
    expect((await call('POST', `/Driver/ConsignmentAddresses/${m.delivery}/Progress`, me.token, { Step: 'Completed' })).statusCode).toBe(200);
    expect((await call('GET', `/Manifests/${m.id}`, ctx.b.office.token)).json().StatusColour).toEqual({ Name: 'Completed', HexCode: '#2c6fba' });
    expect((await sql(`select is_completed from consignment where id = ?`, [m.consignmentId]))[0]).toEqual({ is_completed: true });
  });

  it("refuses another supplier's stop (404, nothing changed), a bad step, a future time, and non-drivers", async () => {
    const me = await driver();
    const other = await driver();
    const m = await sentTo(other.supplierId);
    expect((await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, me.token, { Step: 'OnRoute' })).statusCode).toBe(404);
    expect((await sql(`select is_on_route from consignment_address where id = ?`, [m.collection]))[0]).toEqual({ is_on_route: false });
    expect((await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, other.token, { Step: 'Flying' })).statusCode).toBe(400);
    const future = await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, other.token, { Step: 'OnRoute', Time: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.statusCode).toBe(400);
    expect(future.json().Message).toBe(PROGRESS_MESSAGES.future);
    expect((await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, ctx.b.customer.token, { Step: 'OnRoute' })).statusCode).toBe(403);
    expect((await sql(`select is_on_route from consignment_address where id = ?`, [m.collection]))[0]).toEqual({ is_on_route: false });
  });

  it('the office date-time editor sets and clears each step, and "same for all" applies to every stop of the manifest', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const at = '2026-01-05 10:15:00';
    const set = await call('PUT', `/ConsignmentAddresses/${m.collection}/Progress`, ctx.b.office.token, { StartTime: at, ArrivalTime: at, CompletionTime: at, SameForAll: true });
    expect(set.statusCode).toBe(200);
    const rows = await sql<{ is_on_route: boolean; has_arrived: boolean; is_completed: boolean }>(`select is_on_route, has_arrived, is_completed from consignment_address where manifest_id = ? order by manifest_order`, [m.id]);
    expect(rows).toEqual([{ is_on_route: true, has_arrived: true, is_completed: true }, { is_on_route: true, has_arrived: true, is_completed: true }]);
    const cleared = await call('PUT', `/ConsignmentAddresses/${m.delivery}/Progress`, ctx.b.office.token, { CompletionTime: null });
    expect(cleared.json()).toMatchObject({ IsCompleted: false, CompletionTime: null, HasArrived: true });
    expect((await call('PUT', `/ConsignmentAddresses/${m.delivery}/Progress`, me.token, { CompletionTime: null })).statusCode).toBe(403);
    expect((await call('PUT', `/ConsignmentAddresses/${m.delivery}/Progress`, ctx.b.office.token, { CompletionTime: 'yesterday' })).statusCode).toBe(400);
  });
});

describe('driver and progress bodies checked by their declared schemas (issue 21 item 6)', () => {
  it('refuses every wrongly typed field in one 400 and changes nothing; camelCase is accepted; the acknowledgement may come without a body', async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    const bad = await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, me.token, { Step: 1, Time: '31/12/2026', NoPaperworkProvided: 'no' });
    expect(bad.json().Errors).toEqual([
      { Field: 'step', Message: 'Step must be text' },
      { Field: 'time', Message: 'Time must be a date and time (yyyy-MM-dd HH:mm:ss)' },
      { Field: 'noPaperworkProvided', Message: 'NoPaperworkProvided must be true or false' },
    ]);
    const times = await call('PUT', `/ConsignmentAddresses/${m.collection}/Progress`, ctx.b.office.token, { StartTime: 5, SameForAll: 'yes' });
    expect(times.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['startTime', 'sameForAll']);
    const ack = await call('PUT', `/Driver/Manifests/${m.id}/Acknowledge`, me.token, { Version: 'new' });
    expect(ack.json().Errors).toEqual([{ Field: 'version', Message: 'Version must be a whole number' }]);
    expect((await sql(`select m.is_acknowledged, a.is_on_route from manifest m join consignment_address a on a.manifest_id = m.id where a.id = ?`, [m.collection]))[0]).toEqual({ is_acknowledged: false, is_on_route: false });
    const onRoute = await call('POST', `/Driver/ConsignmentAddresses/${m.collection}/Progress`, me.token, { step: 'OnRoute', notes: 'On my way' });
    expect(onRoute.json()).toMatchObject({ IsOnRoute: true });
    expect((await call('PUT', `/Driver/Manifests/${m.id}/Acknowledge`, me.token)).json()).toMatchObject({ IsAcknowledged: true });
  });
});

describe('supplier locations carry the driver\'s current manifest (issue 4: set by the server)', () => {
  it("stores today's sent manifest with an unfinished stop on the driver's positions", async () => {
    const me = await driver();
    const m = await sentTo(me.supplierId);
    await sql(`update manifest set start_date_time = now() where id = ?`, [m.id]);
    const posted = await gql(ctx.t.app, 'mutation($l: [LocationInput!]!) { postLocations(locations: $l) }', { l: [{ latitude: 51.5, longitude: -0.1 }] }, me.token);
    expect(posted.data).toEqual({ postLocations: 1 });
    expect(await sql(`select manifest_id from supplier_location where supplier_id = ?`, [me.supplierId])).toEqual([{ manifest_id: m.id }]);
    expect(await sql(`select manifest_id from supplier_last_location where supplier_id = ?`, [me.supplierId])).toEqual([{ manifest_id: m.id }]);
  });
});

describe('driver API over GraphQL and the stopProgress subscription', () => {
  let url: string;
  beforeAll(async () => {
    await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.t.app.server.address() as { port: number }).port}/graphql`;
  });

  function subscribe(token: string) {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
    const events: { consignmentAddressId: number }[] = [];
    client.subscribe<{ stopProgress: { consignmentAddressId: number } }>(
      { query: 'subscription { stopProgress { consignmentAddressId isOnRoute } }' },
      { next: (e) => e.data && events.push(e.data.stopProgress), error: () => undefined, complete: () => undefined },
    );
    return { events, close: () => client.dispose() };
  }

  it('office, the driver\'s own supplier and the consignment\'s customer hear of progress; another driver and another customer do not', async () => {
    const me = await driver();
    const other = await driver();
    const m = await sentTo(me.supplierId);
    const before = subscribers(ctx.t, Topic.StopProgress);
    const subs = [subscribe(ctx.b.office.token), subscribe(me.token), subscribe(ctx.b.customer.token), subscribe(other.token), subscribe(ctx.b.otherCustomer.token)];
    await subscribedTo(ctx.t, Topic.StopProgress, before, subs.length);
    const list = await gql<{ driverManifests: { id: number }[] }>(ctx.t.app, '{ driverManifests { id numberOfConsignmentAddresses } }', {}, me.token);
    expect(list.data!.driverManifests.map((x) => x.id)).toContain(m.id);
    const res = await gql(ctx.t.app, 'mutation($id: Int!) { postStopProgress(consignmentAddressId: $id, input: { step: "OnRoute" }) { isOnRoute } }', { id: m.collection }, me.token);
    expect(res.data).toEqual({ postStopProgress: { isOnRoute: true } });
    const refused = await gql(ctx.t.app, 'mutation($id: Int!) { postStopProgress(consignmentAddressId: $id, input: { step: "OnRoute" }) { isOnRoute } }', { id: m.collection }, other.token);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Silence is only evidence on a live socket: the other driver's own stop, for the other customer, moves after.
    const theirs = await sentTo(other.supplierId, true);
    expect((await call('POST', `/Driver/ConsignmentAddresses/${theirs.collection}/Progress`, other.token, { Step: 'OnRoute' })).statusCode).toBe(200);
    await until(() => subs.every((s, i) => s.events.some((e) => e.consignmentAddressId === (i < 3 ? m.collection : theirs.collection))), 'every subscriber to hear of a stop it may see');
    await until(() => subs[0].events.length === 2, 'the office to hear of both stops');
    expect(subs.map((s) => s.events.map((e) => e.consignmentAddressId))).toEqual([[m.collection, theirs.collection], [m.collection], [m.collection], [theirs.collection], [theirs.collection]]);
    await Promise.all(subs.map((s) => s.close()));
  });
});
