// Sessions as a signed-in user meets them: expiry, renewal, sign-out, and changing a password ending the others.
import { randomUUID } from 'node:crypto';
import { UserRole } from './user.entity.js';
import { restSignIn } from '../../test/clients.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { CURRENT_PASSWORD_MESSAGES } from './session.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);

describe('sessions (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock")', () => {
  async function signedIn() {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID());
    return { user, token: res.headers.token as string };
  }
  const current = (token: string) => t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token } });

  it('answers 401 for an unknown token', async () => {
    expect((await current('not-a-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current' })).statusCode).toBe(401);
  });

  it('answers 401 once the session has expired through inactivity', async () => {
    const { user, token } = await signedIn();
    await sql(`update session set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    const res = await current(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Your session has expired. Please sign in again.');
  });

  it('renews the session on every authenticated reply', async () => {
    const { user, token } = await signedIn();
    await sql(`update session set last_seen_at = now() - interval '10 minutes', expires_at = now() + interval '20 minutes' where user_id = ?`, [user.id]);
    expect((await current(token)).statusCode).toBe(200);
    const [s] = await sql<{ expires_at: Date }>(`select expires_at from session where user_id = ?`, [user.id]);
    expect(new Date(s.expires_at).getTime()).toBeGreaterThan(Date.now() + t.config.session.timeoutMs - 60_000);
  });

  it('ends the session on sign-out', async () => {
    const { token } = await signedIn();
    const out = await t.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token } });
    expect(out.statusCode).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('signs out with an empty JSON body, and still refuses a body that is not JSON (issue 20 item 6)', async () => {
    const { token } = await signedIn();
    const out = await t.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token, 'content-type': 'application/json' }, payload: '' });
    expect(out.statusCode).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
    const other = await signedIn();
    const bad = await t.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token: other.token, 'content-type': 'application/json' }, payload: '{nope' });
    expect(bad.statusCode).toBe(400);
    expect((await current(other.token)).statusCode).toBe(200);
  });
});

describe('PUT /api/Users/ChangePassword/{id} (behaviour.md "Sign-in and sessions / Changing a password")', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const a = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const b = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${user.id}`, headers: { token: a }, payload: { CurrentPassword: TEST_PASSWORD, NewPassword: 'A-new-one-42', ConfirmPassword: 'A-new-one-42' } });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token: a } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token: b } })).statusCode).toBe(401);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).statusCode).toBe(401);
    expect((await restSignIn(t.app, user.email, 'A-new-one-42', randomUUID())).statusCode).toBe(200);
  });

  it("refuses passwords that do not match with 'Passwords do not match!' and changes nothing", async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${user.id}`, headers: { token }, payload: { NewPassword: 'A-new-one-42', ConfirmPassword: 'different-1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: 'ConfirmPassword', Message: 'Passwords do not match!' });
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).statusCode).toBe(200);
  });

  it('checks the body by its schema: a wrongly typed field is a 400 and changes nothing; a camelCase body is read', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${user.id}`, headers: { token }, payload });
    const bad = await change({ CurrentPassword: TEST_PASSWORD, NewPassword: 12345678, ConfirmPassword: 12345678 });
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, [{ Field: 'NewPassword', Message: 'NewPassword must be text.' }, { Field: 'ConfirmPassword', Message: 'ConfirmPassword must be text.' }]]);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).statusCode).toBe(200);
    expect((await change({ currentPassword: TEST_PASSWORD, newPassword: 'Camel-case-42', confirmPassword: 'Camel-case-42' })).statusCode).toBe(204);
    expect((await restSignIn(t.app, user.email, 'Camel-case-42', randomUUID())).statusCode).toBe(200);
  });

  it("refuses to change another user's password unless the caller is an office admin", async () => {
    const victim = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const other = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await restSignIn(t.app, other.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${victim.id}`, headers: { token }, payload: { NewPassword: 'Hijacked-123', ConfirmPassword: 'Hijacked-123' } });
    expect(res.statusCode).toBe(403);
    const device = randomUUID();
    const admin = await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true, verifiedDevice: device });
    const adminToken = (await restSignIn(t.app, admin.email, TEST_PASSWORD, device)).headers.token as string;
    const ok = await t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${victim.id}`, headers: { token: adminToken }, payload: { NewPassword: 'Reset-by-admin-1', ConfirmPassword: 'Reset-by-admin-1' } });
    expect(ok.statusCode).toBe(204);
  });

  it("refuses to change one's own password without the right current password, keeping the old one and the other sessions (issue 20 item 6)", async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const other = (await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).headers.token as string;
    const change = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/Users/ChangePassword/${user.id}`, headers: { token }, payload: { NewPassword: 'Taken-over-42', ConfirmPassword: 'Taken-over-42', ...payload } });
    const missing = await change({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual([{ Field: 'CurrentPassword', Message: CURRENT_PASSWORD_MESSAGES.missing }]);
    const wrong = await change({ CurrentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual([{ Field: 'CurrentPassword', Message: CURRENT_PASSWORD_MESSAGES.wrong }]);
    expect((await restSignIn(t.app, user.email, TEST_PASSWORD, randomUUID())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token: other } })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/Users/ChangePassword/1', payload: { NewPassword: 'whatever-123' } });
    expect(res.statusCode).toBe(401);
  });
});
