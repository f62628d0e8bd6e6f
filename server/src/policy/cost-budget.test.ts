import type { AddressInfo } from 'node:net';
import { gql } from '../test/clients.js';
import { buildUser, sessionToken } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { openSocket } from '../test/sockets.js';
import { freshMinute } from '../test/minutes.js';
import { UserRole } from '../modules/users/user.entity.js';

// Issue 24 item 6: each API key and each session has a budget of GraphQL cost points per minute (an
// operation costs the values it could answer, lists at their bounds: behaviour.md "Bounded answers"), set per
// key by admins, spent over HTTP and over the WebSocket alike.

let t: TestApp;
let admin: string;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => t.close());

/** Two values: the cost of each run of it. */
const CHEAP = '{ currentUser { id name } }';

/** A read-only key whose cost budget the admin set over GraphQL. */
async function keyWithCostBudget(points: number): Promise<string> {
  const issued = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin }, payload: { Name: 'Cost budget', Scope: 'OFFICE_READ_ONLY' } });
  const set = await gql<{ setApiKeyLimits: { costPointsPerMinute: number } }>(t.app, 'mutation($id: Int!, $p: Int) { setApiKeyLimits(id: $id, costPointsPerMinute: $p) { costPointsPerMinute } }', { id: issued.json().Id, p: points }, admin);
  expect(set.data?.setApiKeyLimits.costPointsPerMinute).toBe(points);
  return issued.json().Key as string;
}

const ask = (key: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'x-api-key': key }, payload: { query: CHEAP } });


describe('GraphQL cost points per minute per caller (issue 24 item 6)', () => {
  it('answers the cost budget in RateLimit-* headers, then 429 with Retry-After once a key has spent it', async () => {
    const key = await keyWithCostBudget(5);
    await freshMinute();
    const first = await ask(key);
    const second = await ask(key);
    expect([first, second].map((a) => [a.statusCode, a.headers['ratelimit-limit'], a.headers['ratelimit-remaining']])).toEqual([[200, '5', '3'], [200, '5', '1']]);
    const over = await ask(key);
    expect(over.statusCode).toBe(429);
    expect(over.json().errors[0]).toMatchObject({ message: expect.stringMatching(/GraphQL cost points: this caller's budget of 5 a minute is spent/), extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives each key its own cost budget', async () => {
    const [spent, other] = [await keyWithCostBudget(3), await keyWithCostBudget(3)];
    await freshMinute();
    expect([(await ask(spent)).statusCode, (await ask(spent)).statusCode]).toEqual([200, 429]);
    expect((await ask(other)).statusCode).toBe(200);
  });

  it('counts operations over the WebSocket against the same budget, refusing one over it with an error and keeping the socket', async () => {
    const key = await keyWithCostBudget(5);
    await freshMinute();
    expect((await ask(key)).statusCode).toBe(200);
    const socket = openSocket(port, { apiKey: key });
    try {
      await socket.connected;
      const answered = await socket.run(CHEAP);
      expect(answered.errors).toBeUndefined();
      const refused = await socket.run(CHEAP);
      expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/budget of 5 a minute is spent/), extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(refused.data ?? null).toBeNull();
      // The socket spent the points: the key is over its budget over HTTP too.
      expect((await ask(key)).statusCode).toBe(429);
    } finally {
      await socket.client.dispose();
    }
  });
});
