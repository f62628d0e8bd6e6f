import { randomUUID } from 'node:crypto';
import { sha256 } from '../auth/tokens.js';
import { UserRole } from '../modules/users/user.entity.js';
import { Topic } from '../realtime/topics.js';
import { buildCustomer, TEST_PASSWORD } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { listen } from '../test/instances.js';
import { sessionFor, signedIn } from '../test/sessions.js';
import { openSocket, type TestSocket } from '../test/sockets.js';
import { subscribedTo, subscribers, until } from '../test/until.js';
import { CREDENTIAL_ENDED } from './sockets.js';

// Issue 20 item 1: an open graphql-ws socket is closed with 4401 within a second of its credential ending,
// whichever way it ends, and runs no operation and receives no event after that.

let t: TestApp;
let port: number;
let admin: { token: string };
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  port = await listen(t.app);
  admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.client.dispose()));
  await t.close();
});

const rest = (method: 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { token }, ...(payload ? { payload } : {}) });

async function connected(params: Record<string, unknown>): Promise<TestSocket> {
  const socket = openSocket(port, params);
  sockets.push(socket);
  await socket.connected;
  return socket;
}

/** Ends a credential and measures how long the socket stays open afterwards. */
async function closedAfter(socket: TestSocket, end: () => Promise<unknown>): Promise<{ code: number; reason: string; ms: number }> {
  expect((await socket.run('{ currentUser { id } }')).data?.currentUser).toBeTruthy();
  await end();
  const endedAt = Date.now();
  const closed = await socket.closed;
  return { code: closed.code, reason: closed.reason, ms: closed.at - endedAt };
}

describe('a socket is closed within a second when its credential ends (issue 20 item 1)', () => {
  it('closes when the session signs out', async () => {
    const { token } = await signedIn(t, { role: UserRole.CUSTOMER });
    const socket = await connected({ token });
    const closed = await closedAfter(socket, () => rest('POST', '/Users/SignOut', token));
    expect(closed).toMatchObject({ code: CREDENTIAL_ENDED, reason: 'Your session has ended. Please sign in again.' });
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes when the session expires', async () => {
    const { user, token } = await signedIn(t, { role: UserRole.OFFICE });
    const socket = await connected({ token });
    const closed = await closedAfter(socket, () =>
      t.orm.em.getConnection().execute(`update session set expires_at = now() where user_id = ?`, [user.id]));
    expect(closed.code).toBe(CREDENTIAL_ENDED);
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes when the password is changed from another session', async () => {
    const { user, token } = await signedIn(t, { role: UserRole.CUSTOMER });
    const other = await sessionFor(t.orm, user);
    const socket = await connected({ token });
    const closed = await closedAfter(socket, () => rest('PUT', `/Users/ChangePassword/${user.id}`, other, { CurrentPassword: TEST_PASSWORD, NewPassword: 'a new long password', ConfirmPassword: 'a new long password' }));
    expect(closed.code).toBe(CREDENTIAL_ENDED);
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes when the user is deactivated', async () => {
    const { user, token } = await signedIn(t, { role: UserRole.OFFICE });
    const socket = await connected({ token });
    const closed = await closedAfter(socket, async () => {
      const res = await rest('PUT', `/AtlasUsers/${user.id}`, admin.token, { IsDeactivated: true, Version: user.version });
      expect(res.statusCode).toBe(200);
    });
    expect(closed.code).toBe(CREDENTIAL_ENDED);
    expect(closed.ms).toBeLessThan(1000);
  });

  it("closes when a customer user's customer is deactivated without any notice", async () => {
    const customer = await buildCustomer(t.orm);
    const { token } = await signedIn(t, { role: UserRole.CUSTOMER, customerId: customer.id });
    const socket = await connected({ token });
    const closed = await closedAfter(socket, () =>
      t.orm.em.getConnection().execute(`update customer set is_deactivated = true where id = ?`, [customer.id]));
    expect(closed.code).toBe(CREDENTIAL_ENDED);
    expect(closed.ms).toBeLessThan(1000);
  });

  it('closes when its API key is revoked', async () => {
    const issued = (await rest('POST', '/ApiKeys', admin.token, { Name: `socket ${randomUUID()}`, Scope: 'OFFICE_READ_ONLY' })).json();
    const socket = await connected({ apiKey: issued.Key });
    const closed = await closedAfter(socket, () => rest('DELETE', `/ApiKeys/${issued.Id}`, admin.token));
    expect(closed).toMatchObject({ code: CREDENTIAL_ENDED, reason: 'This API key has been revoked.' });
    expect(closed.ms).toBeLessThan(1000);
  });
});

describe('a socket re-checks its credential per operation and per event (issue 20 item 1)', () => {
  it('refuses the next operation of a socket whose session ended before any notice', async () => {
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const socket = await connected({ token });
    // Ended in the database only: no notice, and the next sweep has not run yet.
    await t.orm.em.getConnection().execute(`update session set ended_at = now() where token_hash = ?`, [sha256(token)]);
    const reply = await socket.run('{ currentUser { id } }');
    expect(reply.data?.currentUser).toBeUndefined();
    expect([CREDENTIAL_ENDED, 'UNAUTHENTICATED']).toContain(reply.closed?.code ?? reply.errors?.[0]?.extensions?.code);
  });

  it('delivers no event once the session has ended', async () => {
    const { token } = await signedIn(t, { role: UserRole.OFFICE });
    const socket = await connected({ token });
    const before = subscribers(t, Topic.ManifestChanged);
    const sub = socket.listen('subscription { manifestChanged { manifestId } }');
    const publish = (manifestId: number) => t.pubsub.publish(Topic.ManifestChanged, { manifestId, action: 'Updated', consignmentIds: [] });
    await subscribedTo(t, Topic.ManifestChanged, before);
    publish(1);
    await until(() => sub.events.length, 'manifest 1 to arrive');
    await rest('POST', '/Users/SignOut', token);
    // Published after the sign-out: manifest 2 must never arrive.
    publish(2);
    expect((await sub.ended).closed?.code).toBe(CREDENTIAL_ENDED);
    publish(2);
    await socket.closed;
    expect(sub.events).not.toContainEqual({ data: { manifestChanged: { manifestId: 2 } } });
    expect(sub.events).toContainEqual({ data: { manifestChanged: { manifestId: 1 } } });
  });
});
