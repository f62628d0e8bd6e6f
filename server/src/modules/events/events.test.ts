import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { gql } from '../../test/clients.js';
import { arrangeBooking, bookingBody, type Booking } from '../consignments/consignment.fixtures.js';
import { pruneEvents } from './event.prune.job.js';
import { book as bookForManifest, manifestBody } from '../manifests/manifest.fixtures.js';

// Issue 24 item 4: durable events, written with each change and read in an order a late commit cannot break.

let t: TestApp;
let b: Booking;

beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
}, 60_000);
afterAll(() => t?.close());

const EVENTS = `query ($after: String, $first: Int) { events(after: $after, first: $first) {
  nodes { cursor type action consignmentId consignmentNumber } pageInfo { endCursor hasNextPage } } }`;
type Page = { events: { nodes: { cursor: string; type: string; action: string; consignmentId: number; consignmentNumber: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } } };

const book = async (customer: Booking['customer']) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: b.office.token }, payload: bookingBody(b, { Customer: { Id: customer.id } }) });
  expect(res.statusCode).toBe(201);
  return res.json().Id as number;
};
// Events wait behind any older transaction still running on the cluster (other test files' too): read until
// the events about the given consignments are all there.
type Node = Page['events']['nodes'][number];
async function eventsAbout(ids: number[], count: number, token = b.office.token): Promise<Node[]> {
  for (const end = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 20))) {
    const nodes = (await gql<Page>(t.app, EVENTS, { first: 500 }, token)).data!.events.nodes.filter((e) => ids.includes(e.consignmentId));
    if (nodes.length >= count || Date.now() > end) return nodes;
  }
}

