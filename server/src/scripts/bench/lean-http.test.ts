import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeanConnection } from './lean-http.js';
import { percentiles, percentilesOfHistogram } from './stats.js';

/**
 * The bench's lean load-generator pieces (issue 9 item 2): the paced drivers' HTTP connection and the
 * subscribers' latency histogram must measure what node's own client and a sorted list measured.
 */
describe('LeanConnection (issue 9 item 2: paced ingest drivers)', () => {
  let server: http.Server;
  let port: number;
  const seen: { method?: string; url?: string; token?: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, token: req.headers.token as string | undefined, body });
        if (req.url === '/chunked') {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('first chunk ');
          setTimeout(() => res.end('and the last'), 5);
        } else if (req.url === '/empty') {
          res.writeHead(204).end();
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('late'), 500);
        } else {
          res.writeHead(req.url === '/missing' ? 404 : 201, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body.length }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends method, path, headers and body on one keep-alive connection and answers each status once its body has arrived', async () => {
    const connection = new LeanConnection('127.0.0.1', port, 2000);
    const connections = new Set<unknown>();
    server.on('connection', (socket) => connections.add(socket));
    expect(await connection.send({ method: 'POST', path: '/api/SupplierLocations', headers: { 'content-type': 'application/json', token: 't-1' }, body: '{"Latitude":51.5}' })).toBe(201);
    expect(await connection.send({ method: 'GET', path: '/chunked', headers: {} })).toBe(200);
    expect(await connection.send({ method: 'GET', path: '/empty', headers: {} })).toBe(204);
    expect(await connection.send({ method: 'GET', path: '/missing', headers: {} })).toBe(404);
    connection.close();
    expect(connections.size).toBe(1);
    expect(seen[0]).toEqual({ method: 'POST', url: '/api/SupplierLocations', token: 't-1', body: '{"Latitude":51.5}' });
  });

  it('answers 0 for a request that outlives its timeout, and the next request opens a fresh connection', async () => {
    const connection = new LeanConnection('127.0.0.1', port, 100);
    expect(await connection.send({ method: 'GET', path: '/slow', headers: {} })).toBe(0);
    expect(await connection.send({ method: 'GET', path: '/empty', headers: {} })).toBe(204);
    connection.close();
  });

  it('answers 0 when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await new LeanConnection('127.0.0.1', freePort, 1000).send({ method: 'GET', path: '/', headers: {} })).toBe(0);
  });
});

describe('percentilesOfHistogram (issue 9 item 2: post -> subscriber latency)', () => {
  it('gives the nearest-rank percentiles that the sorted list of the same samples gives', () => {
    const samples = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 251);
    const histogram = new Uint32Array(300);
    for (const ms of samples) histogram[ms]++;
    expect(percentilesOfHistogram(histogram)).toEqual(percentiles(samples));
  });

  it('reports no samples as NaN with a count of 0', () => {
    expect(percentilesOfHistogram(new Uint32Array(10))).toEqual({ p50: NaN, p95: NaN, p99: NaN, count: 0 });
  });
});
