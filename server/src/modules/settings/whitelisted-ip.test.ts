import { gql } from '../../test/clients.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn, type SignedInUser } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';
import { lockOutMessage } from './whitelisted-ip.service.js';
import { STALE_MESSAGE } from './writes.js';

let t: TestApp;
let office: SignedInUser;
let admin: SignedInUser;
let customer: SignedInUser;
let driver: SignedInUser;
beforeAll(async () => {
  t = await startTestApp();
  office = await signedIn(t.orm, { role: UserRole.OFFICE });
  admin = await signedIn(t.orm, { role: UserRole.OFFICE, isAdmin: true });
  customer = await signedIn(t.orm, { role: UserRole.CUSTOMER });
  driver = await signedIn(t.orm, { role: UserRole.SUPPLIER });
});
afterAll(() => t.close());
/** The test requests come from 127.0.0.1: listed first, so the admin's edits never lock the admin out. */
const SELF = '127.0.0.1';
beforeEach(() => t.orm.em.getConnection().execute(`insert into whitelisted_ip_address (value, version) values ('${SELF}', 1)`));
afterEach(() => t.orm.em.getConnection().execute('delete from whitelisted_ip_address'));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async () => (await t.orm.em.getConnection().execute<{ value: string }[]>('select value from whitelisted_ip_address order by id')).map((r) => r.value).filter((v) => v !== SELF);
const MESSAGE = 'The IP address must be four numbers from 0 to 255 separated by dots.';

