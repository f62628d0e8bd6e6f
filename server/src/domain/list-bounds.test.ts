import { gql } from '../test/clients.js';
import { buildCustomer, buildSupplier } from '../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { UserRole } from '../modules/users/user.entity.js';
import { signedIn } from '../test/sessions.js';
import { tooManyListRows } from './list-bounds.js';

// Issue 20 item 4: every list a caller can make grow (manifests, suppliers, customers, users, invoices,
// reports, change logs) answers at most LIST_MAX_ROWS rows over at most LIST_MAX_DAYS days; past either,
// a 400 that says how to narrow it, over REST and GraphQL alike.

const ROWS = 3;
const DAYS = 31;
let t: TestApp;
let b: Booking;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, listRows: ROWS, listDays: DAYS } });
  b = await arrangeBooking(t.orm);
  for (let i = 0; i <= ROWS; i++) {
    await buildSupplier(t.orm, { name: `Bounded Haulage ${i}` });
    await buildCustomer(t.orm, { name: `Bounded Customer ${i}` });
  }
});
afterAll(() => t.close());

const rest = (url: string, token = b.office.token) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { token } });

describe('lists do bounded work (issue 20 item 4)', () => {
  it('answers a list matching more rows than the limit with a 400 naming the limit, over REST and GraphQL', async () => {
    for (const [url, what] of [['/Suppliers', 'suppliers'], ['/Customers', 'customers']] as const) {
      const res = await rest(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Message: tooManyListRows(what, ROWS) });
    }
    const g = await gql(t.app, '{ suppliers { id name } }', {}, b.office.token);
    expect(g.errors?.[0]).toMatchObject({ message: tooManyListRows('suppliers', ROWS), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers a list narrowed within the limit', async () => {
    const res = await rest('/Suppliers?name=Bounded Haulage 1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ Name: 'Bounded Haulage 1' })]);
  });

  it('refuses a manifest search or a report over a longer date range than the limit, and answers one within it', async () => {
    const search = await rest('/Manifests/2026-01-01/2026-03-01/Search');
    expect(search.statusCode).toBe(400);
    expect(search.json().Message).toBe(`A search can cover at most ${DAYS} days`);
    expect((await rest('/Manifests/2026-01-01/2026-01-31/Search')).statusCode).toBe(200);
    const admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
    const report = await rest('/UserIpLogs/2026-01-01/2026-03-01', admin.token);
    expect(report.statusCode).toBe(400);
    expect(report.json().Message).toBe(`The date range cannot be longer than ${DAYS} days.`);
    expect((await rest('/Suppliers/2026-01-01/2026-03-01/Earnings', admin.token)).statusCode).toBe(400);
  });
});
