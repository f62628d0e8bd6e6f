import type { GraphQLSchema } from 'graphql';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { arrangeWorld, type World } from './authorization.arrange.js';
import { expectations, httpTransport, matrixCalls, operationsOf, routeOf } from './authorization.calls.js';
import { GRAPHQL, REST } from './authorization.table.js';
import { DOCS_PATH } from '../rest/openapi.js';

// Issue 10 item 4, issue 20 item 1: every REST route and every GraphQL operation over HTTP, called by each of
// eight roles and the two integrators' keys, answers as THE table (authorization.table.ts) says, and a
// refused write changes nothing. authorization-websocket.test.ts asks the same of GraphQL over WebSocket.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
}, 120_000);
afterAll(() => t.close());
const calls = () => matrixCalls(w);

// The built client's files (present once `npm run build` has run) and the API viewer's page and assets
// (/api/docs, decision 0155) are public assets, not API routes.
const isApi = (url: string) => (url.startsWith('/api/') && !url.startsWith(DOCS_PATH)) || url === '/healthz' || url === '/readyz';
const restRoutes = () => [...new Set(t.routes.filter((r) => r.method !== 'HEAD' && isApi(r.url)).map((r) => `${r.method} ${r.url}`))];
const operations = () => operationsOf(schema);

describe('the authorisation table covers everything (issue 10 item 4)', () => {
  it('has an entry for every REST route and no entry for a route that does not exist', () => {
    const routes = restRoutes();
    const covered = new Set(Object.keys(REST).map(routeOf));
    expect({ missing: routes.filter((r) => !covered.has(r)), stale: [...covered].filter((r) => !routes.includes(r)) }).toEqual({ missing: [], stale: [] });
  });

  it('has an entry for every GraphQL query and mutation and none for an operation that does not exist', () => {
    const names = operations().map((o) => o.field.name);
    const covered = new Set(Object.keys(GRAPHQL).map(routeOf));
    expect({ missing: names.filter((n) => !covered.has(n)), stale: [...covered].filter((n) => !names.includes(n)) }).toEqual({ missing: [], stale: [] });
  });
});

describe('every role gets what the table says, and refused writes change nothing (issue 10 item 4)', () => {
  it('REST routes', async () => {
    const failures: string[] = [];
    for (const [key, entry] of Object.entries(REST)) {
      const method = routeOf(key).split(' ')[0];
      const roles = expectations(entry, method === 'GET' ? 'read' : 'write');
      failures.push(...(await calls().check(key, method !== 'GET', roles, (role, expected, shared) => calls().prepareRest(key, entry, role, expected, shared))));
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('GraphQL queries and mutations', async () => {
    const failures: string[] = [];
    const byName = new Map(operations().map((o) => [o.field.name, o]));
    for (const [key, entry] of Object.entries(GRAPHQL)) {
      const op = byName.get(routeOf(key));
      if (!op) continue; // reported by the coverage test
      const roles = expectations(entry, op.kind === 'mutation' ? 'write' : 'read');
      const http = httpTransport(w);
      failures.push(...(await calls().check(key, op.kind === 'mutation', roles, (role, expected, shared) => calls().prepareGraphql(op.kind, op.field, entry, role, expected, shared, http))));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
