import { MANIFEST_MESSAGES, PROGRESS_MESSAGES } from '../../domain/manifest.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { book, manifestBody } from './manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql } = ctx;

const EDIT = 'mutation($id: Int!, $input: StopTimesInput!) { editStopProgress(consignmentAddressId: $id, input: $input) { id isCompleted } }';
const UPDATE = 'mutation($id: Int!, $input: ManifestInput!) { updateManifest(id: $id, input: $input) { id } }';
const CREATE = 'mutation($input: ManifestInput!) { createManifest(input: $input) { id } }';
const at = () => new Date(Date.now() - 3_600_000).toISOString();

/** Two office-booked consignments on one manifest, in booking order (collection, delivery, collection, delivery). */
async function planned() {
  const [x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
  const res = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, [...x.stopIds, ...y.stopIds]));
  const m = res.json();
  return { id: m.Id as number, version: m.Version as number, x, y };
}

const progressOf = (id: number) => sql<{ is_on_route: boolean; has_arrived: boolean; is_completed: boolean }>('select is_on_route, has_arrived, is_completed from consignment_address where id = ?', [id]);

describe('the office date-time editor follows the same progress rule as the driver app', () => {
  it('refuses to start, arrive at or complete a delivery whose collection is not completed, over REST', async () => {
    const m = await planned();
    for (const field of ['StartTime', 'ArrivalTime', 'CompletionTime']) {
      const res = await call('PUT', `/ConsignmentAddresses/${m.x.stopIds[1]}/Progress`, ctx.b.office.token, { [field]: at() });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(PROGRESS_MESSAGES.collectionFirst);
    }
    expect(await progressOf(m.x.stopIds[1])).toEqual([{ is_on_route: false, has_arrived: false, is_completed: false }]);
  });

  it('refuses the same over GraphQL with BAD_USER_INPUT and nothing changed', async () => {
    const m = await planned();
    const res = await gql(ctx.t.app, EDIT, { id: m.x.stopIds[1], input: { steps: ['Completed'], completionTime: at() } }, ctx.b.office.token);
    expect(res.errors?.[0]).toMatchObject({ message: PROGRESS_MESSAGES.collectionFirst, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await progressOf(m.x.stopIds[1])).toEqual([{ is_on_route: false, has_arrived: false, is_completed: false }]);
  });

  it('"same for all" that leaves a collection unfinished is refused for every stop; one that completes them all is allowed', async () => {
    const m = await planned();
    const start = await call('PUT', `/ConsignmentAddresses/${m.x.stopIds[0]}/Progress`, ctx.b.office.token, { StartTime: at(), SameForAll: true });
    expect(start.statusCode).toBe(400);
    expect(start.json().Message).toBe(PROGRESS_MESSAGES.collectionFirst);
    expect(await sql('select 1 from consignment_address where manifest_id = ? and is_on_route', [m.id])).toHaveLength(0);
    const t = at();
    const all = await call('PUT', `/ConsignmentAddresses/${m.x.stopIds[0]}/Progress`, ctx.b.office.token, { StartTime: t, ArrivalTime: t, CompletionTime: t, SameForAll: true });
    expect(all.statusCode).toBe(200);
    expect(await sql('select is_completed from consignment where id in (?, ?)', [m.x.id, m.y.id])).toEqual([{ is_completed: true }, { is_completed: true }]);
  });

  it('allows the delivery once its collection is completed, and clearing the completion reopens the consignment', async () => {
    const m = await planned();
    expect((await call('PUT', `/ConsignmentAddresses/${m.x.stopIds[0]}/Progress`, ctx.b.office.token, { CompletionTime: at() })).statusCode).toBe(200);
    const done = await gql<{ editStopProgress: { isCompleted: boolean } }>(ctx.t.app, EDIT, { id: m.x.stopIds[1], input: { steps: ['Completed'], completionTime: at() } }, ctx.b.office.token);
    expect(done.data?.editStopProgress.isCompleted).toBe(true);
    expect(await sql('select is_completed from consignment where id = ?', [m.x.id])).toEqual([{ is_completed: true }]);
    const cleared = await call('PUT', `/ConsignmentAddresses/${m.x.stopIds[1]}/Progress`, ctx.b.office.token, { CompletionTime: null });
    expect(cleared.json()).toMatchObject({ IsCompleted: false });
    expect(await sql('select is_completed from consignment where id = ?', [m.x.id])).toEqual([{ is_completed: false }]);
  });
});

describe('a delivery never goes before its own collection on a manifest', () => {
  it('refuses a reorder that puts a delivery above its collection, over REST and GraphQL, and keeps the stored order', async () => {
    const m = await planned();
    const swapped = [m.x.stopIds[1], m.x.stopIds[0], ...m.y.stopIds];
    const rest = await call('PUT', `/Manifests/${m.id}`, ctx.b.office.token, { ...manifestBody(ctx.b, swapped).Manifest, Version: m.version });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().Errors).toEqual([{ Field: 'consignmentAddresses', Message: MANIFEST_MESSAGES.deliveryBeforeCollection }]);
    const graph = await gql(ctx.t.app, UPDATE, { id: m.id, input: { version: m.version, vehicleTypeId: ctx.b.vehicleTypeId, consignmentAddressIds: swapped } }, ctx.b.office.token);
    expect(graph.errors?.[0]).toMatchObject({ message: MANIFEST_MESSAGES.deliveryBeforeCollection, extensions: { code: 'BAD_USER_INPUT' } });
    const stored = await sql<{ id: number }>('select id from consignment_address where manifest_id = ? order by manifest_order', [m.id]);
    expect(stored.map((r) => r.id)).toEqual([...m.x.stopIds, ...m.y.stopIds]);
  });

  it('refuses to create a manifest with a delivery above its collection, and accepts interleaved consignments', async () => {
    const [x, y] = [await book(ctx.t, ctx.b, ctx.b.office.token), await book(ctx.t, ctx.b, ctx.b.office.token)];
    const refused = await gql(ctx.t.app, CREATE, { input: { vehicleTypeId: ctx.b.vehicleTypeId, consignmentAddressIds: [x.stopIds[1], y.stopIds[0], x.stopIds[0]] } }, ctx.b.office.token);
    expect(refused.errors?.[0].message).toBe(MANIFEST_MESSAGES.deliveryBeforeCollection);
    expect(await sql('select 1 from consignment_address where id in (?, ?) and manifest_id is not null', x.stopIds)).toHaveLength(0);
    const interleaved = [x.stopIds[0], y.stopIds[0], x.stopIds[1], y.stopIds[1]];
    const ok = await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, interleaved));
    expect(ok.statusCode).toBe(201);
  });
});
