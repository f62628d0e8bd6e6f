import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
let admin: SignedInUser;
let office: SignedInUser;
let customer: SignedInUser;
let driver: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.orm, { role: UserRole.OFFICE, isAdmin: true });
  office = await signedIn(t.orm, { role: UserRole.OFFICE, isAccounts: true, isManager: true });
  customer = await signedIn(t.orm, { role: UserRole.CUSTOMER });
  driver = await signedIn(t.orm, { role: UserRole.SUPPLIER });
  // London dates: 2026-07-01 00:30 BST is 2026-06-30 23:30 UTC; 2026-01-15 is GMT.
  await t.orm.em.getConnection().execute(`insert into user_ip_log (username, ip_address, succeeded, outcome, created_at) values
    ('early@example.test', '10.0.0.1', true, 'ok', '2026-06-30T23:30:00Z'),
    ('late@example.test', '10.0.0.2', false, 'bad-password', '2026-07-01T22:59:00Z'),
    ('next@example.test', '10.0.0.3', true, 'ok', '2026-07-01T23:00:00Z'),
    ('winter@example.test', '10.0.0.4', false, 'ip-not-allowed', '2026-01-15T12:00:00Z')`);
});
afterAll(() => t.close());

const get = (path: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/UserIpLogs/${path}`, headers: token ? { token } : {} });

describe('GET /UserIpLogs/{from}/{to} (behaviour.md "Customers / Customers screen" Reports, behaviour.md "Roles and access / Access rules": admin only)', () => {
  it('is for admins only: 401 signed out, 403 for other office users, customers and drivers', async () => {
    expect((await get('2026-07-01/2026-07-01')).statusCode).toBe(401);
    for (const user of [office, customer, driver]) expect((await get('2026-07-01/2026-07-01', user.token)).statusCode).toBe(403);
    expect((await get('2026-07-01/2026-07-01', admin.token)).statusCode).toBe(200);
  });

  it('lists the attempts of London days, both ends included, newest first', async () => {
    const res = await get('2026-07-01/2026-07-01', admin.token);
    expect(res.json()).toEqual([
      { Id: expect.any(Number), UserId: null, Username: 'late@example.test', IpAddress: '10.0.0.2', DeviceUuid: null, Succeeded: false, Outcome: 'bad-password', DateCreated: '2026-07-01T22:59:00.000Z' },
      expect.objectContaining({ Username: 'early@example.test', Outcome: 'ok' }),
    ]);
    expect((await get('2026-01-15/2026-07-02', admin.token)).json().map((l: { Username: string }) => l.Username)).toEqual(['next@example.test', 'late@example.test', 'early@example.test', 'winter@example.test']);
  });

  it.each([
    ['2026-7-1/2026-07-01', 'From must be a date in the form YYYY-MM-DD.'],
    ['2026-07-01/2026-02-30', 'To must be a date in the form YYYY-MM-DD.'],
    ['2026-07-02/2026-07-01', 'To must be on or after From.'],
    ['2025-01-01/2026-07-01', 'The date range cannot be longer than 366 days.'],
    ['9999-12-31/9999-12-31', 'To must be a date in the form YYYY-MM-DD.'],
  ])('answers %s with 400: %s', async (path, message) => {
    const res = await get(path, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('serves the same report over GraphQL, admins only', async () => {
    const query = `query($from: String!, $to: String!) { userIpLogs(from: $from, to: $to) { username ipAddress succeeded outcome createdAt } }`;
    const res = await gql<{ userIpLogs: { username: string }[] }>(t.app, query, { from: '2026-07-02', to: '2026-07-02' }, admin.token);
    expect(res.data!.userIpLogs).toEqual([{ username: 'next@example.test', ipAddress: '10.0.0.3', succeeded: true, outcome: 'ok', createdAt: '2026-07-01T23:00:00.000Z' }]);
    expect((await gql(t.app, query, { from: '2026-07-02', to: '2026-07-02' }, office.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.app, query, { from: 'x', to: '2026-07-02' }, admin.token)).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
