import { buildSupplier, buildVehicle } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signedIn } from '../../test/sessions.js';
import { until } from '../../test/until.js';
import type { RequestContext } from '../../context.js';
import { User, UserRole } from '../users/user.entity.js';
import { toRestLastLocation } from './tracking.mapper.js';
import { lastLocations } from './tracking.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const post = (token: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/SupplierLocations', headers: { token }, payload: payload as object });
const SMALL_VAN = 2;
const LUTON = 5;

async function driver(vehicleTypeId = SMALL_VAN) {
  const supplier = await buildSupplier(t.orm);
  await buildVehicle(t.orm, supplier.id, vehicleTypeId, { isDefaultVehicle: true });
  return { supplier, ...(await signedIn(t, { role: UserRole.SUPPLIER, supplierId: supplier.id })) };
}

describe('drivers post locations (issue 4 item 5, behaviour.md "Driver app / Positions" Supplier location)', () => {
  it('stores a single position and a batch, in one transaction, and keeps the newest as the last known location', async () => {
    const d = await driver();
    const now = Date.now();
    expect((await post(d.token, { Latitude: 51.5, Longitude: -0.12 })).json()).toEqual({ Stored: 1 });
    const batch = [3, 2, 1].map((m) => ({ Latitude: 51.5 + m / 100, Longitude: -0.1, DateCreated: new Date(now + m * 1000).toISOString() }));
    expect((await post(d.token, batch)).json()).toEqual({ Stored: 3 });
    const rows = await sql<{ n: number }>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [d.supplier.id]);
    expect(rows[0].n).toBe(4);
    const [last] = await sql<{ latitude: number }>(`select latitude from supplier_last_location where supplier_id = ?`, [d.supplier.id]);
    expect(last.latitude).toBeCloseTo(51.53);
  });

  it('keeps the last known location when a late (older) position arrives from an offline queue', async () => {
    const d = await driver();
    await post(d.token, { Latitude: 52, Longitude: -1 });
    await post(d.token, { Latitude: 10, Longitude: 10, DateCreated: new Date(Date.now() - 3600_000).toISOString() });
    const [last] = await sql<{ latitude: number }>(`select latitude from supplier_last_location where supplier_id = ?`, [d.supplier.id]);
    expect(last.latitude).toBe(52);
  });

  it.each([
    [{ Latitude: 91, Longitude: 0 }, 'Locations[0].Latitude', 'Latitude must be a number from -90 to 90.'],
    [{ Latitude: 51, Longitude: -181 }, 'Locations[0].Longitude', 'Longitude must be a number from -180 to 180.'],
    [{ Latitude: '51', Longitude: 0 }, 'Locations[0].Latitude', 'Latitude must be a number from -90 to 90.'],
    [{ Latitude: 51, Longitude: 0, DateCreated: '2026-13-01T00:00:00Z' }, 'Locations[0].DateCreated', 'The position time must be an ISO 8601 date and time.'],
    [{ Latitude: 51, Longitude: 0, DateCreated: '22/11/2026 10:00' }, 'Locations[0].DateCreated', 'The position time must be an ISO 8601 date and time.'],
    [{ Latitude: 51, Longitude: 0, DateCreated: new Date(Date.now() + 3600_000).toISOString() }, 'Locations[0].DateCreated', 'The position time is in the future.'],
  ])('refuses %j with a 400 and stores nothing', async (payload, field, message) => {
    const d = await driver();
    const res = await post(d.token, [{ Latitude: 51, Longitude: 0 }, payload].reverse());
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual({ Field: field, Message: message });
    expect((await sql<{ n: number }>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [d.supplier.id]))[0].n).toBe(0);
  });

  it('checks each position by the declared schema: every wrongly shaped one named in one 400, nothing stored; camelCase read too (issue 21 item 6)', async () => {
    const d = await driver();
    const res = await post(d.token, [{ Latitude: 51, longitude: '0', DateCreated: 5 }, 7]);
    expect([res.statusCode, res.json().Errors]).toEqual([400, [
      { Field: 'Locations[0].Longitude', Message: 'Longitude must be a number from -180 to 180.' },
      { Field: 'Locations[0].DateCreated', Message: 'The position time must be an ISO 8601 date and time.' },
      { Field: 'Locations', Message: 'Locations must be a list of objects.' },
    ]]);
    const stored = async () => (await sql<{ n: number }>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [d.supplier.id]))[0].n;
    expect(await stored()).toBe(0);
    expect((await post(d.token, { latitude: 51.5, longitude: -0.1, dateCreated: new Date().toISOString() })).json()).toEqual({ Stored: 1 });
    expect((await post(d.token, { locations: [{ latitude: 51.6, longitude: -0.1 }] })).json()).toEqual({ Stored: 1 });
    expect(await stored()).toBe(2);
  });

  it('refuses an empty or oversized batch', async () => {
    const d = await driver();
    expect((await post(d.token, [])).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => ({ Latitude: 51, Longitude: 0 }));
    expect((await post(d.token, many)).json().Message).toBe('At most 500 locations can be sent at once.');
  });

  it('lets only drivers post, and refuses a supplier whose tracking is switched off', async () => {
    const office = await signedIn(t, { role: UserRole.OFFICE });
    expect((await post(office.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(403);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER });
    expect((await post(customer.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/SupplierLocations', payload: { Latitude: 51, Longitude: 0 } })).statusCode).toBe(401);
    const d = await driver();
    await sql(`update supplier set is_tracking_disabled = true where id = ?`, [d.supplier.id]);
    const res = await post(d.token, { Latitude: 51, Longitude: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Tracking is switched off for your supplier account.');
  });
});

describe('many drivers posting at once (issue 9 item 3)', () => {
  it('stores concurrent posts of several drivers together, answers each after its rows are stored, and moves each pin to its newest', async () => {
    const drivers = await Promise.all([1, 2, 3, 4].map(() => driver()));
    const now = Date.now();
    const answers = await Promise.all(
      drivers.flatMap((d, i) => [1, 2, 3, 4, 5].map((k) => {
        const batch = Array.from({ length: k }, (_, j) => ({ Latitude: 50 + i + (k * 10 + j) / 1000, Longitude: -1, DateCreated: new Date(now - (5 - k) * 10_000 - j).toISOString() }));
        return post(d.token, batch).then((r) => ({ status: r.statusCode, body: r.json() }));
      })),
    );
    expect(answers.map((a) => a.body.Stored)).toEqual(drivers.flatMap(() => [1, 2, 3, 4, 5]));
    for (const [i, d] of drivers.entries()) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [d.supplier.id]);
      expect(n).toBe(15);
      const [last] = await sql<{ latitude: number }>(`select latitude from supplier_last_location where supplier_id = ?`, [d.supplier.id]);
      expect(last.latitude).toBeCloseTo(50 + i + 0.05);
    }
  });

  it('refuses a post the moment its session is signed out, though the session was just used', async () => {
    const d = await driver();
    expect((await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/Users/SignOut', headers: { token: d.token } })).statusCode).toBeLessThan(300);
    expect((await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(401);
  });

  it("refuses a driver's post once its supplier is deactivated, as soon as the session cache forgets it", async () => {
    const d = await driver();
    expect((await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(200);
    await sql(`update supplier set is_deactivated = true where id = ?`, [d.supplier.id]);
    await until(async () => (await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode === 401, 'the deactivated driver to be refused');
  });

  it('forgets a remembered session whose row or user changed in the database, and keeps the unchanged ones answering', async () => {
    const [ended, expired, moved, office, kept] = await Promise.all([driver(), driver(), driver(), driver(), driver()]);
    const other = await driver();
    for (const d of [ended, expired, moved, office, kept]) expect((await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(200);
    // Changed behind the cache's back (no sign-out notice): only the once-a-second re-check can see these.
    await sql(`update session set ended_at = now() where user_id = ?`, [ended.user.id]);
    await sql(`update session set expires_at = now() - interval '1 second' where user_id = ?`, [expired.user.id]);
    await sql(`update app_user set supplier_id = ? where id = ?`, [other.supplier.id, moved.user.id]);
    await sql(`update app_user set role = 'OFFICE', supplier_id = null where id = ?`, [office.user.id]);
    for (const d of [ended, expired]) await until(async () => (await post(d.token, { Latitude: 51, Longitude: 0 })).statusCode === 401, 'the ended session to be refused');
    await until(async () => (await post(office.token, { Latitude: 51, Longitude: 0 })).statusCode === 403, 'the user made office staff to be refused a post');
    // The moved driver's next post is stored for its new supplier: its session was verified again.
    await until(async () => (await post(moved.token, { Latitude: 52.25, Longitude: 0 })).statusCode === 200 &&
      (await sql<{ n: number }>('select count(*)::int as n from supplier_location where supplier_id = ? and latitude = 52.25', [other.supplier.id]))[0].n > 0, 'the moved driver to post for its new supplier');
    expect((await post(kept.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(200);
  });

  it("keeps one driver's failed write from failing the others stored with it", async () => {
    const ok = await driver();
    const gone = await driver();
    expect((await post(gone.token, { Latitude: 51, Longitude: 0 })).statusCode).toBe(200);
    // The user row disappears while its verified session is still remembered: its rows now break a foreign key.
    await sql(`delete from session where user_id = ?`, [gone.user.id]);
    await sql(`delete from app_user where id = ?`, [gone.user.id]);
    const [good, bad] = await Promise.all([post(ok.token, { Latitude: 52, Longitude: 0 }), post(gone.token, { Latitude: 53, Longitude: 0 })]);
    expect(good.statusCode).toBe(200);
    expect(bad.statusCode).not.toBe(200);
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from supplier_location where supplier_id = ?`, [ok.supplier.id]);
    expect(n).toBe(1);
  });
});

describe('GET /api/SupplierLocations/Last (behaviour.md "Map / Live vehicles")', () => {
  it('shows office users every supplier with its vehicles and last position, filtered by supplier or vehicle type', async () => {
    const van = await driver(SMALL_VAN);
    const luton = await driver(LUTON);
    await post(van.token, { Latitude: 51.1, Longitude: -0.1 });
    await post(luton.token, { Latitude: 52.2, Longitude: -1.2 });
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Last${q}`, headers: { token: office.token } }).then((r) => r.json());
    const all = await get('');
    expect(all.map((s: { Id: number }) => s.Id)).toEqual(expect.arrayContaining([van.supplier.id, luton.supplier.id]));
    const bySupplier = await get(`?supplierId=${van.supplier.id}`);
    expect(bySupplier).toEqual([
      expect.objectContaining({
        Id: van.supplier.id,
        Vehicles: [expect.objectContaining({ Make: 'Ford', VehicleType: expect.objectContaining({ Id: SMALL_VAN, IconCode: 'small-van' }) })],
        LastKnownLocation: expect.objectContaining({ Latitude: 51.1, Longitude: -0.1 }),
      }),
    ]);
    const byType = await get(`?vehicleTypeId=${LUTON}`);
    expect(byType.map((s: { Id: number }) => s.Id)).toContain(luton.supplier.id);
    expect(byType.map((s: { Id: number }) => s.Id)).not.toContain(van.supplier.id);
  });

  it('shows a driver only its own supplier, whatever it asks for, and a customer nothing', async () => {
    const a = await driver();
    const b = await driver();
    await post(a.token, { Latitude: 51, Longitude: 0 });
    await post(b.token, { Latitude: 52, Longitude: 0 });
    const mine = await t.app.inject({ method: 'GET', url: '/api/SupplierLocations/Last', headers: { token: a.token } });
    expect(mine.json().map((s: { Id: number }) => s.Id)).toEqual([a.supplier.id]);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Last?supplierId=${b.supplier.id}`, headers: { token: a.token } });
    expect(theirs.json()).toEqual([]);
    const customer = await signedIn(t, { role: UserRole.CUSTOMER });
    expect((await t.app.inject({ method: 'GET', url: '/api/SupplierLocations/Last', headers: { token: customer.token } })).json()).toEqual([]);
  });

  it('answers exactly what the entity mapping makes of lastLocations, for every filter and role (issue 9: written by PostgreSQL)', async () => {
    const a = await driver(SMALL_VAN);
    await buildVehicle(t.orm, a.supplier.id, LUTON, { make: 'Iveco', model: 'Daily', registration: 'AB12 CDE' });
    const b = await driver(LUTON);
    await post(a.token, { Latitude: 51.123456789, Longitude: -0.1, DateCreated: new Date(Date.now() - 1234).toISOString() });
    await post(b.token, [{ Latitude: -33.5, Longitude: 151.25 }]);
    const office = await signedIn(t, { role: UserRole.OFFICE });
    for (const [who, filter] of [
      [office, {}], [office, { supplierId: a.supplier.id }], [office, { vehicleTypeId: LUTON }], [office, { supplierId: b.supplier.id, vehicleTypeId: SMALL_VAN }],
      [a, {}], [a, { supplierId: b.supplier.id }],
    ] as const) {
      const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
      const res = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Last?${query}`, headers: { token: who.token } });
      const em = t.orm.em.fork();
      const ctx: RequestContext = { em, config: t.config, pubsub: t.pubsub, now: new Date(), ip: '127.0.0.1', user: await em.findOneOrFail(User, who.user.id, { populate: ['supplier'] }) };
      const expected = (await lastLocations(ctx, filter)).map(toRestLastLocation);
      expect(res.body).toBe(JSON.stringify(expected));
    }
  });

  it('refuses a malformed filter with a 400', async () => {
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const res = await t.app.inject({ method: 'GET', url: '/api/SupplierLocations/Last?supplierId=abc', headers: { token: office.token } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/SupplierLocations/Track (behaviour.md "Map / Historical tracking": YYYY-MM-DDTHH:mm)', () => {
  it("returns a supplier's positions in the London window, oldest first", async () => {
    const d = await driver();
    const base = Date.now() - 2 * 3600_000;
    await post(d.token, [0, 10, 20].map((m) => ({ Latitude: 51 + m / 1000, Longitude: 0, DateCreated: new Date(base + m * 60_000).toISOString() })));
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const fmt = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(ms)).replace(' ', 'T');
    const url = `/api/SupplierLocations/Track?supplierId=${d.supplier.id}&startDate=${fmt(base - 60_000)}&endDate=${fmt(base + 15 * 60_000)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { token: office.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { Latitude: number }) => p.Latitude)).toEqual([51, 51.01]);
  });

  it('requires the supplier, a start and an end in the right format and order', async () => {
    const office = await signedIn(t, { role: UserRole.OFFICE });
    const get = (q: string) => t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Track${q}`, headers: { token: office.token } });
    expect((await get('?startDate=2026-11-20T08:00&endDate=2026-11-20T09:00')).json().Message).toBe('A supplier is required.');
    const bad = await get('?supplierId=1&startDate=2026-11-20 08:00&endDate=2026-11-31T09:00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['StartDate', 'EndDate']);
    expect((await get('?supplierId=1&startDate=2026-11-20T09:00&endDate=2026-11-20T08:00')).json().Message).toBe('The end must be after the start.');
  });

  it("refuses a driver another supplier's track", async () => {
    const a = await driver();
    const b = await driver();
    const res = await t.app.inject({ method: 'GET', url: `/api/SupplierLocations/Track?supplierId=${b.supplier.id}&startDate=2026-11-20T08:00&endDate=2026-11-20T09:00`, headers: { token: a.token } });
    expect(res.statusCode).toBe(403);
  });
});