describe('whitelisted IP addresses (behaviour.md "Settings / Back-office users")', () => {
  it('is for office users only: 401 signed out, 403 for customer and driver users', async () => {
    expect((await call('GET', '/WhitelistedIpAddresses')).statusCode).toBe(401);
    for (const user of [customer, driver]) {
      expect((await call('GET', '/WhitelistedIpAddresses', user.token)).statusCode).toBe(403);
      expect((await call('POST', '/WhitelistedIpAddresses', user.token, { Value: '1.2.3.4' })).statusCode).toBe(403);
      expect((await gql(t.app, 'query { whitelistedIpAddresses { value } }', {}, user.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await stored()).toEqual([]);
  });

  it('adds an address of four numeric parts, typed whole or as its parts, stored without leading zeros', async () => {
    const whole = await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: ' 192.168.001.010 ' });
    expect(whole.statusCode).toBe(201);
    expect(whole.json()).toEqual({ Id: expect.any(Number), Value: '192.168.1.10', Parts: [192, 168, 1, 10], Version: 1 });
    const parts = await call('POST', '/WhitelistedIpAddresses', admin.token, { Parts: [10, 0, 0, 1] });
    expect(parts.json().Value).toBe('10.0.0.1');
    expect((await call('GET', '/WhitelistedIpAddresses', admin.token)).json().map((w: { Value: string }) => w.Value)).toEqual(['10.0.0.1', SELF, '192.168.1.10']);
  });

  it.each(['1.2.3', '1.2.3.4.5', '256.1.1.1', 'a.b.c.d', '1..2.3', '1.2.3.-4', '::1', ''])('refuses %p with a 400 and stores nothing', async (Value) => {
    const res = await call('POST', '/WhitelistedIpAddresses', admin.token, { Value });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(Value ? MESSAGE : 'An IP address is required.');
    expect(await stored()).toEqual([]);
  });

  it('takes parts as numbers or their digits, and refuses any other part, or other than four, naming it', async () => {
    expect((await call('POST', '/WhitelistedIpAddresses', admin.token, { Parts: ['172', 16, '0', 9] })).json().Value).toBe('172.16.0.9');
    const wrong = await call('POST', '/WhitelistedIpAddresses', admin.token, { Parts: [10, true, 0, 1] });
    expect([wrong.statusCode, wrong.json().Errors]).toEqual([400, [{ Field: 'Parts[1]', Message: 'Parts must be the four numbers of the address.' }]]);
    expect((await call('POST', '/WhitelistedIpAddresses', admin.token, { Parts: [10, 0, 1] })).json().Errors).toEqual([{ Field: 'Parts', Message: 'Parts must be the four numbers of the address.' }]);
    expect((await stored()).filter((v) => v.startsWith('10.'))).toEqual([]);
  });

  it('refuses a duplicate, also when written differently', async () => {
    await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '81.2.69.160' });
    const dup = await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '081.002.069.160' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Errors).toEqual([{ Field: 'Value', Message: 'This IP address is already whitelisted.' }]);
    expect(await stored()).toEqual(['81.2.69.160']);
  });

  it('updates with the loaded Version, refuses a stale one with 608, and deletes', async () => {
    const created = (await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '1.1.1.1' })).json();
    const updated = await call('PUT', `/WhitelistedIpAddresses/${created.Id}`, admin.token, { Value: '1.1.1.2', Version: 1 });
    expect(updated.json()).toMatchObject({ Value: '1.1.1.2', Version: 2 });
    const stale = await call('PUT', `/WhitelistedIpAddresses/${created.Id}`, admin.token, { Value: '9.9.9.9', Version: 1 });
    expect(stale.statusCode).toBe(608);
    expect(stale.json().Message).toBe(STALE_MESSAGE);
    expect(await stored()).toEqual(['1.1.1.2']);
    expect((await call('DELETE', `/WhitelistedIpAddresses/${created.Id}`, customer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/WhitelistedIpAddresses/${created.Id}`, admin.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/WhitelistedIpAddresses/${created.Id}`, admin.token)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('works the same over GraphQL', async () => {
    const created = await gql<{ createWhitelistedIpAddress: { id: number; value: string; version: number } }>(t.app, `mutation { createWhitelistedIpAddress(input: { parts: [8, 8, 4, 4] }) { id value version } }`, {}, admin.token);
    expect(created.data!.createWhitelistedIpAddress).toMatchObject({ value: '8.8.4.4', version: 1 });
    const bad = await gql(t.app, `mutation { createWhitelistedIpAddress(input: { value: "300.1.1.1" }) { id } }`, {}, admin.token);
    expect(bad.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const dup = await gql(t.app, `mutation { createWhitelistedIpAddress(input: { value: "8.8.4.4" }) { id } }`, {}, admin.token);
    expect(dup.errors?.[0].message).toBe('This IP address is already whitelisted.');
    const { id } = created.data!.createWhitelistedIpAddress;
    const stale = await gql(t.app, `mutation($id: Int!) { updateWhitelistedIpAddress(id: $id, input: { value: "8.8.8.8", version: 7 }) { id } }`, { id }, admin.token);
    expect(stale.errors?.[0].extensions.code).toBe('CONFLICT');
    expect((await gql(t.app, `mutation($id: Int!) { deleteWhitelistedIpAddress(id: $id) }`, { id }, admin.token)).data).toEqual({ deleteWhitelistedIpAddress: true });
    expect(await stored()).toEqual([]);
  });
});

describe('only admins edit the allow-list, and never so that it locks them out (issue 20 item 6)', () => {
  it('refuses office users who are not admins over REST and GraphQL, changing nothing', async () => {
    expect((await call('GET', '/WhitelistedIpAddresses', office.token)).statusCode).toBe(200);
    expect((await call('POST', '/WhitelistedIpAddresses', office.token, { Value: '1.2.3.4' })).statusCode).toBe(403);
    const [own] = (await call('GET', '/WhitelistedIpAddresses', office.token)).json();
    expect((await call('PUT', `/WhitelistedIpAddresses/${own.Id}`, office.token, { Value: '1.2.3.4', Version: own.Version })).statusCode).toBe(403);
    expect((await call('DELETE', `/WhitelistedIpAddresses/${own.Id}`, office.token)).statusCode).toBe(403);
    expect((await gql(t.app, `mutation { createWhitelistedIpAddress(input: { value: "1.2.3.4" }) { id } }`, {}, office.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(await stored()).toEqual([]);
  });

  it("refuses a change that would leave the admin's own address off the list, over REST and GraphQL", async () => {
    const [own] = (await call('GET', '/WhitelistedIpAddresses', admin.token)).json();
    expect((await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '10.0.0.9' })).statusCode).toBe(201);
    const message = lockOutMessage(SELF);
    const removeOwn = await call('DELETE', `/WhitelistedIpAddresses/${own.Id}`, admin.token);
    expect(removeOwn.statusCode).toBe(400);
    expect(removeOwn.json().Message).toBe(message);
    expect((await call('PUT', `/WhitelistedIpAddresses/${own.Id}`, admin.token, { Value: '10.9.9.9', Version: own.Version })).json().Message).toBe(message);
    expect((await gql(t.app, `mutation($id: Int!) { deleteWhitelistedIpAddress(id: $id) }`, { id: own.Id }, admin.token)).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(['10.0.0.9']);
    await t.orm.em.getConnection().execute('delete from whitelisted_ip_address');
    // An empty list lets every address in, so its first entry must be the admin's own.
    const firstForeign = await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '10.0.0.5' });
    expect(firstForeign.json().Message).toBe(message);
    expect((await t.orm.em.getConnection().execute('select value from whitelisted_ip_address'))).toEqual([]);
    expect((await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: SELF })).statusCode).toBe(201);
    expect((await call('POST', '/WhitelistedIpAddresses', admin.token, { Value: '10.0.0.5' })).statusCode).toBe(201);
  });
});
