import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { osrmPath, routePath, thinned } from './routing.path.js';

const london = { latitude: 51.5073, longitude: -0.1276 };
const birmingham = { latitude: 52.4778, longitude: -1.8989 };

describe('the drawn route line (spec 2 §2 route directions)', () => {
  let server: Server;
  let url: string;
  const requests: string[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("follows the routing service's road geometry (GeoJSON lng,lat) when ROUTING_URL is set", async () => {
    reply = { status: 200, body: { code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: [[-0.1276, 51.5073], [-1, 52], [-1.8989, 52.4778]] } }] } };
    const path = await routePath({ routingUrl: url, routingTimeoutMs: 2000 }, [london, birmingham]);
    expect(requests.at(-1)).toBe('/route/v1/driving/-0.1276,51.5073;-1.8989,52.4778?overview=full&geometries=geojson');
    expect(path).toEqual({ points: [london, { latitude: 52, longitude: -1 }, birmingham], isEstimate: false });
  });

  it('falls back to straight lines between the stops, marked as an estimate, when the service fails', async () => {
    reply = { status: 400, body: { code: 'NoRoute' } };
    expect(await osrmPath(url, 2000, [london, birmingham])).toEqual({ points: [london, birmingham], isEstimate: true });
    expect(await osrmPath('http://127.0.0.1:1/', 500, [london, birmingham])).toEqual({ points: [london, birmingham], isEstimate: true });
  });

  it('is straight lines between the stops without ROUTING_URL (the offline default)', async () => {
    expect(await routePath({ routingUrl: undefined, routingTimeoutMs: 1000 }, [london, birmingham])).toEqual({ points: [london, birmingham], isEstimate: true });
  });

  it('thins a long geometry evenly, keeping both ends', () => {
    const long = Array.from({ length: 5001 }, (_, i) => ({ latitude: i, longitude: 0 }));
    const short = thinned(long, 100);
    expect(short).toHaveLength(100);
    expect(short[0]).toEqual(long[0]);
    expect(short.at(-1)).toEqual(long.at(-1));
  });
});
