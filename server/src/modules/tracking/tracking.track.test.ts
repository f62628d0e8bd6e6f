import { gql } from '../../test/clients.js';
import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { UserRole } from '../users/user.entity.js';

// The track read path built by PostgreSQL (issue 9 item 3): the same answers as before, byte for byte.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const londonMinute = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(ms)).replace(' ', 'T');

/** A driver with positions at the given offsets (ms) from `base`, posted out of order, two in the same millisecond. */
async function trackedDriver(base: number) {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, 2, { isDefaultVehicle: true });
  const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const points = [
    { Latitude: 51.123456789, Longitude: -0.000012, DateCreated: new Date(base + 20_000).toISOString() },
    { Latitude: 51.5, Longitude: 0, DateCreated: new Date(base + 1).toISOString() },
    { Latitude: -33.25, Longitude: 151.0000001, DateCreated: new Date(base + 1).toISOString() },
    { Latitude: 52, Longitude: -1.5, DateCreated: new Date(base + 10_123).toISOString() },
  ];
  const res = await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: points });
  expect(res.statusCode).toBe(200);
  return { supplier, driver, points };
}

/** A tracked driver (see trackedDriver) three hours ago, an office user, and GraphQL variables for a window holding its 4 points. */
async function trackForOffice() {
  const base = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
  const { driver, supplier } = await trackedDriver(base);
  const office = await signedIn(t, { role: UserRole.OFFICE });
  return { driver, office, vars: { id: supplier.id, s: londonMinute(base), e: londonMinute(base + 120_000) } };
}

const trackUrl = (supplierId: number, from: number, to: number) =>
  `/api/SupplierLocations/Track?supplierId=${supplierId}&startDate=${londonMinute(from)}&endDate=${londonMinute(to)}`;

