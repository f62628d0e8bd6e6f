/**
 * One status everywhere (issue 19 item 6): the CSV export computes the status in SQL over the stored stop
 * summary, the lists compute it with the domain function from what GraphQL returns. Over generated flags and
 * stop progress, both equal consignmentStatus (domain/consignment-status.ts).
 */
import fc from 'fast-check';
import { CONSIGNMENT_STATUSES, consignmentStatus, type StatusFlags, type StatusStop } from '../../domain/consignment-status.js';
import { useBookingApp } from '../../test/booking-app.js';
import { gql } from '../../test/clients.js';
import { csvRecords } from '../../test/csv.js';
import { buildConsignment } from '../../test/factories.js';
import { book, manifestBody } from '../manifests/manifest.fixtures.js';

const ctx = useBookingApp();
const { call, sql, day } = ctx;

const ROW = `consignmentNumber isDeleted cancellationRequested isQuote isFrequentConsignment isCompleted
  consignmentAddresses { isOnRoute hasArrived isCompleted manifestId }`;
const LIST = `query ($search: ConsignmentSearchInput!) { consignments(search: $search) { ${ROW} } }`;
const ONE = `query ($id: Int!) { consignment(id: $id) { ${ROW} } }`;

type Row = StatusFlags & { consignmentNumber: number; consignmentAddresses: StatusStop[] };

/** The consignments under test: one without stops, one with two and one with three, and a manifest to put stops on. */
let subjects: { id: number; number: number; stopIds: number[] }[];
let manifestId: number;
beforeAll(async () => {
  const empty = await buildConsignment(ctx.t.orm, { customerId: ctx.b.customer.id, stops: [] });
  const two = await book(ctx.t, ctx.b, ctx.b.office.token);
  const three = await buildConsignment(ctx.t.orm, { customerId: ctx.b.customer.id, stops: [{ type: 'Collection' }, { type: 'Collection' }, { type: 'Delivery' }] });
  const threeStops = await sql<{ id: number }>('select id from consignment_address where consignment_id = ? order by consignment_order', [three.id]);
  subjects = [
    { id: empty.id, number: empty.consignmentNumber, stopIds: [] },
    two,
    { id: three.id, number: three.consignmentNumber, stopIds: threeStops.map((s) => s.id) },
  ];
  const planned = await book(ctx.t, ctx.b, ctx.b.office.token);
  manifestId = (await call('POST', '/Manifests', ctx.b.office.token, manifestBody(ctx.b, planned.stopIds))).json().Id;
});

/** Stores the generated flags and stop progress on a subject, straight in the table (every combination, reachable or not). */
async function store(subject: { id: number; stopIds: number[] }, flags: StatusFlags, stops: StatusStop[]) {
  await sql('update consignment set is_deleted = ?, cancellation_requested = ?, is_quote = ?, is_frequent_consignment = ?, is_completed = ? where id = ?',
    [flags.isDeleted, flags.cancellationRequested, flags.isQuote, flags.isFrequentConsignment, flags.isCompleted, subject.id]);
  for (const [i, id] of subject.stopIds.entries()) {
    const s = stops[i];
    await sql('update consignment_address set is_on_route = ?, has_arrived = ?, is_completed = ?, manifest_id = ? where id = ?',
      [s.isOnRoute, s.hasArrived, s.isCompleted, s.manifestId ? manifestId : null, id]);
  }
}

/** The Status cell of the REST CSV export for one consignment number. */
async function exportedStatus(number: number, isDeleted: boolean, token: string): Promise<string> {
  const res = await call('GET', `/Consignments/${day(-1)}/${day(2)}/Export?consignmentNumber=${number}&isDeleted=${isDeleted}`, token);
  const rows = csvRecords(res.body);
  expect(rows).toHaveLength(1);
  return rows[0].Status;
}

