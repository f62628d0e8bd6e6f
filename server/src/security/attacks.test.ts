import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { shareSignInBudget, TOO_MANY_SIGN_INS } from '../auth/sign-in-limit.js';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../modules/manifests/manifest.fixtures.js';
import { UserRole } from '../modules/users/user.entity.js';
import { basic, gql, restSignIn } from '../test/clients.js';
import { buildSupplier, buildUser, TEST_PASSWORD } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { sessionFor } from '../test/sessions.js';

// Issue 10 item 3: attacks that must be refused. (Depth and alias limits, oversized REST bodies, CORS and
// the API-key scopes have their own tests next to the code; these are the remaining ones.)

const AUTHENTICATE = 'mutation A($input: AuthenticateInput!) { authenticate(input: $input) { token } }';

describe('sign-in brakes (issue 10 item 3: per address AND per account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    t.config.limits.signInPerMinute = 3;
  });
  afterAll(() => t.close());

  const gqlFrom = (ip: string, username: string) => t.app.inject({
    method: 'POST', url: '/graphql', remoteAddress: ip, headers: { 'content-type': 'application/json' },
    payload: { query: AUTHENTICATE, variables: { input: { username, password: 'wrong-password', deviceUuid: randomUUID() } } },
  });

  it('gives one address one budget across REST and GraphQL sign-in, then 429 / TOO_MANY_REQUESTS; other addresses go on', async () => {
    const ip = '203.0.113.7';
    const names = await Promise.all([1, 2, 3, 4, 5].map(async () => (await buildUser(t.orm, { role: UserRole.CUSTOMER })).email));
    expect((await restSignIn(t.app, names[0], 'wrong-password', randomUUID(), undefined, ip)).statusCode).toBe(401);
    expect((await gqlFrom(ip, names[1])).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.app.inject({ method: 'POST', url: '/api/Customers/Login', remoteAddress: ip, payload: { username: names[2], password: 'wrong-password' } })).statusCode).toBe(401);
    const rest = await restSignIn(t.app, names[3], TEST_PASSWORD, randomUUID(), undefined, ip);
    expect(rest.statusCode).toBe(429);
    expect(rest.json().Message).toBe(TOO_MANY_SIGN_INS);
    expect((await gqlFrom(ip, names[4])).json().errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect((await restSignIn(t.app, names[3], TEST_PASSWORD, randomUUID(), undefined, '203.0.113.8')).statusCode).toBe(200);
    // A refused attempt is not counted against the account it named.
    const [{ failed_attempts }] = await t.orm.em.getConnection().execute(`select failed_attempts from app_user where email = ?`, [names[4]]);
    expect(failed_attempts).toBe(0);
  });

  it('falls back to this process\'s budget while the shared store (Redis) is away', async () => {
    shareSignInBudget(t.config, { count: () => Promise.reject(new Error('Connection is closed.')), close: async () => undefined });
    try {
      const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await restSignIn(t.app, user.email, 'wrong-password', randomUUID(), undefined, '203.0.113.50')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      shareSignInBudget(t.config, undefined);
    }
  });

  it('locks an account guessed at from many addresses (the lock-out counts per account)', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    for (let i = 1; i <= 5; i++) await restSignIn(t.app, user.email, `guess-${i}`, randomUUID(), undefined, `198.51.100.${i}`);
    const right = await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID(), undefined, '198.51.100.99');
    expect(right.statusCode).toBe(423);
    expect(right.json().Message).toBe('Unfortunately, due to too many incorrect access attempts, your account has been locked.');
  });
});

describe('request limits and headers (issue 10 item 3)', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dispatch-ui-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Dispatch</title><div id="root"></div>');
  beforeAll(async () => {
    t = await startTestApp({ clientDistDir: dist });
  });
  afterAll(() => t.close());

  it('serves the UI with a content security policy and the usual security headers', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    // The report previews frame blob: URLs of our own page (issue 19 item 4): that, and nothing from elsewhere.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).not.toMatch(/frame-src[^;]*(https?:|\*|data:)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses an oversized GraphQL body with a 4xx, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: `{ appConfig { productShortName } } #${'x'.repeat(2 * 1024 * 1024)}` }) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses a GraphQL operation over the cost limit before it runs', async () => {
    const cheap = await startTestApp({ limits: { ...t.config.limits, graphqlCost: 5 } });
    try {
      const token = await sessionFor(cheap.orm, await buildUser(cheap.orm, { role: UserRole.OFFICE }));
      const res = await gql(cheap.app, '{ suppliers { id name vehicles { id vehicleType { id name } } licences { id } } customers { id name } }', {}, token);
      expect(res.errors?.[0].message).toMatch(/cost/i);
      expect(res.data).toBeNull();
      // The same limits guard subscriptions over graphql-ws.
      await cheap.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = cheap.app.server.address() as { port: number };
      const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { token }, retryAttempts: 0 });
      const refused = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { supplierLocationsChanged { supplierId supplierName latitude longitude recordedAt manifestId vehicleTypeIds } }' },
          { next: () => resolve('an event'), error: resolve, complete: () => resolve('completed') });
      });
      await client.dispose();
      expect(JSON.stringify(refused)).toMatch(/cost/i);
    } finally {
      await cheap.close();
    }
  });
});

