import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { arrangeBooking, tomorrowAt, type Booking } from './consignment.fixtures.js';

// Issue 21 item 1: @include and @skip no longer send a query to a second read path; the read model decides them from
// the query's variables, as graphql-js does, and reads only the fields that stay.

let t: TestApp;
let b: Booking;
let consignmentId: number;
let manifestId: number;
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  const booked = await book(t, b, b.office.token);
  consignmentId = booked.id;
  const created = await restCaller(t)('POST', '/Manifests', b.office.token, manifestBody(b, booked.stopIds));
  manifestId = created.json().Id;
}, 60_000);
afterAll(() => t.close());

const ONE = `query($id: Int!, $price: Boolean!, $skipCustomer: Boolean!) {
  consignment(id: $id) { id price @include(if: $price) customer @skip(if: $skipCustomer) { id name } ...Stops @include(if: $price) } }
  fragment Stops on Consignment { consignmentAddresses { id ... @skip(if: $skipCustomer) { consignmentNumber } } }`;

describe('@include and @skip on a consignment or a manifest (issue 21 item 1)', () => {
  it('leave out what they exclude, fragments and inline fragments included', async () => {
    const none = await gql<{ consignment: Record<string, unknown> }>(t.app, ONE, { id: consignmentId, price: false, skipCustomer: true }, b.office.token);
    expect(none.errors).toBeUndefined();
    expect(none.data!.consignment).toEqual({ id: consignmentId });
  });

  it('keep what they include, with the same values as a query without them', async () => {
    const vars = { id: consignmentId, price: true, skipCustomer: false };
    const every = await gql<{ consignment: { consignmentAddresses: { consignmentNumber: number }[] } }>(t.app, ONE, vars, b.office.token);
    expect(every.errors).toBeUndefined();
    const plain = await gql(t.app, `query($id: Int!) { consignment(id: $id) { id price customer { id name } consignmentAddresses { id consignmentNumber } } }`, { id: consignmentId }, b.office.token);
    expect(every.data).toEqual(plain.data);
    expect(every.data!.consignment.consignmentAddresses.map((s) => s.consignmentNumber)).toEqual([expect.any(Number), expect.any(Number)]);
  });

  it('are decided per request: the same document with other variables answers other fields', async () => {
    const [a, c] = await Promise.all([
      gql(t.app, ONE, { id: consignmentId, price: true, skipCustomer: true }, b.office.token),
      gql(t.app, ONE, { id: consignmentId, price: false, skipCustomer: false }, b.office.token),
    ]);
    expect(Object.keys(a.data!.consignment as object)).toEqual(['id', 'price', 'consignmentAddresses']);
    expect(Object.keys(c.data!.consignment as object)).toEqual(['id', 'customer']);
  });

  it('work on a search, a connection\'s nodes and a manifest', async () => {
    const day = tomorrowAt(9).slice(0, 10);
    const search = await gql<{ consignments: Record<string, unknown>[] }>(t.app, `query($s: ConsignmentSearchInput!, $x: Boolean!) {
      consignments(search: $s) { id customer @include(if: $x) { name } } }`, { s: { from: day, to: day }, x: false }, b.office.token);
    expect(search.errors).toBeUndefined();
    expect(search.data!.consignments).toContainEqual({ id: consignmentId });
    const page = await gql<{ consignmentsConnection: { nodes: Record<string, unknown>[] } }>(t.app, `query($s: ConsignmentSearchInput!, $x: Boolean!) {
      consignmentsConnection(search: $s, first: 5) { nodes { id consignmentNumber @skip(if: $x) } } }`, { s: { from: day, to: day }, x: true }, b.office.token);
    expect(page.errors).toBeUndefined();
    expect(page.data!.consignmentsConnection.nodes).toContainEqual({ id: consignmentId });
    const manifest = await gql<{ manifest: Record<string, unknown> }>(t.app, `query($id: Int!, $x: Boolean!) {
      manifest(id: $id) { id statusColour @include(if: $x) { name } vehicleType @skip(if: $x) { id } } }`, { id: manifestId, x: true }, b.office.token);
    expect(manifest.errors).toBeUndefined();
    expect(manifest.data!.manifest).toEqual({ id: manifestId, statusColour: { name: 'White' } });
  });
});
