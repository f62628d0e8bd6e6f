import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Topic } from '../../realtime/topics.js';
import { gql } from '../../test/clients.js';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { subscribedTo, subscribers } from '../../test/until.js';
import { UserRole } from './user.entity.js';
import { CURRENT_PASSWORD_MESSAGES } from './session.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const AUTHENTICATE = `mutation Authenticate($input: AuthenticateInput!) { authenticate(input: $input) { token expiresAt user { id email role isAdmin isAccounts isManager customerId supplierId } } }`;
const CURRENT = `query Current { currentUser { id email role } }`;

async function signIn(email: string, deviceUuid = randomUUID(), authenticationCode?: string) {
  return gql<{ authenticate: { token: string; user: { id: number } } }>(t.app, AUTHENTICATE, { input: { username: email, password: TEST_PASSWORD, deviceUuid, authenticationCode } });
}

describe('GraphQL sign-in (behaviour.md "Sign-in and sessions / Device verification"; "Sign-in and sessions / Changing a password")', () => {
  it('authenticates, answers currentUser with the token, and signs out', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await signIn(user.email);
    expect(res.errors).toBeUndefined();
    const token = res.data!.authenticate.token;
    expect((await gql(t.app, CURRENT, {}, token)).data).toEqual({ currentUser: { id: user.id, email: user.email, role: 'CUSTOMER' } });
    expect((await gql(t.app, 'mutation SignOut { signOut }', {}, token)).data).toEqual({ signOut: true });
    const after = await gql(t.app, CURRENT, {}, token);
    expect(after.status).toBe(401);
    expect(after.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('shows the admin, accounts and manager flags of an office user', async () => {
    const device = randomUUID();
    const user = await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true, isManager: true, verifiedDevice: device });
    const res = await gql<{ authenticate: { user: Record<string, unknown> } }>(t.app, AUTHENTICATE, { input: { username: user.email, password: TEST_PASSWORD, deviceUuid: device } });
    expect(res.data!.authenticate.user).toMatchObject({ role: 'OFFICE', isAdmin: true, isAccounts: false, isManager: true });
  });

  it('reports a wrong password as UNAUTHENTICATED with no reason, and keeps HTTP 200 for the sign-in itself', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await gql(t.app, AUTHENTICATE, { input: { username: user.email, password: 'nope', deviceUuid: randomUUID() } });
    expect(res.status).toBe(200);
    expect(res.errors?.[0]).toMatchObject({ message: 'Incorrect Email Address or Password. Please try again.', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    expect(res.errors?.[0].extensions.failureReason).toBeUndefined();
  });

  it('carries failureCode 614 and then 615 for office devices, and ACCOUNT_LOCKED after five failures', async () => {
    const user = await buildUser(t.orm, { role: UserRole.OFFICE });
    const device = randomUUID();
    const first = await signIn(user.email, device);
    expect(first.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', failureCode: 614 });
    const wrong = await signIn(user.email, device, '000001');
    expect(wrong.errors?.[0].extensions).toMatchObject({ failureCode: 615, failureReason: 'The authentication code is incorrect. Please check it and try again.' });
    for (let i = 0; i < 3; i++) await signIn(user.email, device, '000001');
    const locked = await signIn(user.email, device, '000001');
    expect(locked.errors?.[0].extensions).toMatchObject({ code: 'ACCOUNT_LOCKED', status: 423 });
  });

  it('reports a deactivated account as NOT_FOUND (404)', async () => {
    const user = await buildUser(t.orm, { role: UserRole.SUPPLIER, isDeactivated: true });
    const res = await signIn(user.email);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(res.errors?.[0].message).toBe('Unable to log in. Please try again.');
  });

  it('validates input: BAD_USER_INPUT lists each field', async () => {
    const res = await gql(t.app, AUTHENTICATE, { input: { username: '', password: '', deviceUuid: 'x' } });
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions.fields).toEqual([
      { field: 'Username', message: 'Email Address is required.' },
      { field: 'Password', message: 'Password is required.' },
      { field: 'DeviceUuid', message: 'The device id is not valid.' },
    ]);
  });

  it('logs customers in through customerLogin', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const res = await gql<{ customerLogin: { user: { id: number } } }>(t.app, `mutation CustomerLogin($input: CustomerLoginInput!) { customerLogin(input: $input) { token user { id } } }`, { input: { username: user.email, password: TEST_PASSWORD } });
    expect(res.data?.customerLogin.user.id).toBe(user.id);
  });

  it("changes a password, refusing a mismatch with 'Passwords do not match!' and a missing or wrong current password", async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = (await signIn(user.email)).data!.authenticate.token;
    const CHANGE = `mutation Change($id: Int!, $input: ChangePasswordInput!) { changePassword(id: $id, input: $input) }`;
    const bad = await gql(t.app, CHANGE, { id: user.id, input: { newPassword: 'Brand-new-pass-1', confirmPassword: 'other' } }, token);
    expect(bad.errors?.[0].extensions.fields).toEqual([{ field: 'ConfirmPassword', message: 'Passwords do not match!' }]);
    const withoutCurrent = await gql(t.app, CHANGE, { id: user.id, input: { newPassword: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1' } }, token);
    expect(withoutCurrent.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'CurrentPassword', message: CURRENT_PASSWORD_MESSAGES.missing }] });
    const wrongCurrent = await gql(t.app, CHANGE, { id: user.id, input: { newPassword: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1', currentPassword: 'guess-1234' } }, token);
    expect(wrongCurrent.errors?.[0].extensions.fields).toEqual([{ field: 'CurrentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong }]);
    const ok = await gql(t.app, CHANGE, { id: user.id, input: { newPassword: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1', currentPassword: TEST_PASSWORD } }, token);
    expect(ok.data).toEqual({ changePassword: true });
  });
});

describe('GraphQL limits (DESIGN: depth and cost limits on every operation)', () => {
  it('refuses an operation deeper than the limit before it touches the database', async () => {
    const shallow = await startTestApp({ limits: { ...t.config.limits, graphqlDepth: 2 } });
    try {
      const res = await gql(shallow.app, AUTHENTICATE, { input: { username: 'deep@example.test', password: 'x', deviceUuid: randomUUID() } });
      expect(res.errors?.[0].message).toMatch(/depth/i);
      expect(res.data).toBeNull();
      const logs = await shallow.orm.em.getConnection().execute(`select count(*)::int as n from user_ip_log`);
      expect(logs[0].n).toBe(0);
    } finally {
      await shallow.close();
    }
  });

  it('refuses too many aliases', async () => {
    const wide = `query Wide { ${Array.from({ length: 30 }, (_, i) => `a${i}: appConfig { productShortName }`).join(' ')} }`;
    const res = await gql(t.app, wide);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });
});

describe('subscriptions over graphql-ws on /graphql (DESIGN: Subscriptions)', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    url = `ws://127.0.0.1:${address.port}/graphql`;
  });

  function client(token?: string) {
    return createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { token } : {}, retryAttempts: 0, lazy: true });
  }

  it('tells a session it was ended elsewhere when the password changes', async () => {
    const user = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const watcher = (await signIn(user.email)).data!.authenticate.token;
    const changer = (await signIn(user.email)).data!.authenticate.token;
    const ws = client(watcher);
    const before = subscribers(t, Topic.SessionEnded);
    const received = new Promise<unknown>((resolve, reject) => {
      ws.subscribe({ query: 'subscription Ended { sessionEnded { userId } }' }, { next: resolve, error: reject, complete: () => undefined });
    });
    await subscribedTo(t, Topic.SessionEnded, before);
    await gql(t.app, `mutation { changePassword(id: ${user.id}, input: { newPassword: "Another-pass-9", confirmPassword: "Another-pass-9", currentPassword: "${TEST_PASSWORD}" }) }`, {}, changer);
    await expect(received).resolves.toEqual({ data: { sessionEnded: { userId: user.id } } });
    await ws.dispose();
  });

  it('refuses a connection without a valid token', async () => {
    const ws = client('not-a-token');
    const outcome = new Promise<string>((resolve) => {
      ws.subscribe({ query: 'subscription Ended { sessionEnded { userId } }' }, { next: () => resolve('data'), error: () => resolve('refused'), complete: () => resolve('complete') });
    });
    await expect(outcome).resolves.toBe('refused');
    await ws.dispose();
  });
});
