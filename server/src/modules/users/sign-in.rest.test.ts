// Signing in over REST: the answers, lockouts, device codes and allow-list a user meets, and bad input refused.
import { randomUUID } from 'node:crypto';
import { UserRole } from './user.entity.js';
import { basic, restSignIn } from '../../test/clients.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
const latestCode = async (email: string) => {
  const [row] = await sql<{ text_body: string }>(`select text_body from mail_outbox where to_address = ? order by id desc limit 1`, [email]);
  return /\b(\d{6})\b/.exec(row?.text_body ?? '')?.[1];
};

describe('POST /api/Users/Authenticate (behaviour.md "Sign-in and sessions / Changing a password"; "Sign-in and sessions / Sign-in failures")', () => {
  it('signs a customer in, returns the session token in the Token header and logs the address', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID());
    expect(res.statusCode).toBe(200);
    const token = res.headers.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const current = await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ Id: user.id, Email: user.email, Role: 'CUSTOMER', CustomerId: user.customerId });
    expect(current.json()).not.toHaveProperty('PasswordHash');
    const logs = await sql(`select * from user_ip_log where user_id = ?`, [user.id]);
    expect(logs).toEqual([expect.objectContaining({ succeeded: true, outcome: 'ok', ip_address: '127.0.0.1' })]);
  });

  it('accepts the username as well as the e-mail address', async () => {
    const user = await buildUser(t.orm, { role: UserRole.SUPPLIER });
    const res = await restSignIn(t.app, user.username.toUpperCase(), TEST_PASSWORD, randomUUID());
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown user with 401 and no reason, the same as a wrong password', async () => {
    const res = await restSignIn(t.app, 'nobody@example.test', TEST_PASSWORD, randomUUID());
    expect(res.statusCode).toBe(401);
    expect(res.headers.failurereason).toBeUndefined();
    expect(res.json().Message).toBe('Incorrect Email Address or Password. Please try again.');
    const [log] = await sql(`select * from user_ip_log where username = 'nobody@example.test'`);
    expect(log).toMatchObject({ succeeded: false, outcome: 'unknown-user' });
  });

  it('answers a wrong password with 401 and no reason, and counts the failure', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await restSignIn(t.app, user.email, 'wrong-password', randomUUID());
    expect(res.statusCode).toBe(401);
    expect(res.headers.failurereason).toBeUndefined();
    const [row] = await sql<{ failed_attempts: number }>(`select failed_attempts from app_user where id = ?`, [user.id]);
    expect(row.failed_attempts).toBe(1);
  });

  it('answers 404 for a deactivated account whose password is right', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER, isDeactivated: true });
    const res = await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Unable to log in. Please try again.');
  });

  it('locks the account on the 5th failure in a row (423), refuses the right password while locked, and unlocks when the time is up', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const device = randomUUID();
    for (let i = 1; i <= 4; i++) expect((await restSignIn(t.app, user.email, `wrong-${i}`, device)).statusCode).toBe(401);
    const fifth = await restSignIn(t.app, user.email, 'wrong-5', device);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().Message).toBe('Unfortunately, due to too many incorrect access attempts, your account has been locked.');
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device)).statusCode).toBe(423);
    await sql(`update app_user set locked_until = now() - interval '1 second' where id = ?`, [user.id]);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device)).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const device = randomUUID();
    for (let i = 0; i < 4; i++) await restSignIn(t.app, user.email, 'wrong', device);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await restSignIn(t.app, user.email, 'wrong', device)).statusCode).toBe(401);
  });
});

