import { osrmPath, routePath, thinned } from './routing.path.js';
import { fakeJsonService, type FakeService } from '../../test/fake-service.js';

const london = { latitude: 51.5073, longitude: -0.1276 };
const birmingham = { latitude: 52.4778, longitude: -1.8989 };

describe('the drawn route line (behaviour.md "Shared conventions / Screens and routes" route directions)', () => {
  let service: FakeService;
  beforeAll(async () => {
    service = await fakeJsonService();
  });
  afterAll(() => service.close());

  it("follows the routing service's road geometry (GeoJSON lng,lat) when ROUTING_URL is set", async () => {
    service.reply = { status: 200, body: { code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: [[-0.1276, 51.5073], [-1, 52], [-1.8989, 52.4778]] } }] } };
    const path = await routePath({ routingUrl: service.url, routingTimeoutMs: 2000 }, [london, birmingham]);
    expect(service.requests.at(-1)).toBe('/route/v1/driving/-0.1276,51.5073;-1.8989,52.4778?overview=full&geometries=geojson');
    expect(path).toEqual({ points: [london, { latitude: 52, longitude: -1 }, birmingham], isEstimate: false });
  });

  it('falls back to straight lines between the stops, marked as an estimate, when the service fails', async () => {
    service.reply = { status: 400, body: { code: 'NoRoute' } };
    expect(await osrmPath(service.url, 2000, [london, birmingham])).toEqual({ points: [london, birmingham], isEstimate: true });
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
