import { readFileSync } from 'node:fs';
import type { ClientRequestArgs } from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig, trustProxy } from '../config.js';
import { basic } from '../test/clients.js';
import { buildUser, sessionToken, TEST_PASSWORD } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { listen } from '../test/instances.js';
import { UserRole } from '../modules/users/user.entity.js';

const repo = new URL('../../../', import.meta.url);
const composeTrust = /TRUST_PROXY:\s*"?([^"\n]*)"?/.exec(readFileSync(new URL('docker-compose.yml', repo), 'utf8'))?.[1];
/** The load balancer's address as the api sees it, and a client behind it. */
const PROXY = '172.18.0.5';
const SIGN_IN_BUDGET = 3;

let t: TestApp;
beforeAll(async () => {
  const { trustProxy: trust } = loadConfig({ TRUST_PROXY: composeTrust });
  t = await startTestApp({ trustProxy: trust, limits: { ...loadConfig({}).limits, signInPerMinute: SIGN_IN_BUDGET } });
  await t.orm.em.getConnection().execute(`insert into whitelisted_ip_address (value, version) values ('10.9.9.9', 1)`);
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
/** A sign-in as nginx forwards it: the client's header with the address nginx saw appended. */
const throughProxy = (username: string, spoofed: string, real: string) =>
  t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', remoteAddress: PROXY, headers: { authorization: basic(username, TEST_PASSWORD, crypto.randomUUID()), 'x-forwarded-for': `${spoofed}, ${real}` } });

describe('only the configured proxy hops are trusted (issue 20 item 5)', () => {
  it('deploys with exactly one trusted hop, and nginx replaces the client\'s X-Forwarded-For with the address it saw', () => {
    expect(composeTrust).toBe('1');
    const nginx = readFileSync(new URL('deploy/nginx.conf', repo), 'utf8');
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).not.toMatch(/proxy_add_x_forwarded_for/);
  });

  it('reads TRUST_PROXY as a hop count or addresses, and refuses "true" at boot', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxy hops/);
  });

  it('refuses an office sign-in that claims an allow-listed address in a spoofed X-Forwarded-For, logging the real one', async () => {
    const office = await buildUser(t.orm, { role: UserRole.OFFICE });
    const res = await throughProxy(office.email, '10.9.9.9', '203.0.113.7');
    expect(res.statusCode).toBe(401);
    expect(res.headers.failurereason).toBe('Sign-in from this network address is not allowed for office users.');
    expect(await sql(`select ip_address, outcome from user_ip_log where username = ?`, [office.email])).toEqual([{ ip_address: '203.0.113.7', outcome: 'ip-not-allowed' }]);
  });

  it('counts sign-ins against the real address whatever X-Forwarded-For the client invents', async () => {
    const customer = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_BUDGET; i++) statuses.push((await throughProxy(customer.email, `10.0.0.${i}`, '198.51.100.4')).statusCode);
    expect(statuses).toEqual([...Array(SIGN_IN_BUDGET).fill(200), 429]);
    const logged = await sql<{ ip_address: string }>(`select distinct ip_address from user_ip_log where username = ?`, [customer.email]);
    expect(logged).toEqual([{ ip_address: '198.51.100.4' }]);
  });

  it('logs the socket\'s real address for a sign-in over graphql-ws, not the one its upgrade request claims', async () => {
    const url = `ws://127.0.0.1:${await listen(t.app)}/graphql`;
    const customer = await buildUser(t.orm, { role: UserRole.CUSTOMER });
    const token = await sessionToken(t.orm, customer);
    // The upgrade as nginx forwards it: the client's invented address, then the one nginx saw.
    class ForwardedSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'x-forwarded-for': '10.66.66.66, 192.0.2.50' } } as ClientRequestArgs);
      }
    }
    const ws = createClient({ url, webSocketImpl: ForwardedSocket, connectionParams: { token }, retryAttempts: 0, lazy: true });
    const signIn = `mutation ($input: AuthenticateInput!) { authenticate(input: $input) { token } }`;
    const result = await new Promise<{ data?: unknown; errors?: unknown }>((resolve, reject) => {
      ws.subscribe({ query: signIn, variables: { input: { username: customer.email, password: TEST_PASSWORD, deviceUuid: crypto.randomUUID() } } }, { next: resolve, error: reject, complete: () => undefined });
    });
    await ws.dispose();
    expect(result.errors).toBeUndefined();
    expect(await sql(`select ip_address, outcome from user_ip_log where username = ?`, [customer.email])).toEqual([{ ip_address: '192.0.2.50', outcome: 'ok' }]);
  });
});
