import { createClient } from 'graphql-ws';
import { MANIFEST_MESSAGES } from '../../domain/manifest.js';
import { Topic } from '../../realtime/topics.js';
import { gql } from '../../test/clients.js';
import { subscribedTo, subscribers, until } from '../../test/until.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from '../consignments/consignment.fixtures.js';
import { book } from './manifest.fixtures.js';

let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
});
afterAll(() => t.close());

const FIELDS = `id manifestNumber version cost calculatedCost costManuallySet isSent totalMiles supplierId numberOfConsignmentAddresses
  formattedLastDeliveryAddress startDeliveryDate statusColour { name hexCode } consignmentAddresses { id manifestOrder } consignments { consignmentNumber customerName }`;
const CREATE = `mutation C($input: ManifestInput!, $msg: String) { createManifest(input: $input, customerMessage: $msg) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: Int!, $input: ManifestInput!) { updateManifest(id: $id, input: $input) { ${FIELDS} } }`;
type M = { id: number; manifestNumber: number; version: number; cost: number; consignmentAddresses: { id: number; manifestOrder: number }[]; statusColour: { name: string; hexCode: string }; [k: string]: unknown };
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offset * 86_400_000));

async function created(stopIds: number[], token = b.office.token) {
  return gql<{ createManifest: M }>(t.app, CREATE, { input: { vehicleTypeId: b.vehicleTypeId, consignmentAddressIds: stopIds } }, token);
}

