import { randomUUID } from 'node:crypto';
import { gql } from '../../test/clients.js';
import { buildCustomer, buildSupplier } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedIn(t, { role: UserRole.OFFICE, isAdmin: true })).token;
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const issue = (payload: object, token = adminToken) => t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token }, payload });

describe('integrator API keys (issue 10 item 6)', () => {
  it('are issued by office admins only, shown once and stored hashed', async () => {
    const res = await issue({ Name: 'Warehouse system', Scope: 'OFFICE_READ_ONLY' });
    expect(res.statusCode).toBe(201);
    const { Key, Id, Prefix } = res.json();
    expect(Key).toMatch(/^dsp_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{32}$/);
    expect(Key).toContain(Prefix);
    const [row] = await sql<{ secret_hash: string }>(`select secret_hash from api_key where id = ?`, [Id]);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await sql(`select * from api_key`))).not.toContain(Key);
    const list = await t.app.inject({ method: 'GET', url: '/api/ApiKeys', headers: { token: adminToken } });
    expect(list.body).not.toContain(Key);
    const dispatcher = await signedIn(t, { role: UserRole.OFFICE });
    expect((await issue({ Name: 'x', Scope: 'OFFICE_READ_ONLY' }, dispatcher.token)).statusCode).toBe(403);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER });
    expect((await issue({ Name: 'x', Scope: 'OFFICE_READ_ONLY' }, customer.token)).statusCode).toBe(403);
  });

  it('refuses a customer key without a customer, an office key with one, and an unknown scope', async () => {
    const customer = await buildCustomer(t.orm);
    const res = await issue({ Name: 'x', Scope: 'CUSTOMER' });
    expect(res.json().Errors).toEqual([{ Field: 'CustomerId', Message: 'A customer key needs a customer.' }]);
    expect((await issue({ Name: 'x', Scope: 'OFFICE_READ_ONLY', CustomerId: customer.id })).statusCode).toBe(400);
    expect((await issue({ Name: '', Scope: 'ROOT' })).json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['Name', 'Scope']);
    expect((await issue({ Name: 'x', Scope: 'CUSTOMER', CustomerId: 999999 })).statusCode).toBe(400);
    expect((await sql<{ n: number }>(`select count(*)::int as n from api_key where name = 'x'`))[0].n).toBe(0);
  });

  it('checks the body by its schema: wrong fields are one 400, nothing changed; a camelCase body is read', async () => {
    const made = await issue({ name: 'Camel', scope: 'OFFICE_READ_ONLY' });
    expect([made.statusCode, made.json().Name]).toEqual([201, 'Camel']);
    const limits = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/ApiKeys/${made.json().Id}/Limits`, headers: { token: adminToken }, payload });
    const bad = await limits({ RequestsPerMinute: 'ten', CostPointsPerMinute: 1.5 });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [
      { Field: 'RequestsPerMinute', Message: 'RequestsPerMinute must be a whole number from 1 to 1000000, or null for the default.' },
      { Field: 'CostPointsPerMinute', Message: 'CostPointsPerMinute must be a whole number from 1 to 1000000000, or null for the default.' },
    ]]);
    expect((await sql<{ n: number | null }>('select requests_per_minute as n from api_key where id = ?', [made.json().Id]))[0].n).toBeNull();
    expect((await limits({ requestsPerMinute: 7 })).json().RequestsPerMinute).toBe(7);
    expect((await issue({ Name: 'y', Scope: 5, CustomerId: '3' })).json().Errors).toEqual([
      { Field: 'Scope', Message: 'The scope must be OFFICE_READ_ONLY or CUSTOMER.' }, { Field: 'CustomerId', Message: 'CustomerId must be a whole number.' },
    ]);
  });

  it('lets a read-only office key read over REST and GraphQL but refuses every write, and logs each use', async () => {
    const { Key, Id } = (await issue({ Name: 'BI tool', Scope: 'OFFICE_READ_ONLY' })).json();
    const supplier = await buildSupplier(t.orm);
    const read = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Last?supplierId=${supplier.id}`, headers: { 'x-api-key': Key } });
    expect(read.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { authorization: `Bearer ${Key}` } });
    expect(me.json()).toMatchObject({ Role: 'OFFICE', IsAdmin: false });
    const write = await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { 'x-api-key': Key }, payload: { Latitude: 51, Longitude: 0 } });
    expect(write.statusCode).toBe(403);
    expect(write.json().Message).toBe('This API key is read-only.');
    const mutation = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': Key, 'content-type': 'application/json' }, payload: { query: 'mutation Out { signOut }', operationName: 'Out' } });
    expect(mutation.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(mutation.statusCode).toBe(403);
    const query = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': Key, 'content-type': 'application/json' }, payload: { query: '{ currentUser { role } }' } });
    expect(query.json().data).toEqual({ currentUser: { role: 'OFFICE' } });
    const uses = await sql<{ request: string }>(`select request from api_key_use where api_key_id = ? order by id`, [Id]);
    expect(uses.map((u) => u.request)).toEqual([
      `GET /api/SupplierLocations/Last?supplierId=${supplier.id}`,
      'GET /api/Users/Current',
      'POST /api/SupplierLocations',
      'graphql Out',
      'graphql anonymous',
    ]);
  });

  it('acts as its customer for a customer key, and cannot change a password or sign in', async () => {
    const customer = await buildCustomer(t.orm);
    const { Key } = (await issue({ Name: 'Shop', Scope: 'CUSTOMER', CustomerId: customer.id })).json();
    const me = await gql<{ currentUser: { role: string; customerId: number; id: number } }>(t.app, '{ currentUser { id role customerId } }', {}, undefined);
    expect(me.status).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': Key, 'content-type': 'application/json' }, payload: { query: '{ currentUser { id role customerId } }' } });
    const user = res.json().data.currentUser;
    expect(user).toMatchObject({ role: 'CUSTOMER', customerId: customer.id });
    const change = await t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${user.id}`, headers: { 'x-api-key': Key }, payload: { NewPassword: 'Now-i-can-login-1' } });
    expect(change.statusCode).toBe(403);
    const [{ username }] = await sql<{ username: string }>(`select username from app_user where id = ?`, [user.id]);
    const login = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username, password: '!api-key' } });
    expect(login.statusCode).toBe(401);
  });

  it('stops working the moment it is revoked, and an unknown or malformed key is refused', async () => {
    const { Key, Id } = (await issue({ Name: 'Old', Scope: 'OFFICE_READ_ONLY' })).json();
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { 'x-api-key': Key } })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/ApiKeys/${Id}`, headers: { token: adminToken } });
    expect(revoked.json().RevokedAt).toBeTruthy();
    const after = await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { 'x-api-key': Key } });
    expect(after.statusCode).toBe(401);
    expect(after.json().Message).toBe('This API key has been revoked.');
    const forged = `${Key.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { 'x-api-key': forged } })).json().Message).toBe('The API key is not valid.');
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { 'x-api-key': randomUUID() } })).statusCode).toBe(401);
  });

  it('can be managed over GraphQL', async () => {
    const created = await gql<{ createApiKey: { key: string; apiKey: { id: number; scope: string } } }>(
      t.app,
      'mutation New($i: CreateApiKeyInput!) { createApiKey(input: $i) { key apiKey { id scope prefix } } }',
      { i: { name: 'GraphQL key', scope: 'OFFICE_READ_ONLY' } },
      adminToken,
    );
    expect(created.data?.createApiKey.apiKey.scope).toBe('OFFICE_READ_ONLY');
    const revoked = await gql<{ revokeApiKey: { revokedAt: string } }>(t.app, 'mutation R($id: Int!) { revokeApiKey(id: $id) { revokedAt } }', { id: created.data!.createApiKey.apiKey.id }, adminToken);
    expect(revoked.data?.revokeApiKey.revokedAt).toBeTruthy();
  });
});