describe('durable events (issue 24 item 4)', () => {
  it('writes consignment.created with the booking, and a customer reads only its own customer\'s events', async () => {
    const mine = await book(b.customer);
    const theirs = await book({ ...b.customer, id: b.otherCustomer.id });
    const office = await eventsAbout([mine, theirs], 2);
    expect(office.map((e) => [e.type, e.consignmentId])).toEqual([['consignment.created', mine], ['consignment.created', theirs]]);
    expect((await eventsAbout([mine, theirs], 1, b.customer.token)).map((e) => e.consignmentId)).toEqual([mine]);
  }, 120_000);

  it('writes consignment.cancellation_requested and consignment.deleted in the change\'s transaction', async () => {
    const id = await book(b.customer);
    const asked = await t.app.inject({ method: 'POST', url: '/api/Consignments/CancellationRequest', headers: { token: b.customer.token }, payload: { Id: id } });
    expect(asked.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Consignments/${id}`, headers: { token: b.office.token } })).statusCode).toBeLessThan(300);
    expect((await eventsAbout([id], 3)).map((e) => e.type)).toEqual(['consignment.created', 'consignment.cancellation_requested', 'consignment.deleted']);
  }, 120_000);

  it('pages with first and endCursor, each event once, in order', async () => {
    const ids = [await book(b.customer), await book(b.customer), await book(b.customer)];
    await eventsAbout(ids, 3);
    const seen: Node[] = [];
    for (let after: string | null = null, more = true; more; ) {
      const page: Page['events'] = (await gql<Page>(t.app, EVENTS, { after, first: 2 }, b.office.token)).data!.events;
      seen.push(...page.nodes);
      ({ endCursor: after, hasNextPage: more } = page.pageInfo);
    }
    expect(new Set(seen.map((e) => e.cursor)).size).toBe(seen.length);
    expect(seen.filter((e) => ids.includes(e.consignmentId)).map((e) => e.consignmentId)).toEqual(ids);
  }, 120_000);

  it('never skips an event whose transaction began first but commits last: it waits behind the open transaction', async () => {
    const pool = await (t.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const late = await pool.connect();
    try {
      await late.query('begin');
      const [{ id: lateId }] = (await late.query(`insert into "event" (type, customer_id, data) values ('consignment.updated', $1, '{"action":"Late"}') returning id`, [b.customer.id])).rows;
      const early = await book(b.customer); // commits while the late transaction is still open
      const [{ id: earlyId }] = await t.orm.em.fork().getConnection().execute<{ id: string }[]>(`select id from "event" where data->>'consignmentId' = ?`, [String(early)]);
      expect(BigInt(earlyId)).toBeGreaterThan(BigInt(lateId));
      const before = (await gql<Page>(t.app, EVENTS, { first: 500 }, b.office.token)).data!.events.nodes;
      expect(before.filter((e) => e.consignmentId === early || e.action === 'Late')).toEqual([]);
      await late.query('commit');
      const after = await eventsAbout([early], 1);
      const all = (await gql<Page>(t.app, EVENTS, { first: 500 }, b.office.token)).data!.events.nodes;
      expect(all.filter((e) => e.consignmentId === early || e.action === 'Late').map((e) => e.action)).toEqual(['Late', 'Created']);
      expect(after).toHaveLength(1);
    } finally {
      late.release();
    }
  }, 120_000);

  it('writes manifest.created (office only) and stop.progress with the proof-of-delivery link (the customer\'s too)', async () => {
    const { id, stopIds: stops } = await bookForManifest(t, b, b.office.token);
    const made = await t.app.inject({ method: 'POST', url: '/api/Manifests', headers: { token: b.office.token }, payload: manifestBody(b, stops) });
    expect(made.statusCode).toBeLessThan(300);
    const manifestId = made.json().Id as number;
    const done = await t.app.inject({ method: 'PUT', url: `/api/ConsignmentAddresses/${stops[0]}/Progress`, headers: { token: b.office.token }, payload: { CompletionTime: new Date(Date.now() - 3_600_000).toISOString() } });
    expect(done.statusCode).toBeLessThan(300);
    const FULL = `query { events(first: 200) { nodes { type manifestId consignmentId consignmentAddressId isCompleted proofOfDeliveryUrl } } }`;
    type Full = { events: { nodes: { type: string; manifestId: number | null; consignmentId: number | null; consignmentAddressId: number | null; isCompleted: boolean | null; proofOfDeliveryUrl: string | null }[] } };
    const read = async (token: string) => (await gql<Full>(t.app, FULL, {}, token).then((r) => (r.errors ? Promise.reject(new Error(JSON.stringify(r.errors))) : r))).data!.events.nodes.filter((e) => e.manifestId === manifestId || e.consignmentId === id);
    let office = await read(b.office.token);
    for (const end = Date.now() + 60_000; !office.some((e) => e.type === 'stop.progress') && Date.now() < end; office = await read(b.office.token)) await new Promise((r) => setTimeout(r, 20));
    expect(office.map((e) => e.type)).toEqual(expect.arrayContaining(['consignment.created', 'manifest.created', 'stop.progress']));
    const progress = office.find((e) => e.type === 'stop.progress')!;
    expect(progress).toMatchObject({ consignmentAddressId: stops[0], isCompleted: true, proofOfDeliveryUrl: `/api/Consignments/${id}/ProofOfDelivery` });
    const customer = (await read(b.customer.token)).map((e) => e.type);
    expect(customer).toContain('stop.progress');
    expect(customer).not.toContain('manifest.created');
  }, 120_000);

  it('answers 400 for a cursor it did not hand out, and for first out of range', async () => {
    const bad = await gql(t.app, EVENTS, { after: 'yesterday' }, b.office.token);
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/cursor/);
    const big = await gql(t.app, EVENTS, { first: 501 }, b.office.token);
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 500/);
    expect((await gql(t.app, EVENTS, {})).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  }, 120_000);

  it('prunes events older than the retention period and keeps the newer ones', async () => {
    const em = t.orm.em.fork();
    await em.getConnection().execute(`insert into "event" (type, data, occurred_at) values ('manifest.updated', '{"action":"Old"}', now() - interval '15 days'), ('manifest.updated', '{"action":"New"}', now() - interval '13 days')`);
    await pruneEvents(em, new Date(), 14);
    const left = await em.getConnection().execute<{ action: string }[]>(`select data->>'action' as action from "event" where data->>'action' in ('Old', 'New')`);
    expect(left.map((r) => r.action)).toEqual(['New']);
  }, 120_000);
});
