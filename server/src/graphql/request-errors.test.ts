import { gql } from '../test/clients.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../modules/manifests/manifest.fixtures.js';
import { buildSupplier, buildVehicle } from '../test/factories.js';
import { MAX_TOKENS, SUBSCRIPTION_OVER_HTTP } from './server.js';

let t: TestApp;
let b: Booking;
let carrier: number;
/** A customer reference made of LIKE's special characters, ending in the escape character. */
const REFERENCE = '50%_off\\';
beforeAll(async () => {
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
  const call = restCaller(t);
  carrier = (await buildSupplier(t.orm)).id;
  await buildVehicle(t.orm, carrier, b.vehicleTypeId);
  const c = await book(t, b, b.office.token, { CustomerReference: REFERENCE });
  const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
  expect((await call('PUT', `/Manifests/${m.Id}/AssignSupplier`, b.office.token, { SupplierId: carrier })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('malformed GraphQL is the caller\'s error: 400, never 500 (issue 20 item 8)', () => {
  it('answers a syntax error 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await gql(t.app, '{ appConfig { ', {}, b.office.token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers a document past the token limit 400 without parsing the rest', async () => {
    const long = `{ ${Array.from({ length: MAX_TOKENS }, (_, i) => `a${i}: appConfig { productShortName }`).join(' ')} }`;
    const res = await gql(t.app, long, {}, b.office.token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(res.errors?.[0].message).toMatch(/2000 tokens/);
  });

  it('answers a subscription sent over HTTP 400 with where subscriptions are served', async () => {
    const res = await gql(t.app, 'subscription Changes { consignmentChanged { action consignmentId } }', {}, b.office.token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({ message: SUBSCRIPTION_OVER_HTTP, extensions: { code: 'BAD_REQUEST' } });
  });

  it('answers an unknown field 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await gql(t.app, '{ nope }', {}, b.office.token);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('search text is matched literally (issue 20 item 8)', () => {
  /** Each text and whether it is the reference itself; wildcards and stray escapes match nothing. */
  const TEXTS: [string, boolean][] = [[REFERENCE, true], ['%', false], ['_', false], ['50%', false], ['50__off\\', false], ['\\', false]];

  it('finds the carrier over REST by a reference holding \\, % and _, and nothing by wildcards', async () => {
    for (const [text, found] of TEXTS) {
      const res = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Search?consignmentNumberCustomerReferenceOrPONumber=${encodeURIComponent(text)}`, headers: { token: b.office.token } });
      expect({ text, status: res.statusCode, carriers: res.json().map((r: { SupplierId: number }) => r.SupplierId) }).toEqual({ text, status: 200, carriers: found ? [carrier] : [] });
    }
  });

  it('finds the carrier over GraphQL by a reference holding \\, % and _, and nothing by wildcards', async () => {
    for (const [text, found] of TEXTS) {
      const res = await gql<{ supplierLocationSearch: { supplierId: number }[] }>(t.app, 'query ($t: String) { supplierLocationSearch(consignmentNumberCustomerReferenceOrPONumber: $t) { supplierId } }', { t: text }, b.office.token);
      expect({ text, status: res.status, carriers: res.data?.supplierLocationSearch.map((r) => r.supplierId) }).toEqual({ text, status: 200, carriers: found ? [carrier] : [] });
    }
  });
});
