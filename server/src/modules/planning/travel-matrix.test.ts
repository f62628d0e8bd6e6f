import { fakeJsonService, type FakeService } from '../../test/fake-service.js';
import { greatCircleMetres } from '../routing/routing.js';
import { estimateMatrix, travelMatrix } from './travel-matrix.js';

const london = { latitude: 51.5073, longitude: -0.1276 };
const birmingham = { latitude: 52.4778, longitude: -1.8989 };

describe('travel between stops for the planner', () => {
  let service: FakeService;
  beforeAll(async () => {
    service = await fakeJsonService();
  });
  afterAll(() => service.close());

  it('is the offline estimate without ROUTING_URL: great-circle x 1.2 at 30 mph', async () => {
    const m = await travelMatrix({ routingUrl: undefined, routingTimeoutMs: 1000 }, [london, birmingham]);
    const metres = greatCircleMetres(london, birmingham) * 1.2;
    expect(m.isEstimate).toBe(true);
    expect(Array.from(m.metres)).toEqual([0, metres, metres, 0]);
    expect(m.seconds[1]).toBeCloseTo((metres / 1609.34 / 30) * 3600, 6);
  });

  it("asks OSRM's table service when ROUTING_URL is set", async () => {
    service.reply = { status: 200, body: { code: 'Ok', distances: [[0, 190_000], [191_000, 0]], durations: [[0, 9_000], [9_100, 0]] } };
    const m = await travelMatrix({ routingUrl: service.url, routingTimeoutMs: 2000 }, [london, birmingham]);
    expect(service.requests.at(-1)).toBe('/table/v1/driving/-0.1276,51.5073;-1.8989,52.4778?annotations=distance,duration');
    expect(m).toEqual({ size: 2, metres: Float64Array.from([0, 190_000, 191_000, 0]), seconds: Float64Array.from([0, 9_000, 9_100, 0]), isEstimate: false });
  });

  it('falls back to the estimate when the table has a gap or the service fails', async () => {
    service.reply = { status: 200, body: { code: 'Ok', distances: [[0, null], [1, 0]], durations: [[0, 1], [1, 0]] } };
    expect(await travelMatrix({ routingUrl: service.url, routingTimeoutMs: 2000 }, [london, birmingham])).toEqual(estimateMatrix([london, birmingham]));
    expect((await travelMatrix({ routingUrl: 'http://127.0.0.1:9', routingTimeoutMs: 500 }, [london, birmingham])).isEstimate).toBe(true);
  });
});
