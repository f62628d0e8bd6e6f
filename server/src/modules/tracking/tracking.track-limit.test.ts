import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

// Issue 20 item 4: a track answers at most TRACK_MAX_POINTS positions, over REST and both GraphQL shapes, so its
// answer has the bound the answer-size count gives it. A longer one is refused with a 400, never cut.

const MOST = 3;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ limits: { ...testConfig().limits, trackPoints: MOST } });
});
afterAll(() => t.close());

const londonMinute = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(ms)).replace(' ', 'T');

const TOO_LONG = 'This track has more than 3 positions: ask for a shorter time window.';
const TRACK = 'query T($id: Int!, $s: String!, $e: String!) { supplierTrack(supplierId: $id, startDate: $s, endDate: $e) { latitude } }';
const LINE = 'query T($id: Int!, $s: String!, $e: String!) { supplierTrackLine(supplierId: $id, startDate: $s, endDate: $e) { latitudes } }';

/** Four positions 40, 80 and 100 minutes apart from `base`: a two-hour window is read as two halves (tracking.track.ts). */
async function fourPositions(base: number) {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, 2, { isDefaultVehicle: true });
  const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const points = [0, 40, 80, 100].map((minutes, i) => ({ Latitude: 51 + i / 10, Longitude: 0, DateCreated: new Date(base + minutes * 60_000).toISOString() }));
  const res = await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: points });
  expect(res.statusCode).toBe(200);
  return supplier.id;
}

describe('a track past TRACK_MAX_POINTS is refused, not cut (issue 20 item 4)', () => {
  it('answers 400 naming the limit over REST, supplierTrack and supplierTrackLine when the window holds more', async () => {
    const base = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
    const id = await fourPositions(base);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const [s, e] = [londonMinute(base), londonMinute(base + 120 * 60_000)];

    const rest = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Track?supplierId=${id}&startDate=${s}&endDate=${e}`, headers: { token: office.token } });
    expect(rest.statusCode).toBe(400);
    expect(rest.body).toContain(TOO_LONG);
    for (const query of [TRACK, LINE]) {
      const reply = await gql(t.app, query, { id, s, e }, office.token);
      expect(reply.errors?.[0].message).toBe(TOO_LONG);
      expect(reply.data).toBeNull();
    }
  });

  it('answers every position of a window holding no more than the limit', async () => {
    const base = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
    const id = await fourPositions(base);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const vars = { id, s: londonMinute(base), e: londonMinute(base + 90 * 60_000) };

    const track = await gql<{ supplierTrack: { latitude: number }[] }>(t.app, TRACK, vars, office.token);
    expect(track.data?.supplierTrack.map((p) => p.latitude)).toEqual([51, 51.1, 51.2]);
    const line = await gql<{ supplierTrackLine: { latitudes: number[] } }>(t.app, LINE, vars, office.token);
    expect(line.data?.supplierTrackLine.latitudes).toEqual([51, 51.1, 51.2]);
  });
});
