import http from 'node:http';
import { startTestApp, type TestApp } from './test/harness.js';

describe('health and plumbing (issue 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with the database and fan-out state', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', fanOut: 'ok' });
  });

  it('answers an unknown REST route with a JSON 404', async () => {
    const res = await t.app.inject('/api/NoSuchThing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'There is no such route.', Errors: [] });
  });

  it('sends security headers and a content security policy', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every GraphQL answer Cache-Control: no-store (issue 9 item 3: without the per-field cache-control plugin)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ __typename }' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps Apollo CSRF prevention on: a GET query without a preflight header is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BappConfig%7BproductShortName%7D%7D' });
    expect(res.statusCode).toBe(400);
  });
});

describe('CORS (issue 10 item 3: limited to configured origins)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: ['https://partner.example'] });
  });
  afterAll(() => t.close());

  it('answers a preflight from a configured origin and exposes the Token header', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-headers']).toContain('Token');
  });

  it('gives any other origin no CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('graceful shutdown (issue 2 item 4)', () => {
  it('lets an in-flight request finish, then refuses new connections and closes the pool', async () => {
    const t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify({ query: '{ appConfig { productShortName } }' });
    // Send the headers and half the body, so the request is in flight when the shutdown starts.
    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    const reply = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ port, host: '127.0.0.1', path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 150);
    });
    await arrived;
    const closing = t.close();
    const res = await reply;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ data: { appConfig: { productShortName: 'Dispatch' } } });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(await t.orm.isConnected()).toBe(false);
  });
});