/** The status the control-screen list (as office and as the customer) and the consignment screen show. */
async function shownStatuses(number: number, id: number, isDeleted: boolean) {
  const search = { from: day(-1), to: day(2), consignmentNumber: number, isDeleted };
  const statuses: string[] = [];
  for (const token of [ctx.b.office.token, ctx.b.customer.token]) {
    const list = await gql<{ consignments: Row[] }>(ctx.t.app, LIST, { search }, token);
    expect(list.data?.consignments).toHaveLength(1);
    const row = list.data!.consignments[0];
    statuses.push(consignmentStatus({ ...row, stops: row.consignmentAddresses }));
  }
  const one = (await gql<{ consignment: Row }>(ctx.t.app, ONE, { id }, ctx.b.office.token)).data!.consignment;
  statuses.push(consignmentStatus({ ...one, stops: one.consignmentAddresses }));
  return statuses;
}

const flagsArb: fc.Arbitrary<StatusFlags> = fc.record({
  isDeleted: fc.boolean(), cancellationRequested: fc.boolean(), isQuote: fc.boolean(), isFrequentConsignment: fc.boolean(), isCompleted: fc.boolean(),
});
const stopArb: fc.Arbitrary<StatusStop> = fc.record({
  isOnRoute: fc.boolean(), hasArrived: fc.boolean(), isCompleted: fc.boolean(), manifestId: fc.constantFrom(null, 1),
});
// Rare flags are weighted down so that the stop-driven statuses (Completed, In progress, On manifest) come up often.
const caseArb = fc.record({
  subject: fc.integer({ min: 0, max: 2 }),
  flags: fc.oneof({ weight: 1, arbitrary: flagsArb }, { weight: 2, arbitrary: flagsArb.map((f) => ({ ...f, isDeleted: false, cancellationRequested: false, isQuote: false })) }),
  stops: fc.array(stopArb, { minLength: 3, maxLength: 3 }),
});

type Case = { subject: number; flags: StatusFlags; stops: StatusStop[] };
const none: StatusFlags = { isDeleted: false, cancellationRequested: false, isQuote: false, isFrequentConsignment: false, isCompleted: false };
const idle: StatusStop = { isOnRoute: false, hasArrived: false, isCompleted: false, manifestId: null };
const done: StatusStop = { ...idle, isCompleted: true };
/** One case per status, run before the generated ones so that every status is always checked. */
const EVERY_STATUS: [Case][] = [
  { subject: 1, flags: { ...none, isDeleted: true }, stops: [done, done, done] },
  { subject: 2, flags: { ...none, cancellationRequested: true }, stops: [idle, idle, idle] },
  { subject: 1, flags: { ...none, isQuote: true, isFrequentConsignment: true }, stops: [idle, idle, idle] },
  { subject: 0, flags: { ...none, isQuote: true }, stops: [idle, idle, idle] },
  { subject: 2, flags: none, stops: [done, done, done] },
  { subject: 2, flags: none, stops: [{ ...idle, hasArrived: true }, idle, { ...idle, manifestId: 1 }] },
  { subject: 1, flags: none, stops: [idle, { ...idle, manifestId: 1 }, idle] },
  { subject: 0, flags: none, stops: [idle, idle, idle] },
].map((c) => [c]);

describe('one consignment status everywhere (issue 19 item 6)', () => {
  it('gives the export, the office and customer lists and the consignment screen the domain function\'s status for every state', async () => {
    const statusOfCase = ({ subject, flags, stops }: Case) => consignmentStatus({ ...flags, stops: stops.slice(0, subjects[subject].stopIds.length) });
    expect(EVERY_STATUS.map(([c]) => statusOfCase(c))).toEqual([...CONSIGNMENT_STATUSES]);
    await fc.assert(fc.asyncProperty(caseArb, async (c) => {
      const s = subjects[c.subject];
      const expected = statusOfCase(c);
      await store(s, c.flags, c.stops.slice(0, s.stopIds.length));
      expect(await exportedStatus(s.number, c.flags.isDeleted, ctx.b.office.token)).toBe(expected);
      expect(await exportedStatus(s.number, c.flags.isDeleted, ctx.b.customer.token)).toBe(expected);
      expect(await shownStatuses(s.number, s.id, c.flags.isDeleted)).toEqual([expected, expected, expected]);
    }), { numRuns: 40, examples: EVERY_STATUS });
  });
});