describe('manifests over GraphQL (issue 4 item 4)', () => {
  it('creates, reads, reorders, costs, assigns, sends and deletes with the same rules as REST', async () => {
    const c = await book(t, b, b.office.token);
    const d = await book(t, b, b.office.token);
    const res = await created([...c.stopIds, ...d.stopIds]);
    expect(res.errors).toBeUndefined();
    const m = res.data!.createManifest;
    expect(m).toMatchObject({ version: 1, numberOfConsignmentAddresses: 4, statusColour: { name: 'White', hexCode: '#ffffff' }, isSent: false });
    expect(m.consignmentAddresses.map((s) => s.manifestOrder)).toEqual([10, 20, 30, 40]);
    expect(m.consignments).toEqual([{ consignmentNumber: c.number, customerName: expect.any(String) }, { consignmentNumber: d.number, customerName: expect.any(String) }]);
    const order = [c.stopIds[0], d.stopIds[0], c.stopIds[1], d.stopIds[1]];
    const reordered = await gql<{ updateManifest: M }>(t.app, UPDATE, { id: m.id, input: { version: 1, vehicleTypeId: b.vehicleTypeId, consignmentAddressIds: order } }, b.office.token);
    expect(reordered.data!.updateManifest.consignmentAddresses).toEqual(order.map((id, i) => ({ id, manifestOrder: (i + 1) * 10 })));
    const costs = await gql<{ updateManifestCosts: M }>(t.app, 'mutation($id: Int!) { updateManifestCosts(id: $id, calculatedCost: 10, cost: 12.5) { cost costManuallySet version } }', { id: m.id }, b.office.token);
    expect(costs.data!.updateManifestCosts).toMatchObject({ cost: 12.5, costManuallySet: true });
    const supplier = await buildSupplier(t.orm, { email: 'gql@haulier.test' });
    await buildVehicle(t.orm, supplier.id, b.vehicleTypeId);
    const noSupplier = await gql(t.app, 'mutation($id: Int!) { assignManifestSupplier(id: $id) { id } }', { id: m.id }, b.office.token);
    expect(noSupplier.errors?.[0]).toMatchObject({ message: MANIFEST_MESSAGES.noSupplier, extensions: { code: 'BAD_USER_INPUT' } });
    const assigned = await gql<{ assignManifestSupplier: M }>(t.app, 'mutation($id: Int!, $s: Int) { assignManifestSupplier(id: $id, supplierId: $s) { supplierId statusColour { name } } }', { id: m.id, s: supplier.id }, b.office.token);
    expect(assigned.data!.assignManifestSupplier).toMatchObject({ supplierId: supplier.id, statusColour: { name: 'Allocated' } });
    const sent = await gql<{ sendManifest: M }>(t.app, 'mutation($id: Int!) { sendManifest(id: $id) { isSent } }', { id: m.id }, b.office.token);
    expect(sent.data!.sendManifest).toEqual({ isSent: true });
    const list = await gql<{ manifests: M[] }>(t.app, `query($s: ManifestSearchInput!) { manifests(search: $s) { ${FIELDS} } }`, { s: { from: day(1), to: day(1), manifestNumber: m.manifestNumber } }, b.office.token);
    expect(list.data!.manifests.map((x) => x.id)).toEqual([m.id]);
    const logs = await gql<{ manifestChangeLogs: { action: string }[] }>(t.app, 'query($id: Int!) { manifestChangeLogs(id: $id) { action } }', { id: m.id }, b.office.token);
    expect(logs.data!.manifestChangeLogs.map((l) => l.action)).toEqual(['Created', 'Updated', 'Costs updated', 'Supplier assigned', 'Sent']);
    const deleted = await gql(t.app, 'mutation($id: Int!) { deleteManifest(id: $id) }', { id: m.id }, b.office.token);
    expect(deleted.data).toEqual({ deleteManifest: true });
  });

  it("answers a stale version with CONFLICT and the spec's message, nothing applied", async () => {
    const c = await book(t, b, b.office.token);
    const d = await book(t, b, b.office.token);
    const m = (await created([...c.stopIds, ...d.stopIds])).data!.createManifest;
    const input = { version: 1, vehicleTypeId: b.vehicleTypeId, consignmentAddressIds: [...d.stopIds, ...c.stopIds] };
    const [x, y] = await Promise.all([gql(t.app, UPDATE, { id: m.id, input }, b.office.token), gql(t.app, UPDATE, { id: m.id, input }, b.office.token)]);
    const failed = [x, y].find((r) => r.errors)!;
    expect([x, y].filter((r) => r.errors)).toHaveLength(1);
    expect(failed.errors![0]).toMatchObject({ message: MANIFEST_MESSAGES.stale, extensions: { code: 'CONFLICT' } });
    const [row] = await t.orm.em.getConnection().execute<{ version: number }[]>('select version from manifest where id = ?', [m.id]);
    expect(row.version).toBe(2);
  });

  it('refuses customers and drivers (FORBIDDEN) and bad input (BAD_USER_INPUT) with nothing written', async () => {
    const c = await book(t, b, b.office.token);
    expect((await created(c.stopIds, b.customer.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await created(c.stopIds, b.driverToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const one = await created([c.stopIds[0]]);
    expect(one.errors?.[0]).toMatchObject({ message: MANIFEST_MESSAGES.atLeastTwoStops, extensions: { code: 'BAD_USER_INPUT' } });
    const both = await gql(t.app, 'query($s: ManifestSearchInput!) { manifests(search: $s) { id } }', { s: { from: day(1), to: day(1), isBackload: true, excludeBackload: true } }, b.office.token);
    expect(both.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.orm.em.getConnection().execute('select 1 from consignment_address where id in (?, ?) and manifest_id is not null', c.stopIds)).toHaveLength(0);
  });
});

describe('manifestChanged and consignmentChanged subscriptions (issue 4 item 7)', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
  });

  /** One socket; each listen() is a subscription on it. */
  function socket(token: string) {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
    return {
      listen<T>(query: string, field: string) {
        const events: T[] = [];
        client.subscribe<Record<string, T>>({ query }, { next: (e) => e.data && events.push(e.data[field]), error: () => undefined, complete: () => undefined });
        return events;
      },
      close: () => client.dispose(),
    };
  }

  it('tells the office of manifest changes after commit; customers hear only of their own consignments', async () => {
    const MANIFESTS = 'subscription { manifestChanged { manifestId action consignmentIds } }';
    const CONSIGNMENTS = 'subscription { consignmentChanged { consignmentId customerId action } }';
    const before = { manifests: subscribers(t, Topic.ManifestChanged), consignments: subscribers(t, Topic.ConsignmentChanged) };
    const [officeSocket, customerSocket, otherSocket] = [socket(b.office.token), socket(b.customer.token), socket(b.otherCustomer.token)];
    const office = officeSocket.listen<{ manifestId: number; action: string }>(MANIFESTS, 'manifestChanged');
    const officeConsignments = officeSocket.listen<{ consignmentId: number }>(CONSIGNMENTS, 'consignmentChanged');
    const customerManifests = customerSocket.listen(MANIFESTS, 'manifestChanged');
    const own = customerSocket.listen<{ consignmentId: number; customerId: number }>(CONSIGNMENTS, 'consignmentChanged');
    const other = otherSocket.listen<{ consignmentId: number; customerId: number }>(CONSIGNMENTS, 'consignmentChanged');
    await subscribedTo(t, Topic.ManifestChanged, before.manifests, 2);
    await subscribedTo(t, Topic.ConsignmentChanged, before.consignments, 3);
    const c = await book(t, b, b.customer.token);
    const m = (await created(c.stopIds)).data!.createManifest;
    // Silence is only evidence on a socket shown live: each customer's own booking, published after, reaches its socket.
    const later = await book(t, b, b.customer.token);
    const theirs = await book(t, b, b.otherCustomer.token, { Customer: { Id: b.otherCustomer.id } });
    await until(() => own.some((e) => e.consignmentId === later.id) && other.some((e) => e.consignmentId === theirs.id), 'each customer to hear of its own booking');
    await until(() => office.length >= 1 && officeConsignments.filter((e) => e.consignmentId === c.id).length >= 2, 'the office to hear of the booking and the manifest');
    expect(office).toEqual([expect.objectContaining({ manifestId: m.id, action: 'Created', consignmentIds: [c.id] })]);
    expect(customerManifests).toEqual([]);
    expect(officeConsignments.map((e) => e.consignmentId).filter((id) => id === c.id)).toEqual([c.id, c.id]);
    expect(own.map((e) => e.consignmentId)).toEqual([c.id, c.id, later.id]);
    expect(other.map((e) => e.customerId)).toEqual([b.otherCustomer.id]);
    await Promise.all([officeSocket, customerSocket, otherSocket].map((s) => s.close()));
  });
});
