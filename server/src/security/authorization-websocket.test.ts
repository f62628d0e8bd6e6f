import type { GraphQLSchema } from 'graphql';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { listen } from '../test/instances.js';
import { arrangeWorld, type World } from './authorization.arrange.js';
import { expectations, matrixCalls, operationsOf, routeOf, socketTransport } from './authorization.calls.js';
import { GRAPHQL } from './authorization.table.js';

// Issue 20 item 1: the WebSocket is a door like the others. Every GraphQL query and mutation, run over
// graphql-ws by each of eight roles and the two integrators' keys, answers as THE table says (the same
// entries as over HTTP), and a refused write changes nothing.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
let socket: ReturnType<typeof socketTransport>;
beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
  socket = socketTransport(await listen(t.app));
}, 120_000);
afterAll(async () => {
  await socket?.close();
  await t.close();
});

describe('every role gets over WebSocket what the table says (issue 20 item 1)', () => {
  it('GraphQL queries and mutations over graphql-ws', async () => {
    const failures: string[] = [];
    const calls = matrixCalls(w);
    const fields = new Map(operationsOf(schema).map((o) => [o.field.name, o]));
    for (const [key, entry] of Object.entries(GRAPHQL)) {
      const op = fields.get(routeOf(key));
      if (!op) continue; // reported by authorization-matrix.test.ts
      const roles = expectations(entry, op.kind === 'mutation' ? 'write' : 'read', 'socket');
      failures.push(...(await calls.check(key, op.kind === 'mutation', roles, (role, expected, shared) => calls.prepareGraphql(op.kind, op.field, entry, role, expected, shared, socket))));
    }
    expect(failures).toEqual([]);
  }, 400_000);
});
