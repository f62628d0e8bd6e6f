import { estimateRouter, greatCircleMetres, osrmRouter, routeMilesAndMinutes, routerFor } from './routing.js';
import { fakeJsonService, type FakeService } from '../../test/fake-service.js';

// London (Charing Cross) to Birmingham (New Street): about 162 km as the crow flies.
const london = { latitude: 51.5073, longitude: -0.1276 };
const birmingham = { latitude: 52.4778, longitude: -1.8989 };

describe('offline routing estimate (DESIGN: Interfaces)', () => {
  it('is the great-circle distance x 1.2 at 30 mph, marked as an estimate', async () => {
    const crow = greatCircleMetres(london, birmingham);
    expect(crow / 1000).toBeCloseTo(162.3, 1);
    const route = await estimateRouter.route([london, birmingham]);
    expect(route.isEstimate).toBe(true);
    expect(route.metres).toBeCloseTo(crow * 1.2, 6);
    const { miles, minutes } = routeMilesAndMinutes(route);
    expect(miles).toBe(Math.round((crow * 1.2) / 1609.34));
    expect(minutes).toBe(Math.round(((crow * 1.2) / 1609.34 / 30) * 60));
    expect(route.legs).toHaveLength(1);
  });

  it('adds the legs of a route through several stops', async () => {
    const route = await estimateRouter.route([london, birmingham, london]);
    expect(route.legs).toHaveLength(2);
    expect(route.metres).toBeCloseTo(2 * greatCircleMetres(london, birmingham) * 1.2, 6);
  });

  it('is what an app without ROUTING_URL uses', () => {
    expect(routerFor({ routingUrl: undefined, routingTimeoutMs: 1000 })).toBe(estimateRouter);
  });
});

describe('OSRM routing adapter (DESIGN: Interfaces)', () => {
  let service: FakeService;
  beforeAll(async () => {
    service = await fakeJsonService();
  });
  afterAll(() => service.close());

  it('asks /route/v1/driving with lng,lat pairs and reads distance and duration', async () => {
    service.reply = { status: 200, body: { code: 'Ok', routes: [{ distance: 190_000, duration: 9_000, legs: [{ distance: 190_000, duration: 9_000 }] }] } };
    const route = await osrmRouter(service.url, 2000).route([london, birmingham]);
    expect(service.requests.at(-1)).toBe('/route/v1/driving/-0.1276,51.5073;-1.8989,52.4778?overview=false');
    expect(route).toEqual({ metres: 190_000, seconds: 9_000, legs: [{ metres: 190_000, seconds: 9_000 }], isEstimate: false });
    expect(routeMilesAndMinutes(route)).toEqual({ miles: 118, minutes: 150 });
  });

  it('falls back to the estimate when the service answers with an error', async () => {
    service.reply = { status: 400, body: { code: 'NoRoute' } };
    const route = await osrmRouter(service.url, 2000).route([london, birmingham]);
    expect(route.isEstimate).toBe(true);
  });

  it('falls back to the estimate when the service cannot be reached', async () => {
    const route = await osrmRouter('http://127.0.0.1:9', 500).route([london, birmingham]);
    expect(route.isEstimate).toBe(true);
  });
});
