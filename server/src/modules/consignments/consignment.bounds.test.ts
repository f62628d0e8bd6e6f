import { gql } from '../../test/clients.js';
import { buildConsignment } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { arrangeBooking, type Booking } from './consignment.fixtures.js';
import { tooManyRows } from './consignment.search.js';

const ROWS = 5;
const DAYS = 31;
const EXPORT_ROWS = 6;
let t: TestApp;
let b: Booking;
/** A London day well away from the other files' bookings, holding one more consignment than a search may answer. */
const DAY = '2031-03-12';
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, searchRows: ROWS, searchDays: DAYS, exportRows: EXPORT_ROWS } });
  b = await arrangeBooking(t.orm);
  for (let i = 0; i <= EXPORT_ROWS; i++) {
    const at = new Date(`${DAY}T${String(8 + i).padStart(2, '0')}:00:00Z`);
    await buildConsignment(t.orm, { customerId: b.customer.id, stops: [{ type: 'Collection', at }, { type: 'Delivery', at: new Date(at.getTime() + 3_600_000) }], overrides: { poNumber: i < ROWS ? 'BOUNDED' : 'OTHER' } });
  }
});
afterAll(() => t.close());

const rest = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { token: b.office.token } });
const SEARCH = 'query ($s: ConsignmentSearchInput!) { consignments(search: $s) { id consignmentNumber poNumber customerReference price consignmentAddresses { address { shortAddress } } } }';

describe('searches and exports do bounded work (issue 20 item 4)', () => {
  it('answers a search matching more rows than the limit with a 400 naming the limit, over REST and GraphQL', async () => {
    const res = await rest(`/Consignments/${DAY}/${DAY}/Search`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: tooManyRows(ROWS), Errors: [{ Field: 'to', Message: tooManyRows(ROWS) }] });
    const g = await gql(t.app, SEARCH, { s: { from: DAY, to: DAY } }, b.office.token);
    expect(g.errors?.[0]).toMatchObject({ message: tooManyRows(ROWS), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a search within the limit', async () => {
    const res = await rest(`/Consignments/${DAY}/${DAY}/Search?poNumber=BOUNDED`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(ROWS);
  });

  it('refuses a date range longer than the configured maximum', async () => {
    const res = await rest(`/Consignments/2031-01-01/2031-03-12/Search`);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(`A search can cover at most ${DAYS} days`);
  });

  it('refuses an export over its own row limit before any byte of CSV is sent', async () => {
    const res = await rest(`/Consignments/${DAY}/${DAY}/Export`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().Message).toBe(tooManyRows(EXPORT_ROWS));
    expect((await rest(`/Consignments/${DAY}/${DAY}/Export?poNumber=BOUNDED`)).statusCode).toBe(200);
  });

  it('keeps the largest answer one request may ask for, every alias at the row limit, under a fixed size', async () => {
    const aliases = t.config.limits.graphqlAliases;
    const wide = `query ($s: ConsignmentSearchInput!) { ${Array.from({ length: aliases }, (_, i) => `a${i}: consignments(search: $s) { id consignmentNumber poNumber customerReference price consignmentAddresses { address { shortAddress } } }`).join(' ')} }`;
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', token: b.office.token }, payload: { query: wide, variables: { s: { from: DAY, to: DAY, poNumber: 'BOUNDED' } } } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Record<string, unknown[]> };
    expect(Object.values(body.data).every((list) => list.length === ROWS)).toBe(true);
    // aliases x rows x 1 KB: a row of this selection is about 200 bytes.
    expect(res.rawPayload.length).toBeLessThan(aliases * ROWS * 1024);
    const tooWide = `query ($s: ConsignmentSearchInput!) { ${Array.from({ length: aliases + 1 }, (_, i) => `a${i}: consignments(search: $s) { id }`).join(' ')} }`;
    expect((await gql(t.app, tooWide, { s: { from: DAY, to: DAY } }, b.office.token)).status).toBe(400);
  });
});
