import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { arrangeBooking } from '../consignments/consignment.fixtures.js';
import { book, manifestBody, restCaller } from '../manifests/manifest.fixtures.js';
import { ExchangeError, httpExchange, type ExchangePosting } from './exchange.js';

/** A tiny exchange: remembers requests; answers references EX-1, EX-2...; refuses a posting whose notes say 'refuse'. */
let server: Server;
let url: string;
const requests: { method: string; url: string; body: unknown }[] = [];
beforeAll(async () => {
  let n = 0;
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => { text += c; });
    req.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: req.method!, url: req.url!, body });
      if (body?.notes === 'refuse') { res.writeHead(422); res.end('vehicle not offered'); return; }
      const status = req.method === 'DELETE' ? 'Removed' : 'Posted';
      const reference = req.method === 'DELETE' ? req.url!.split('/').pop()! : `EX-${++n}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ reference, status }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const posting: ExchangePosting = { manifestId: 1, manifestNumber: 7, vehicleType: 'Small Van', tailLift: false, timed: true, notes: '', stops: [] };

describe('the HTTP transport exchange adapter (issue 4 item 4)', () => {
  it('posts, rebooks and removes over HTTP and returns the reference and status', async () => {
    const ex = httpExchange(url);
    expect(await ex.post(posting)).toEqual({ reference: 'EX-1', status: 'Posted' });
    expect(await ex.rebook('EX-1', posting)).toEqual({ reference: 'EX-2', status: 'Posted' });
    expect(await ex.remove('EX-2')).toEqual({ reference: 'EX-2', status: 'Removed' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/postings', 'POST /api/postings/EX-1/rebook', 'DELETE /api/postings/EX-2']);
    expect(requests[0].body).toMatchObject({ manifestNumber: 7, timed: true });
  });

  it('turns a refusal or an unreachable exchange into an ExchangeError with a clear message', async () => {
    await expect(httpExchange(url).post({ ...posting, notes: 'refuse' })).rejects.toThrow(new ExchangeError('The transport exchange refused the request (422: vehicle not offered).'));
    await expect(httpExchange('http://127.0.0.1:1', 500).post(posting)).rejects.toThrow(/could not be reached/);
  });
});

describe('the app with TRANSPORT_EXCHANGE_URL set', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ transportExchangeUrl: url }); });
  afterAll(() => t.close());

  it('sends through the HTTP exchange; a refusal is a 400 with its message and stores nothing', async () => {
    const b = await arrangeBooking(t.orm);
    const call = restCaller(t);
    const c = await book(t, b, b.office.token);
    const m = (await call('POST', '/Manifests', b.office.token, manifestBody(b, c.stopIds))).json();
    const refused = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, b.office.token, { Notes: 'refuse' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('The transport exchange refused the request (422: vehicle not offered).');
    const res = await call('PUT', `/Manifests/${m.Id}/SendToTransportExchange`, b.office.token, { Timed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().TransportExchangeManifests).toHaveLength(1);
    expect(res.json().TransportExchangeManifests[0].ExternalReference).toMatch(/^EX-\d+$/);
    const sandbox = await t.orm.em.getConnection().execute('select count(*)::int as n from sandbox_exchange_posting');
    expect(sandbox[0].n).toBe(0);
  });
});
