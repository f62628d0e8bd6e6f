/**
 * The driver app's side of tracking, through the real REST API (behaviour.md "Sign-in and sessions / Signing in"): sign in with the Basic
 * header and post positions with the Token header. Plus a fleet of suppliers written straight into the
 * database, so the map has many pins to show.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { withDatabase } from './database';
import { driver } from './users';

/** account.spec.ts changes the demo driver's password to this one and leaves it. */
const PASSWORD_AFTER_ACCOUNT_SPEC = 'Driver456!';

/** A signed-in driver: its session token and supplier. */
export interface DriverSession {
  token: string;
  supplierId: number;
}

/** POST /api/Users/Authenticate as the demo driver, with Basic base64(user:pass:uuid). */
export async function signInDriver(request: APIRequestContext): Promise<DriverSession> {
  const deviceUuid = randomUUID();
  for (const password of [driver.password, PASSWORD_AFTER_ACCOUNT_SPEC]) {
    const basic = Buffer.from(`${driver.email}:${password}:${deviceUuid}`).toString('base64');
    const res = await request.post('/api/Users/Authenticate', { headers: { Authorization: `Basic ${basic}` } });
    if (res.status() === 401) continue;
    if (!res.ok()) throw new Error(`Driver sign-in failed: ${res.status()} ${await res.text()}`);
    const token = res.headers()['token'];
    const current = await request.get('/api/Users/Current', { headers: { Token: token } });
    const { SupplierId } = (await current.json()) as { SupplierId: number };
    return { token, supplierId: SupplierId };
  }
  throw new Error('The demo driver could not sign in with either known password');
}

/** A position as the driver app posts it; `minutesAgo` sets DateCreated. */
export interface PostedPosition {
  latitude: number;
  longitude: number;
  minutesAgo?: number;
}

/** POST /api/SupplierLocations with the Token header (one or a batch). */
export async function postPositions(request: APIRequestContext, session: DriverSession, positions: PostedPosition[]): Promise<void> {
  const now = Date.now();
  const body = positions.map((p) => ({
    Latitude: p.latitude,
    Longitude: p.longitude,
    ...(p.minutesAgo !== undefined ? { DateCreated: new Date(now - p.minutesAgo * 60_000).toISOString() } : {}),
  }));
  const res = await request.post('/api/SupplierLocations', { headers: { Token: session.token }, data: body });
  if (!res.ok()) throw new Error(`Posting positions failed: ${res.status()} ${await res.text()}`);
}

/** Adds `count` suppliers, each with a vehicle of a seeded type and a last position in Great Britain. */
export async function seedFleet(count: number): Promise<void> {
  await withDatabase(async (db) => {
    const existing = await db.query(`select count(*)::int as n from supplier where name like 'Fleet %'`);
    if (existing.rows[0].n > 0) return;
    await db.query(
      `with s as (
         insert into supplier (name) select 'Fleet ' || lpad(g::text, 4, '0') from generate_series(1, $1) g returning id, name
       ), v as (
         insert into vehicle (supplier_id, vehicle_type_id, make, model, registration, length, width, height, insurance_expiry, is_default_vehicle)
         select s.id, (select id from vehicle_type order by "order" offset (s.id % 8) limit 1), 'Ford', 'Transit', 'FL' || s.id, 3, 2, 2, '2030-01-01', true from s
         returning supplier_id
       )
       insert into supplier_last_location (supplier_id, latitude, longitude, recorded_at)
       select s.id, 50.8 + ((s.id * 7919) % 1000) / 1000.0 * 3.2, -3.2 + ((s.id * 104729) % 1000) / 1000.0 * 3.3, now() - interval '5 minutes' from s`,
      [count],
    );
  });
}
