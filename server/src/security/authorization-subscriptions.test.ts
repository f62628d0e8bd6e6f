import { createClient, type Client } from 'graphql-ws';
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import { createSchema } from '../graphql/schema.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import type { TopicPayloads } from '../realtime/topics.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { arrangeWorld, ROLES, type Role, type World } from './authorization.arrange.js';
import { SUBSCRIPTIONS, type Expect } from './authorization.table.js';

// Issue 10 item 4, subscriptions: each role subscribes over graphql-ws, an event about customer A /
// supplier X is published, and exactly the roles the table names are told of it.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
let clients: Map<Role, Client>;
beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  clients = new Map(ROLES.map((role) => {
    const token = w.callers[role].token;
    return [role, createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: token ? { token } : {}, retryAttempts: 0 })];
  }));
}, 120_000);
afterAll(async () => {
  await Promise.all([...(clients?.values() ?? [])].map((c) => c.dispose()));
  await t.close();
});

function ids(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('@')) return w.ids[value.slice(1)];
  if (Array.isArray(value)) return value.map(ids);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ids(v)]));
  return value;
}

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 25));
};

describe('subscriptions: who is told of an event (issue 10 item 4)', () => {
  it('has an entry for every subscription', () => {
    const names = Object.keys(schema.getSubscriptionType()!.getFields());
    expect({ missing: names.filter((n) => !(n in SUBSCRIPTIONS)), stale: Object.keys(SUBSCRIPTIONS).filter((n) => !names.includes(n)) }).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.keys(SUBSCRIPTIONS))('%s reaches exactly the roles the table names', async (name) => {
    const entry = SUBSCRIPTIONS[name];
    const field = schema.getSubscriptionType()!.getFields()[name];
    const query = `subscription { ${name} ${isObjectType(getNamedType(field.type)) ? '{ __typename }' : ''} }`;
    const outcome = new Map<Role, Expect | string>();
    const stops = ROLES.map((role) => clients.get(role)!.subscribe({ query }, {
      next: () => outcome.set(role, 'ok'),
      error: (err: unknown) => {
        const closed = (err as { code?: number }).code;
        const code = Array.isArray(err) ? (err[0] as { extensions?: { code?: string } }).extensions?.code : undefined;
        outcome.set(role, closed === 4403 || closed === 4401 || code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : `error ${JSON.stringify(err).slice(0, 120)}`);
      },
      complete: () => undefined,
    }));
    // Subscribing takes a moment per socket: the event is published again until every expected role heard
    // it (events are notices, so a repeat is harmless), then once more for anyone who should not.
    const expectedToHear = ROLES.filter((_r, i) => entry.who[i] === 'ok');
    const publish = () => t.pubsub.publish(entry.topic as keyof TopicPayloads, ids(entry.payload) as never);
    for (let i = 0; i < 40 && !expectedToHear.every((r) => outcome.get(r) === 'ok'); i++) {
      publish();
      await until(() => expectedToHear.every((r) => outcome.get(r) === 'ok'), 250);
    }
    publish();
    await new Promise((r) => setTimeout(r, 600));
    stops.forEach((stop) => stop());
    const got = ROLES.map((role) => outcome.get(role) ?? 403);
    expect(Object.fromEntries(ROLES.map((r, i) => [r, got[i]]))).toEqual(Object.fromEntries(ROLES.map((r, i) => [r, entry.who[i]])));
  });
});