describe('device verification for office users (behaviour.md "Sign-in and sessions / Device verification": 614, 615, 616)', () => {
  it('answers 614 from an unverified device and e-mails a code that then signs in; the device is remembered', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const device = randomUUID();
    const first = await restSignIn(t.app, user.email, TEST_PASSWORD, device);
    expect(first.statusCode).toBe(401);
    expect(first.headers.failurecode).toBe('614');
    expect(first.headers.failurereason).toMatch(/verification code has been e-mailed/);
    const code = await latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device, code)).statusCode).toBe(200);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device)).statusCode).toBe(200);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.failurecode).toBe('614');
  });

  it('answers 615 with its reason for a wrong code', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const device = randomUUID();
    await restSignIn(t.app, user.email, TEST_PASSWORD, device);
    const code = await latestCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await restSignIn(t.app, user.email, TEST_PASSWORD, device, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.headers.failurecode).toBe('615');
    expect(res.headers.failurereason).toBe('The authentication code is incorrect. Please check it and try again.');
  });

  it('answers 616 for an expired code and e-mails a fresh one that works', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const device = randomUUID();
    await restSignIn(t.app, user.email, TEST_PASSWORD, device);
    const old = await latestCode(user.email);
    await sql(`update device_code set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    const res = await restSignIn(t.app, user.email, TEST_PASSWORD, device, old);
    expect(res.statusCode).toBe(401);
    expect(res.headers.failurecode).toBe('616');
    expect(res.headers.failurereason).toMatch(/expired/);
    const fresh = await latestCode(user.email);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, device, fresh)).statusCode).toBe(200);
  });

  it('does not ask customers or drivers for a code', async () => {
    const driver = await buildUser(t.orm, { role: UserRole.SUPPLIER });
    expect((await restSignIn(t.app, driver.email, TEST_PASSWORD, randomUUID())).statusCode).toBe(200);
  });
});

describe('IP allow-list (behaviour.md "Roles and access / Roles"; "Settings / Settings screen" settings)', () => {
  afterEach(() => sql(`delete from whitelisted_ip_address`));

  it('refuses office users from other addresses with a clear reason, once an allow-list exists', async () => {
    const device = randomUUID();
    const office = await buildUser(t.orm, { role: UserRole.OFFICE, verifiedDevice: device });
    await sql(`insert into whitelisted_ip_address (value) values ('10.1.2.3')`);
    const refused = await restSignIn(t.app, office.email, TEST_PASSWORD, device, undefined, '192.168.9.9');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.failurereason).toBe('Sign-in from this network address is not allowed for office users.');
    expect((await restSignIn(t.app, office.email, TEST_PASSWORD, device, undefined, '10.1.2.3')).statusCode).toBe(200);
    const [log] = await sql(`select * from user_ip_log where user_id = ? order by id limit 1`, [office.id]);
    expect(log).toMatchObject({ ip_address: '192.168.9.9', outcome: 'ip-not-allowed', succeeded: false });
  });

  it('lets customers in from anywhere', async () => {
    const customer = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    await sql(`insert into whitelisted_ip_address (value) values ('10.1.2.3')`);
    expect((await restSignIn(t.app, customer.email, TEST_PASSWORD, randomUUID(), undefined, '192.168.9.9')).statusCode).toBe(200);
  });
});

describe('POST /api/Customers/Login (behaviour.md "Sign-in and sessions / Changing a password")', () => {
  it('signs a customer user in with {username, password}', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.token).toBeTruthy();
  });

  it('does not let office users in through the customer login', async () => {
    const office = await buildUser(t.orm, { role: UserRole.OFFICE });
    const res = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username: office.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input gets a 400 with a clear message, never a 500', () => {
  it('refuses a malformed Basic header', async () => {
    for (const authorization of ['Basic !!!', 'Bearer abc', basic('only-a-username', '').replace(/=+$/, '')]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization } });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/Authorization|Password is required/);
    }
  });

  it('refuses a sign-in with no Authorization header or missing fields', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate' });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('A Basic Authorization header with the username and password is required.');
    const noDevice = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization: basic('someone', 'password') } });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().Errors).toContainEqual({ Field: 'DeviceUuid', Message: 'A device id is required.' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['Username', 'Password']);
  });

  it('checks the body by its schema: a wrongly typed field is a 400 naming it, with no sign-in failure headers and no failure counted; a valid-shaped body still reaches the sign-in', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const bad = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { Username: user.email, Password: 12345678, DeviceUuid: ['x'] } });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [{ Field: 'Password', Message: 'Password must be text.' }, { Field: 'DeviceUuid', Message: 'DeviceUuid must be text.' }]]);
    expect([bad.headers.failurereason, bad.headers.failurecode]).toEqual([undefined, undefined]);
    const failures = async () => (await sql<{ n: number }>('select failed_attempts as n from app_user where id = ?', [user.id]))[0].n;
    expect(await failures()).toBe(0);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: { username: user.email, password: 'not-it' } });
    expect(wrong.statusCode).toBe(401);
    expect(await failures()).toBe(1);
    const headers = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', headers: { authorization: basic(user.email, TEST_PASSWORD) }, payload: { DeviceUuid: 7 } });
    expect([headers.statusCode, headers.json().Errors]).toEqual([400, [{ Field: 'DeviceUuid', Message: 'DeviceUuid must be text.' }]]);
  });

  it('refuses an oversized body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('The request body is too large.');
  });

  it('refuses a body that is not JSON, or not valid JSON', async () => {
    const text = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', headers: { 'content-type': 'text/plain' }, payload: 'username=a&password=b' });
    expect(text.statusCode).toBe(400);
    expect(text.json().Message).toBe('The request body must be JSON (Content-Type: application/json).');
    const broken = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toBe('The request body is not valid JSON.');
    const array = await t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('refuses a non-numeric user id in the path', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const res = await t.app.inject({ method: 'PUT', url: '/api/Users/ChangePassword/abc', headers: { token }, payload: { NewPassword: 'whatever-123' } });
    expect(res.statusCode).toBe(400);
  });
});
