import { randomInt, randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../app.js';
import { UserRole } from '../modules/users/user.entity.js';
import { restSignIn } from '../test/clients.js';
import { buildSupplier, buildUser, buildVehicle, TEST_PASSWORD } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { listen, secondInstance, type Instance } from '../test/instances.js';
import { signedIn } from '../test/sessions.js';
import { redisSignInBudget, shareSignInBudget } from '../auth/sign-in-limit.js';
import { serviceAvailable } from '../test/requires.js';
import { createRedisPubSub } from './pubsub.js';
import { CREDENTIAL_ENDED } from '../policy/sockets.js';
import { openSocket } from '../test/sockets.js';
import { until } from '../test/until.js';

// Issue 10 item 1 and issue 4: two API processes on one PostgreSQL and one Redis. Instance A is the
// usual test app; instance B is a second app (own ORM pool, own Redis connections) on A's database.

const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = serviceAvailable('REDIS_URL', REDIS_URL, 'the two-instance tests through Redis') ? describe : describe.skip;

describeWithRedis('two API instances on one PostgreSQL and one Redis (issue 10 item 1, issue 4)', () => {
  let a: TestApp;
  let b: Instance;

  beforeAll(async () => {
    a = await startTestApp({}, createRedisPubSub(REDIS_URL!, () => undefined));
    await listen(a.app);
    b = await secondInstance(a.databaseUrl, createRedisPubSub(REDIS_URL!, () => undefined));
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await a?.pubsub.close();
  });

  it('accepts on B a session made by signing in on A, and a sign-out on B ends it on A', async () => {
    const user = await buildUser(a.orm, { role: UserRole.CUSTOMER });
    const signIn = await restSignIn(a.app, user.email, TEST_PASSWORD, randomUUID());
    expect(signIn.statusCode).toBe(200);
    const token = signIn.headers.token as string;
    const onB = await b.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json().Email).toBe(user.email);
    expect((await b.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token } })).statusCode).toBeLessThan(300);
    expect((await a.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token } })).statusCode).toBe(401);
  });

  it('shares one sign-in budget per address between the instances through Redis', async () => {
    const stores = [a.config, b.config].map((config) => {
      config.limits.signInPerMinute = 3;
      const store = redisSignInBudget(REDIS_URL!, () => undefined);
      shareSignInBudget(config, store);
      return store;
    });
    try {
      // An address of our own, so other runs on a shared Redis do not count against it.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      // Each store's connection is up (until then an attempt falls back to its own process's budget), and the
      // attempts fall in one budget minute, not either side of its end.
      for (const store of stores) {
        await until(() => store.count(`probe-${ip}`, 0, 1000).then(() => true, () => false), 'the shared sign-in budget to reach Redis');
      }
      if (Date.now() % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
      const user = await buildUser(a.orm, { role: UserRole.CUSTOMER });
      const attempt = (instance: { app: App['app'] }) => restSignIn(instance.app, user.email, 'wrong-password', randomUUID(), undefined, ip);
      expect([(await attempt(a)).statusCode, (await attempt(b)).statusCode, (await attempt(a)).statusCode]).toEqual([401, 401, 401]);
      expect((await attempt(b)).statusCode).toBe(429);
      expect((await attempt(a)).statusCode).toBe(429);
    } finally {
      for (const config of [a.config, b.config]) {
        shareSignInBudget(config, undefined);
        config.limits.signInPerMinute = 10_000;
      }
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('delivers locations posted on A to a graphql-ws subscriber on B, every one and in order', async () => {
    const supplier = await buildSupplier(a.orm);
    await buildVehicle(a.orm, supplier.id, 2);
    const driver = await signedIn(a, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const office = await signedIn(a, { role: UserRole.OFFICE });
    const client = createClient({ url: `ws://127.0.0.1:${b.port}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: office.token }, retryAttempts: 0 });
    const received: number[] = [];
    // Other test runs may share this Redis: the supplier's unique name tells our events apart.
    client.subscribe<{ supplierLocationChanged: { latitude: number; supplierName: string } }>(
      { query: `subscription { supplierLocationChanged(filter: { supplierId: ${supplier.id} }) { latitude supplierName } }` },
      { next: (e) => { if (e.data?.supplierLocationChanged.supplierName === supplier.name) received.push(e.data.supplierLocationChanged.latitude); }, error: () => undefined, complete: () => undefined },
    );
    const post = (latitude: number) => a.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: { Latitude: latitude, Longitude: -1.5 } });
    // The subscription is live once a probe location (latitude 50) arrives; then ten more are posted one after another.
    await until(async () => { await post(50); return received.length > 0; }, 'the map on B to hear a position posted on A');
    const sent = Array.from({ length: 10 }, (_, i) => 51 + i / 10);
    for (const latitude of sent) expect((await post(latitude)).statusCode).toBe(200);
    const ours = () => received.filter((latitude) => latitude > 50);
    await until(() => ours().length >= sent.length, 'every position posted on A to reach B');
    expect(ours()).toEqual(sent);
    await client.dispose();
  });

  it('closes with 4401 within a second a socket on B whose session signs out on A (issue 20 item 1)', async () => {
    const { token } = await signedIn(a, { role: UserRole.CUSTOMER });
    const socket = openSocket(b.port, { token });
    await socket.connected;
    expect((await socket.run('{ currentUser { id } }')).data?.currentUser).toBeTruthy();
    expect((await a.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token } })).statusCode).toBeLessThan(300);
    const signedOutAt = Date.now();
    const closed = await socket.closed;
    expect(closed.code).toBe(CREDENTIAL_ENDED);
    expect(closed.at - signedOutAt).toBeLessThan(1000);
  });
});
