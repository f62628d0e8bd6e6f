import { createClient, type Client } from 'graphql-ws';
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import WebSocket from 'ws';
import type { DomainEventInput, EventType } from '../domain/events.js';
import { encodeCursor } from '../domain/events.js';
import { createSchema } from '../graphql/schema.js';
import { announceEvents, recordEvents } from '../modules/events/event.record.js';
import { headCursor } from '../modules/events/event.read.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import type { TopicPayloads } from '../realtime/topics.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { until } from '../test/until.js';
import { arrangeWorld, KEY_ROLES, ROLES, type AnyRole, type World } from './authorization.arrange.js';
import { expectations } from './authorization.calls.js';
import { probeFor } from './authorization.probes.js';
import { SUBSCRIPTIONS, type Expect } from './authorization.table.js';

// Issue 10 item 4, issue 20 item 1, subscriptions: each role and each integrator's key subscribes over
// graphql-ws, an event about customer A / supplier X is published, and exactly the callers the table names
// are told of it.

let t: TestApp;
let w: World;
let schema: GraphQLSchema;
let clients: Map<AnyRole, Client>;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  schema = await createSchema(createMemoryPubSub());
  w = await arrangeWorld(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ port } = t.app.server.address() as { port: number });
  clients = new Map([...ROLES, ...KEY_ROLES].map((role) => {
    const { token, apiKey } = w.callers[role];
    const connectionParams = apiKey ? { apiKey } : token ? { token } : {};
    return [role, createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 })];
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

/**
 * The subscription that replays the durable event table rather than hears a topic: a published notice alone
 * carries nothing for it, so it is proven below by writing events (the events subscription, per role).
 */
const FROM_THE_EVENT_TABLE = new Set(['events']);

describe('subscriptions: who is told of an event (issue 10 item 4)', () => {
  it('has an entry for every subscription', () => {
    const names = Object.keys(schema.getSubscriptionType()!.getFields()).filter((n) => !FROM_THE_EVENT_TABLE.has(n));
    expect({ missing: names.filter((n) => !(n in SUBSCRIPTIONS)), stale: Object.keys(SUBSCRIPTIONS).filter((n) => !names.includes(n)) }).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.keys(SUBSCRIPTIONS))('%s reaches exactly the roles the table names', async (name) => {
    const entry = SUBSCRIPTIONS[name];
    const field = schema.getSubscriptionType()!.getFields()[name];
    const query = `subscription { ${name} ${isObjectType(getNamedType(field.type)) ? '{ __typename }' : ''} }`;
    const outcome = new Map<AnyRole, Expect | string>();
    const roles = expectations(entry, 'read', 'socket');
    const stops = roles.map(({ role }) => clients.get(role)!.subscribe({ query }, {
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
    const expectedToHear = roles.filter((r) => r.expected === 'ok').map((r) => r.role);
    const publish = () => t.pubsub.publish(entry.topic as keyof TopicPayloads, ids(entry.payload) as never);
    await until(() => (publish(), expectedToHear.every((r) => outcome.get(r) === 'ok')), `every role that may hear of ${name} to hear of it`);
    publish();
    // Silence is evidence only on a live socket: each socket then hears an event of its own, published after.
    const probed = new Set<AnyRole>();
    const probes = roles.flatMap(({ role }) => {
      const probe = probeFor(role, entry.topic);
      if (!probe) return [];
      const stop = clients.get(role)!.subscribe({ query: probe.query }, { next: () => probed.add(role), error: () => undefined, complete: () => undefined });
      return [{ role, probe, stop }];
    });
    await until(() => {
      for (const p of probes) if (!probed.has(p.role)) t.pubsub.publish(p.probe.topic as keyof TopicPayloads, ids(p.probe.payload) as never);
      return probes.every((p) => probed.has(p.role));
    }, 'every socket to hear an event of its own');
    probes.forEach((p) => p.stop());
    stops.forEach((stop) => stop());
    expect(Object.fromEntries(roles.map(({ role }) => [role, outcome.get(role) ?? 403]))).toEqual(Object.fromEntries(roles.map((r) => [r.role, r.expected])));
  });
});

// Issue 20 item 1, issue 24 item 4: each role and key subscribes to `events(after)` and is replayed, then told,
// exactly the events the event rule (domain/events.ts maySeeEvent) lets it see: office users and the
// read-only key all, a customer (and its key) its own customer's, a driver its own supplier's, nobody signed out.

/** An event labelled by its action, about a customer or a supplier of the world. */
const event = (type: EventType, action: string, owner: { customerId?: number; supplierId?: number }): DomainEventInput =>
  ({ type, customerId: owner.customerId ?? null, supplierId: owner.supplierId ?? null, data: { action } });

/** Writes events as a change's transaction would, then tells the subscriptions. */
async function record(events: DomainEventInput[]): Promise<void> {
  await t.orm.em.fork().transactional(async (em) => recordEvents(em, events));
  announceEvents(t.pubsub);
}

const EXPECTED: Record<AnyRole, string[] | 'refused'> = {
  anonymous: 'refused',
  office: ['bookedA', 'bookedB', 'manifestX', 'allocatedX', 'allocatedY', 'progressA', 'progressB', 'progressX', 'progressY'],
  officeAdmin: ['bookedA', 'bookedB', 'manifestX', 'allocatedX', 'allocatedY', 'progressA', 'progressB', 'progressX', 'progressY'],
  officeAccounts: ['bookedA', 'bookedB', 'manifestX', 'allocatedX', 'allocatedY', 'progressA', 'progressB', 'progressX', 'progressY'],
  readOnlyKey: ['bookedA', 'bookedB', 'manifestX', 'allocatedX', 'allocatedY', 'progressA', 'progressB', 'progressX', 'progressY'],
  customerA: ['bookedA', 'progressA'],
  customerKeyA: ['bookedA', 'progressA'],
  customerB: ['bookedB', 'progressB'],
  driverX: ['allocatedX', 'progressX'],
  driverY: ['allocatedY', 'progressY'],
};

const OURS = new Set(EXPECTED.office as string[]);

describe('the events subscription tells each role only what it may see (issue 20 item 1)', () => {
  it('replays from `after` and then goes live with exactly the events each role and key may see', async () => {
    const after = encodeCursor(await headCursor(t.orm.em.fork()));
    const { customerA, customerB, supplierX, supplierY } = w.ids as Record<string, number>;
    // Written before anyone subscribes: these come from the table (the replay).
    await record([
      event('consignment.created', 'bookedA', { customerId: customerA }),
      event('consignment.created', 'bookedB', { customerId: customerB }),
      event('manifest.created', 'manifestX', { supplierId: supplierX }),
      event('manifest.allocated', 'allocatedX', { supplierId: supplierX }),
      event('manifest.allocated', 'allocatedY', { supplierId: supplierY }),
    ]);
    const heard = new Map<AnyRole, string[]>();
    const refused = new Set<AnyRole>();
    const clients: Client[] = [];
    for (const role of [...ROLES, ...KEY_ROLES] as AnyRole[]) {
      const { token, apiKey } = w.callers[role];
      const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: apiKey ? { apiKey } : token ? { token } : {}, retryAttempts: 0, onNonLazyError: () => undefined });
      clients.push(client);
      heard.set(role, []);
      client.subscribe<{ events: { action: string } }>({ query: 'subscription($after: String) { events(after: $after) { action } }', variables: { after } }, {
        next: (result) => {
          if (!result.data) refused.add(role);
          // The world's own bookings and manifests also write events; only this test's are counted.
          else if (OURS.has(result.data.events.action)) heard.get(role)!.push(result.data.events.action);
        },
        error: () => refused.add(role),
        complete: () => undefined,
      });
    }
    try {
      // Each role has been replayed what it may see of the first five once it heard its last one.
      const replayed = (role: AnyRole, labels: string[]) => labels.filter((l) => !l.startsWith('progress')).every((l) => heard.get(role)!.includes(l));
      await until(() => Object.entries(EXPECTED).every(([role, labels]) => (labels === 'refused' ? refused.has(role as AnyRole) : replayed(role as AnyRole, labels))), 'every role to be replayed its events');
      // Then live: one event per owner, told after they subscribed; each role's last expected event comes last in the stream.
      await record([
        event('stop.progress', 'progressA', { customerId: customerA }),
        event('stop.progress', 'progressB', { customerId: customerB }),
        event('stop.progress', 'progressX', { supplierId: supplierX }),
        event('stop.progress', 'progressY', { supplierId: supplierY }),
      ]);
      await until(() => Object.entries(EXPECTED).every(([role, labels]) => labels === 'refused' || heard.get(role as AnyRole)!.length >= labels.length), 'every role to hear its live events');
      expect(Object.fromEntries([...heard].map(([role, labels]) => [role, refused.has(role) ? 'refused' : labels]))).toEqual(EXPECTED);
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });
});