describe('search filters are immune to SQL injection (issue 10 item 3)', () => {
  let t: TestApp;
  let b: Booking;
  beforeAll(async () => {
    t = await startTestApp();
    b = await arrangeBooking(t.orm);
    const c = await book(t, b, b.customer.token);
    await restCaller(t)('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds));
    await book(t, b, b.otherCustomer.token, { Customer: { Id: b.otherCustomer.id } });
    await buildSupplier(t.orm, { name: 'Acme Haulage' });
  });
  afterAll(() => t.close());

  const ATTACKS = [
    "' OR '1'='1", "' OR 1=1 --", "%' OR '%'='", "'; DROP TABLE consignment; --", "1' UNION SELECT null, version() --",
    "\\' OR 1=1 #", '%', '_', "' || pg_sleep(3) || '", '$$; select 1; $$', 'a\u0000b', '"; delete from customer; --', "'::int",
  ];
  // A search covers at most 366 days; the booked consignments are tomorrow.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const dates = `${day(-30)}/${day(300)}`;
  const SEARCHES: [string, string[]][] = [
    [`/api/Consignments/${dates}/Search`, ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'bookingContact', 'supplierName', 'consignmentNumber', 'vehicleType']],
    [`/api/Consignments/${dates}/Export`, ['customerName', 'poNumber']],
    [`/api/Manifests/${dates}/Search`, ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'supplierName', 'manifestNumber']],
    ['/api/Customers', ['name']],
    ['/api/Customers/Search', ['customerName']],
    ['/api/Suppliers', ['name']],
    ['/api/Suppliers/Search', ['supplierName']],
    ['/api/SupplierLocations/Search', ['consignmentNumberCustomerReferenceOrPONumber']],
    ['/api/AtlasUsers/Search', ['username', 'email']],
    ['/api/VATCodes/Search', ['name']],
    ['/api/AdditionalCharges/Search', ['name']],
    ['/api/AreaAdditionalChargeRules/Search', ['name', 'postcode']],
    ['/api/Geocode', ['q']],
  ];

  const NUMERIC = new Set(['consignmentNumber', 'vehicleType', 'manifestNumber']);
  const counts = async () => JSON.stringify(await t.orm.em.getConnection().execute(
    'select (select count(*) from consignment) c, (select count(*) from customer) cu, (select count(*) from manifest) m, (select count(*) from app_user) u, (select count(*) from supplier) s'));
  const rows = (body: string) => { try { const v = JSON.parse(body); return Array.isArray(v) ? v.length : 0; } catch { return body.split('\n').length; } };

  it('answers every injected filter without a 500, without extra rows and without changing data', async () => {
    const before = await counts();
    const failures: string[] = [];
    let requests = 0;
    for (const [route, params] of SEARCHES) {
      for (const param of params) {
        const ask = async (value: string) => {
          requests += 1;
          const started = Date.now();
          const res = await t.app.inject({ method: 'GET', url: `${route}?${param}=${encodeURIComponent(value)}`, headers: { token: b.office.token } });
          return { status: res.statusCode, rows: res.statusCode === 200 ? rows(res.body) : 0, ms: Date.now() - started };
        };
        const benign = await ask(NUMERIC.has(param) ? '999999' : 'zz-no-such-thing-zz');
        if (benign.status !== 200) failures.push(`${route}?${param}: a plain search answered ${benign.status}, so the filter was never tried`);
        for (const attack of ATTACKS) {
          const got = await ask(attack);
          if (got.status >= 500) failures.push(`${route}?${param}=${attack} -> ${got.status}`);
          if (got.rows > benign.rows) failures.push(`${route}?${param}=${attack} -> ${got.rows} rows, a no-match search gives ${benign.rows}`);
          if (got.ms > 2500) failures.push(`${route}?${param}=${attack} took ${got.ms} ms`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toBe(before);
    expect(requests).toBeGreaterThan(300);
  }, 120_000);

  it('treats injected GraphQL search arguments as text too', async () => {
    for (const attack of ATTACKS) {
      const res = await gql<{ consignments: unknown[]; manifests: unknown[]; searchCustomers: unknown[] }>(t.app,
        'query S($c: ConsignmentSearchInput!, $m: ManifestSearchInput!, $n: String!) { consignments(search: $c) { id } manifests(search: $m) { id } searchCustomers(customerName: $n) { id } }',
        { c: { from: day(-30), to: day(300), customerName: attack, poNumber: attack }, m: { from: day(-30), to: day(300), supplierName: attack }, n: attack }, b.office.token);
      if (attack.includes('\u0000')) {
        // PostgreSQL text cannot hold a NUL: a 400-style BAD_USER_INPUT, never an internal error.
        expect(res.errors?.length).toBeGreaterThan(0);
        expect(new Set(res.errors?.map((e) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
        continue;
      }
      expect(res.errors).toBeUndefined();
      expect([res.data?.consignments.length, res.data?.manifests.length, res.data?.searchCustomers.length]).toEqual([0, 0, 0]);
    }
  });

  it('never treats the Basic header of sign-in as SQL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization: basic("' OR '1'='1' --", "' OR '1'='1", randomUUID()) } });
    expect(res.statusCode).toBe(401);
  });
});
