/**
 * Cursor pagination of the integrator-facing lists (issue 24 item 3; behaviour.md "Integrators"): each row once,
 * in the list's order, across inserts between pages; the list's own authorisation; `first` bounded.
 */
import { buildConsignment, buildCustomer } from '../test/factories.js';
import { gql } from '../test/clients.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { signedIn } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';
import { MAX_PAGE } from './connection.js';
import { arrangeBooking } from '../modules/consignments/consignment.fixtures.js';
import { manifestBody, restCaller } from '../modules/manifests/manifest.fixtures.js';

let t: TestApp;
let office: string;
beforeAll(async () => {
  t = await startTestApp();
  office = (await signedIn(t)).token;
});
afterAll(() => t.close());

const DAY = '2026-03-10';
const at = (hour: number, minute = 0) => new Date(`${DAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
const stopsAt = (when: Date) => [{ type: 'Collection' as const, at: when }, { type: 'Delivery' as const, at: new Date(when.getTime() + 3_600_000) }];

interface Page { edges: { cursor: string; node: { id: number } }[]; nodes: { id: number; consignmentNumber: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }
const CONSIGNMENTS = `query($s: ConsignmentSearchInput!, $first: Int!, $after: String) {
  consignmentsConnection(search: $s, first: $first, after: $after) {
    edges { cursor node { id } } nodes { id consignmentNumber } pageInfo { hasNextPage endCursor } } }`;

async function page(token: string, first: number, after: string | null, customerName?: string): Promise<Page> {
  const res = await gql<{ consignmentsConnection: Page }>(t.app, CONSIGNMENTS, { s: { from: DAY, to: DAY, customerName }, first, after }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.consignmentsConnection;
}

/** Reads every page of `first`, calling `between` after the first page. */
async function readAll(token: string, first: number, between: () => Promise<void> = async () => {}, customerName?: string): Promise<number[]> {
  const seen: number[] = [];
  let after: string | null = null;
  for (let n = 0; n < 50; n++) {
    const p = await page(token, first, after, customerName);
    expect(p.edges.map((e) => e.node.id)).toEqual(p.nodes.map((c) => c.id));
    seen.push(...p.nodes.map((c) => c.id));
    if (n === 0) await between();
    if (!p.pageInfo.hasNextPage) return seen;
    after = p.pageInfo.endCursor;
  }
  throw new Error('more than 50 pages');
}

describe('consignmentsConnection', () => {
  let customerId: number;
  let rows: number[];
  beforeAll(async () => {
    const customer = await buildCustomer(t.orm, { name: 'Paging Ltd' });
    customerId = customer.id;
    // Two share a start time: the id breaks the tie.
    const times = [at(9), at(8), at(10), at(8), at(12), at(7), at(11)];
    const made = [];
    for (const when of times) made.push(await buildConsignment(t.orm, { customerId, stops: stopsAt(when) }));
    rows = made.map((c, i) => ({ id: c.id, when: times[i].getTime() })).sort((a, b) => a.when - b.when || a.id - b.id).map((r) => r.id);
  });

  it('returns each consignment exactly once, in start-time order, across an insert between pages', async () => {
    let inserted = 0;
    const seen = await readAll(office, 2, async () => {
      // One before the pages read so far (never shifts a page) and one after them (read in its place).
      await buildConsignment(t.orm, { customerId, stops: stopsAt(at(6)) });
      inserted = (await buildConsignment(t.orm, { customerId, stops: stopsAt(at(23)) })).id;
    }, 'Paging Ltd');
    expect(seen).toEqual([...rows, inserted]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("shows a customer's user only its own customer's consignments", async () => {
    const other = await buildCustomer(t.orm, { name: 'Paging Other Ltd' });
    const theirs = (await buildConsignment(t.orm, { customerId: other.id, stops: stopsAt(at(9, 30)) })).id;
    const customerUser = (await signedIn(t, { role: UserRole.CUSTOMER, customerId: other.id })).token;
    expect(await readAll(customerUser, 1)).toEqual([theirs]);
    expect(await readAll(office, 100)).toContain(theirs);
  });

  it('refuses first over the maximum, and a cursor it did not hand out, as bad input', async () => {
    const over = await gql(t.app, CONSIGNMENTS, { s: { from: DAY, to: DAY }, first: MAX_PAGE + 1 }, office);
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'first', message: `first must be between 1 and ${MAX_PAGE}` }] });
    for (const after of ['not-a-cursor', Buffer.from(JSON.stringify(["'; drop table consignment; --", 1])).toString('base64url')]) {
      const forged = await gql(t.app, CONSIGNMENTS, { s: { from: DAY, to: DAY }, first: 2, after }, office);
      expect(forged.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] });
    }
  });

  it('answers a selection with a directive from the read model, in the same order', async () => {
    const query = `query($s: ConsignmentSearchInput!) { consignmentsConnection(search: $s, first: 3) {
      edges { node { id consignmentNumber @include(if: true) } } } }`;
    const res = await gql<{ consignmentsConnection: { edges: { node: { id: number; consignmentNumber: string } }[] } }>(t.app, query, { s: { from: DAY, to: DAY, customerName: 'Paging Ltd' } }, office);
    expect(res.errors).toBeUndefined();
    const nodes = res.data!.consignmentsConnection.edges.map((e) => e.node);
    const projected = await page(office, 3, null, 'Paging Ltd');
    expect(nodes.map((c) => c.id)).toEqual(projected.nodes.map((c) => c.id));
    expect(nodes.map((c) => c.consignmentNumber)).toEqual(projected.nodes.map((c) => c.consignmentNumber));
  });
});

describe('manifestsConnection and customerInvoicesConnection', () => {
  const MANIFEST_DAY = '2026-03-11';
  let listed: number[];
  beforeAll(async () => {
    const b = await arrangeBooking(t.orm);
    const rest = restCaller(t);
    for (const hour of [10, 8, 9]) {
      const when = new Date(`${MANIFEST_DAY}T${String(hour).padStart(2, '0')}:00:00Z`);
      const c = await buildConsignment(t.orm, { customerId: b.customer.id, vehicleTypeId: b.vehicleTypeId, stops: stopsAt(when) });
      const stops = await t.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from consignment_address where consignment_id = ? order by consignment_order', [c.id]);
      const res = await rest('POST', '/Manifests', b.office.token, manifestBody(b, stops.map((s) => s.id)));
      expect(res.statusCode).toBe(201);
    }
    const list = await gql<{ manifests: { id: number }[] }>(t.app, `{ manifests(search: { from: "${MANIFEST_DAY}", to: "${MANIFEST_DAY}" }) { id } }`, {}, office);
    listed = list.data!.manifests.map((m) => m.id);
    expect(listed).toHaveLength(3);
  });

  it('pages through the manifests in the order the list gives them, one at a time', async () => {
    const query = `query($after: String) { manifestsConnection(search: { from: "${MANIFEST_DAY}", to: "${MANIFEST_DAY}" }, first: 1, after: $after) {
      edges { cursor node { id manifestNumber } } pageInfo { hasNextPage endCursor } } }`;
    const seen: number[] = [];
    let after: string | null = null;
    for (let n = 0; n < 5; n++) {
      const res: { data: { manifestsConnection: { edges: { node: { id: number } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } | null } = await gql(t.app, query, { after }, office);
      const conn = res.data!.manifestsConnection;
      seen.push(...conn.edges.map((e) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(listed);
  });

  it('answers an invoice page from the invoice table, and refuses a date-shaped cursor it did not hand out', async () => {
    const query = `query($after: String) { customerInvoicesConnection(from: "2026-03-01", to: "2026-03-31", first: 10, after: $after) { nodes { id invoiceNumber } pageInfo { hasNextPage endCursor } } }`;
    const res = await gql<{ customerInvoicesConnection: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(t.app, query, {}, office);
    expect(res.errors).toBeUndefined();
    expect(res.data!.customerInvoicesConnection).toEqual({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
    for (const key of ['2026-13-45x', '2026-13-45']) {
      const forged = Buffer.from(JSON.stringify([key, 1])).toString('base64url');
      const refused = await gql(t.app, query, { after: forged }, office);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] });
    }
  });
});
