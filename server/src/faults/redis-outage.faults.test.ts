import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildSupplier, buildVehicle } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { signedIn } from '../test/sessions.js';
import { createRedisPubSub } from '../realtime/pubsub.js';
import { UserRole } from '../modules/users/user.entity.js';

// Its own Redis on a spare port, so the test can stop and restart it.
const PORT = 6391;
const url = `redis://127.0.0.1:${PORT}`;

function startRedis(): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(redis), 500));
}

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await check()) return true;
  return false;
}

describe('Redis stops (issue 10 item 2)', () => {
  let redis: ChildProcess;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    t = await startTestApp({}, createRedisPubSub(url, () => undefined));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await t?.pubsub.close().catch(() => undefined);
    redis?.kill('SIGKILL');
  });

  it('keeps queries and writes going, reports the fan-out degraded, and resumes subscriptions when Redis returns', async () => {
    const supplier = await buildSupplier(t.orm);
    await buildVehicle(t.orm, supplier.id, 2);
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const post = (latitude: number) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: { Latitude: latitude, Longitude: -1 } });
    expect((await t.app.inject('/readyz')).json().fanOut).toBe('ok');

    redis.kill('SIGKILL');
    expect(await until(async () => (await t.app.inject('/readyz')).json().fanOut === 'degraded')).toBe(true);
    const ready = (await t.app.inject('/readyz')).json();
    expect(ready).toEqual({ status: 'degraded', database: 'ok', fanOut: 'degraded' });
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token: office.token } })).statusCode).toBe(200);
    expect((await post(51.1)).statusCode).toBe(200);

    redis = await startRedis();
    expect(await until(async () => (await t.app.inject('/readyz')).json().fanOut === 'ok')).toBe(true);
    const { port } = t.app.server.address() as { port: number };
    const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: office.token }, retryAttempts: 0 });
    const received: number[] = [];
    client.subscribe<{ supplierLocationChanged: { latitude: number } }>(
      { query: `subscription { supplierLocationChanged(filter: { supplierId: ${supplier.id} }) { latitude } }` },
      { next: (e) => e.data && received.push(e.data.supplierLocationChanged.latitude), error: () => undefined, complete: () => undefined },
    );
    expect(await until(async () => {
      await post(52.2);
      return received.includes(52.2);
    })).toBe(true);
    await client.dispose();
    const [{ n }] = await t.orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [supplier.id]);
    expect(n).toBeGreaterThanOrEqual(2);
  }, 60_000);
  it('resumes a subscription opened before Redis stopped once Redis is back, on the same socket', async () => {
    const supplier = await buildSupplier(t.orm);
    await buildVehicle(t.orm, supplier.id, 2);
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const post = (latitude: number) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: { Latitude: latitude, Longitude: -1 } });
    const { port } = t.app.server.address() as { port: number };
    const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: office.token }, retryAttempts: 0 });
    const received: number[] = [];
    let ended = false;
    client.subscribe<{ supplierLocationChanged: { latitude: number } }>(
      { query: `subscription { supplierLocationChanged(filter: { supplierId: ${supplier.id} }) { latitude } }` },
      { next: (e) => e.data && received.push(e.data.supplierLocationChanged.latitude), error: () => (ended = true), complete: () => (ended = true) },
    );
    expect(await until(async () => {
      await post(53.1);
      return received.includes(53.1);
    })).toBe(true);

    redis.kill('SIGKILL');
    expect(await until(async () => (await t.app.inject('/readyz')).json().fanOut === 'degraded')).toBe(true);
    expect((await post(53.2)).statusCode).toBe(200);
    redis = await startRedis();
    expect(await until(async () => (await t.app.inject('/readyz')).json().fanOut === 'ok')).toBe(true);
    expect(await until(async () => {
      await post(53.3);
      return received.includes(53.3);
    })).toBe(true);
    expect(ended).toBe(false);
    await client.dispose();
  }, 60_000);
});
