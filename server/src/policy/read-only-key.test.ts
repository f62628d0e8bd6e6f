import { UserRole } from '../modules/users/user.entity.js';
import { buildConsignment, buildCustomer, buildSupplier } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { listen } from '../test/instances.js';
import { signedIn } from '../test/sessions.js';
import { openSocket, type TestSocket } from '../test/sockets.js';

// Issue 20 item 1: a read-only integrator key reads on every door and writes on none: REST, GraphQL over
// HTTP and GraphQL over WebSocket ask the same policy (the socket used to run any office mutation).

let t: TestApp;
let key: string;
let socket: TestSocket;
let supplierId: number;
let consignmentId: number;
beforeAll(async () => {
  t = await startTestApp();
  const port = await listen(t.app);
  const admin = await signedIn(t, { role: UserRole.OFFICE, isAdmin: true });
  key = (await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin.token }, payload: { Name: 'BI tool', Scope: 'OFFICE_READ_ONLY' } })).json().Key;
  supplierId = (await buildSupplier(t.orm)).id;
  consignmentId = (await buildConsignment(t.orm, { customerId: (await buildCustomer(t.orm)).id })).id;
  socket = openSocket(port, { apiKey: key });
  await socket.connected;
});
afterAll(async () => {
  await socket?.client.dispose();
  await t.close();
});

/** Each table the writes below would touch: its row count and newest row version. */
async function fingerprint(): Promise<string[]> {
  const tables = ['supplier', 'consignment', 'global_settings', 'whitelisted_ip_address'];
  const rows = await t.orm.em.getConnection().execute<{ d: string }[]>(tables.map((n) => `select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as d from ${n}`).join(' union all '));
  return rows.map((r) => r.d);
}

const writes = () => [
  { name: 'updateSupplier', query: `mutation { updateSupplier(id: ${supplierId}, input: { bankAccountNumber: "99999999", bankSortCode: "99-99-99" }) { id } }`, rest: { method: 'PUT' as const, url: `/api/Suppliers/${supplierId}`, payload: { BankAccountNumber: '99999999' } } },
  { name: 'deleteConsignment', query: `mutation { deleteConsignment(id: ${consignmentId}) { id } }`, rest: { method: 'DELETE' as const, url: `/api/Consignments/${consignmentId}` } },
  { name: 'updateGlobalSettings', query: 'mutation { updateGlobalSettings(id: 1, version: 1, backloadMultiplier: 1) { id } }', rest: { method: 'PUT' as const, url: '/api/Settings/1', payload: { BackloadMultiplier: 1, Version: 1 } } },
  { name: 'createWhitelistedIpAddress', query: 'mutation { createWhitelistedIpAddress(input: { value: "0.0.0.0" }) { id } }', rest: { method: 'POST' as const, url: '/api/WhitelistedIpAddresses', payload: { Value: '0.0.0.0' } } },
];

describe('a read-only API key (issue 20 item 1)', () => {
  it.each(['updateSupplier', 'deleteConsignment', 'updateGlobalSettings', 'createWhitelistedIpAddress'])('is refused %s over REST, GraphQL over HTTP and GraphQL over WebSocket, and nothing changes', async (name) => {
    const write = writes().find((w) => w.name === name)!;
    const before = await fingerprint();
    const rest = await t.app.inject({ ...write.rest, headers: { 'x-api-key': key } });
    const http = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: { query: write.query } });
    const ws = await socket.run(write.query);
    expect({ rest: rest.statusCode, http: http.json().errors?.[0]?.extensions?.code, ws: ws.errors?.[0]?.extensions?.code })
      .toEqual({ rest: 403, http: 'FORBIDDEN', ws: 'FORBIDDEN' });
    expect(ws.errors?.[0]?.message).toBe('This API key is read-only.');
    expect(await fingerprint()).toEqual(before);
  });

  it('still reads over the socket, as an office user without flags', async () => {
    const reply = await socket.run(`{ supplier(id: ${supplierId}) { id } currentUser { role isAdmin } }`);
    expect(reply).toEqual({ data: { supplier: { id: supplierId }, currentUser: { role: 'OFFICE', isAdmin: false } } });
  });
});