describe('a track read (behaviour.md "Map / Historical tracking" GET /SupplierLocations/Track, issue 9 item 3)', () => {
  it('answers [{ Latitude, Longitude, DateCreated }] oldest first, same-millisecond points in the order stored, ISO times with milliseconds', async () => {
    const base = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
    const { supplier, points } = await trackedDriver(base);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const res = await t.app.inject({ method: 'GET', url: trackUrl(supplier.id, base, base + 120_000), headers: { token: office.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual([points[1], points[2], points[3], points[0]]);
    // The text is JSON.stringify's but for tiny numbers: PostgreSQL writes -1.2e-05 where JS writes -0.000012 (the same double).
    expect(res.body).toBe(JSON.stringify([points[1], points[2], points[3], points[0]]).replace('-0.000012', '-1.2e-05'));
  });

  it('answers an empty list for a window without positions, and 404 for a supplier that does not exist', async () => {
    const { supplier } = await trackedDriver(Date.now() - 3600_000);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const empty = await t.app.inject({ method: 'GET', url: trackUrl(supplier.id, Date.now() - 30 * 86_400_000, Date.now() - 29 * 86_400_000), headers: { token: office.token } });
    expect([empty.statusCode, empty.body]).toEqual([200, '[]']);
    const missing = await t.app.inject({ method: 'GET', url: trackUrl(999_999, Date.now() - 3600_000, Date.now()), headers: { token: office.token } });
    expect([missing.statusCode, missing.json().Message]).toEqual([404, 'The supplier was not found.']);
  });

  it("lets a driver read its own supplier's track and refuses customers", async () => {
    const base = Date.now() - 3600_000;
    const { supplier, driver } = await trackedDriver(base);
    const own = await t.app.inject({ method: 'GET', url: trackUrl(supplier.id, base - 60_000, base + 120_000), headers: { token: driver.token } });
    expect([own.statusCode, own.json().length]).toEqual([200, 4]);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER });
    const refused = await t.app.inject({ method: 'GET', url: trackUrl(supplier.id, base - 60_000, base + 120_000), headers: { token: customer.token } });
    expect(refused.statusCode).toBe(403);
  });

  it('answers the same points over GraphQL as objects (supplierTrack) and as parallel lists (supplierTrackLine)', async () => {
    const base = Math.floor((Date.now() - 2 * 3600_000) / 60_000) * 60_000;
    const { supplier, points } = await trackedDriver(base);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const vars = { id: supplier.id, s: londonMinute(base), e: londonMinute(base + 120_000) };
    const objects = await gql<{ supplierTrack: { latitude: number; longitude: number; recordedAt: string }[] }>(
      t.app, 'query T($id: Int!, $s: String!, $e: String!) { supplierTrack(supplierId: $id, startDate: $s, endDate: $e) { latitude longitude recordedAt } }', vars, office.token,
    );
    const ordered = [points[1], points[2], points[3], points[0]];
    expect(objects.data?.supplierTrack).toEqual(ordered.map((p) => ({ latitude: p.Latitude, longitude: p.Longitude, recordedAt: p.DateCreated })));
    const line = await gql<{ supplierTrackLine: { latitudes: number[]; longitudes: number[]; times: number[] } }>(
      t.app, 'query T($id: Int!, $s: String!, $e: String!) { supplierTrackLine(supplierId: $id, startDate: $s, endDate: $e) { latitudes longitudes times } }', vars, office.token,
    );
    expect(line.data?.supplierTrackLine).toEqual({
      latitudes: ordered.map((p) => p.Latitude), longitudes: ordered.map((p) => p.Longitude), times: ordered.map((p) => Date.parse(p.DateCreated)),
    });
  });

  it('writes supplierTrack from PostgreSQL exactly as execution would: aliases, __typename, fragments, key order (issue 9 item 3)', async () => {
    const { driver, office, vars } = await trackForOffice();
    const fields = 'at: recordedAt __typename ... on TrackPoint { lat: latitude } ...P longitude';
    const fragment = 'fragment P on TrackPoint { latitude recordedAt }';
    const track = `supplierTrack(supplierId: $id, startDate: $s, endDate: $e) { ${fields} }`;
    // Alone, the root field is answered from PostgreSQL's JSON; next to a second root field it is executed.
    const answered = await t.app.inject({ method: 'POST', url: '/graphql', headers: { token: office.token, 'content-type': 'application/json' }, payload: { query: `query T($id: Int!, $s: String!, $e: String!) { ${track} } ${fragment}`, variables: vars } });
    const executed = await gql<{ supplierTrack: unknown[] }>(t.app, `query T($id: Int!, $s: String!, $e: String!) { ${track} __typename } ${fragment}`, vars, office.token);
    const body = answered.json() as { data: { supplierTrack: Record<string, unknown>[] } };
    expect(answered.body).toContain('"longitude":-1.2e-05'); // PostgreSQL's float text, so the answer path wrote it (JSON.stringify writes -0.000012)
    expect(body.data.supplierTrack).toHaveLength(4);
    expect(body.data.supplierTrack).toEqual(executed.data?.supplierTrack);
    expect(body.data.supplierTrack.map((p) => Object.keys(p))).toEqual(executed.data?.supplierTrack.map((p) => Object.keys(p as object)));
    expect(Object.keys(body.data.supplierTrack[0])).toEqual(['at', '__typename', 'lat', 'latitude', 'recordedAt', 'longitude']);

    // The checks are the resolver's: another supplier's driver is refused, a missing supplier is not found.
    const stranger = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: (await buildSupplier(t.orm)).id });
    const refused = await gql(t.app, `query T($id: Int!, $s: String!, $e: String!) { ${track} } ${fragment}`, vars, stranger.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await gql(t.app, `query T($id: Int!, $s: String!, $e: String!) { ${track} } ${fragment}`, { ...vars, id: 2_000_000_000 }, office.token);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await gql<{ supplierTrack: unknown[] }>(t.app, `query T($id: Int!, $s: String!, $e: String!) { ${track} } ${fragment}`, vars, driver.token);
    expect(own.data?.supplierTrack).toEqual(executed.data?.supplierTrack);
  });

  it('reads a window of an hour or more as two halves at once and answers every point once, in order, across the middle (issue 9 item 3)', async () => {
    const start = Math.floor((Date.now() - 3 * 3600_000) / 60_000) * 60_000;
    const end = start + 2 * 3600_000;
    const middle = start + 3600_000; // where tracking.track.ts splits a two-hour window
    const supplier = await buildSupplier(t.orm);
    await buildVehicle(t.orm, supplier.id, 2, { isDefaultVehicle: true });
    const driver = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id });
    const at = [end, middle + 1, middle, start, middle - 1, middle, end - 1, start - 1];
    const posted = at.map((ms, i) => ({ Latitude: 51 + i / 100, Longitude: -1 - i / 100, DateCreated: new Date(ms).toISOString() }));
    const stored = await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token: driver.token }, payload: posted });
    expect(stored.statusCode).toBe(200);
    // In the window [start, end): oldest first, the two points at the middle in the order they were stored.
    const inWindow = [posted[3], posted[4], posted[2], posted[5], posted[1], posted[6]];
    const office = await signedIn(t, { role: UserRole.OFFICE });

    const rest = await t.app.inject({ method: 'GET', url: trackUrl(supplier.id, start, end), headers: { token: office.token } });
    expect(rest.json()).toEqual(inWindow);
    expect(Number(rest.headers['content-length'])).toBe(Buffer.byteLength(rest.body));

    const vars = { id: supplier.id, s: londonMinute(start), e: londonMinute(end) };
    const track = 'supplierTrack(supplierId: $id, startDate: $s, endDate: $e) { latitude recordedAt }';
    const line = 'supplierTrackLine(supplierId: $id, startDate: $s, endDate: $e) { times latitudes }';
    const post = (query: string) => t.app.inject({ method: 'POST', url: '/graphql', headers: { token: office.token, 'content-type': 'application/json' }, payload: { query, variables: vars } });
    const answered = await post(`query T($id: Int!, $s: String!, $e: String!) { ${track} }`);
    expect(answered.json().data.supplierTrack).toEqual(inWindow.map((p) => ({ latitude: p.Latitude, recordedAt: p.DateCreated })));
    const lineAnswered = await post(`query T($id: Int!, $s: String!, $e: String!) { ${line} }`);
    expect(lineAnswered.json().data.supplierTrackLine).toEqual({ times: inWindow.map((p) => Date.parse(p.DateCreated)), latitudes: inWindow.map((p) => p.Latitude) });
    // Executed (a second root field), the same values.
    const executed = await post(`query T($id: Int!, $s: String!, $e: String!) { ${track} ${line} __typename }`);
    expect(executed.json().data.supplierTrack).toEqual(answered.json().data.supplierTrack);
    expect(executed.json().data.supplierTrackLine).toEqual(lineAnswered.json().data.supplierTrackLine);
  });

  it('writes supplierTrackLine from PostgreSQL exactly as execution would: aliases, __typename, key order, the checks (issue 9 item 3)', async () => {
    const { driver, office, vars } = await trackForOffice();
    const line = 'supplierTrackLine(supplierId: $id, startDate: $s, endDate: $e) { when: times __typename ... on TrackLine { lat: latitudes } longitudes latitudes }';
    const query = (extra = '') => `query T($id: Int!, $s: String!, $e: String!) { ${line} ${extra} }`;
    const answered = await t.app.inject({ method: 'POST', url: '/graphql', headers: { token: office.token, 'content-type': 'application/json' }, payload: { query: query(), variables: vars } });
    const executed = await gql<{ supplierTrackLine: Record<string, unknown> }>(t.app, query('__typename'), vars, office.token);
    expect(answered.body).toContain('-1.2e-05'); // PostgreSQL's float text: the answer path wrote it
    const value = (answered.json() as { data: { supplierTrackLine: Record<string, unknown> } }).data.supplierTrackLine;
    expect(value).toEqual(executed.data?.supplierTrackLine);
    expect(Object.keys(value)).toEqual(['when', '__typename', 'lat', 'longitudes', 'latitudes']);
    expect(value.when).toHaveLength(4);

    const stranger = await signedIn(t, { role: UserRole.SUPPLIER, supplierId: (await buildSupplier(t.orm)).id });
    expect((await gql(t.app, query(), vars, stranger.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, query(), { ...vars, id: 2_000_000_000 }, office.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql<{ supplierTrackLine: unknown }>(t.app, query(), vars, driver.token)).data?.supplierTrackLine).toEqual(executed.data?.supplierTrackLine);
  });
});
