import pg from 'pg';
import { newToken, sha256 } from '../../auth/tokens.js';
import { BENCH_OFFICE, BENCH_PASSWORD, driverUsername } from '../seed-large/reference-data.js';

/** A signed-in caller: its session token and, for drivers, its supplier. */
export interface Caller {
  token: string;
  supplierId?: number;
  userId?: number;
}

/** Signs in over REST exactly as a client does (behaviour.md "Sign-in and sessions / Changing a password": Basic user:password, the device in DeviceUuid; Token header). */
export async function signIn(baseUrl: string, username: string, deviceUuid = BENCH_OFFICE.deviceUuid): Promise<string> {
  const auth = Buffer.from(`${username}:${BENCH_PASSWORD}`).toString('base64');
  const res = await fetch(`${baseUrl}/api/Users/Authenticate`, { method: 'POST', headers: { authorization: `Basic ${auth}`, deviceuuid: deviceUuid } });
  const token = res.headers.get('token');
  if (!res.ok || !token) throw new Error(`Sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return token;
}

/** The office user, signed in for real over REST (its device is pre-verified by the seed). */
export const signInOffice = (baseUrl: string) => signIn(baseUrl, BENCH_OFFICE.username, BENCH_OFFICE.deviceUuid);

/**
 * Many driver sessions at once. A real sign-in costs an argon2 check (~100 ms of CPU); a thousand of
 * them would dominate the run, so after one real sign-in proves the path works, sessions are written
 * straight into the session table exactly as sign-in stores them (sha256 of the token). Drivers are
 * spread round-robin over the seeded driver users (several phones per supplier).
 */
export async function driverSessions(baseUrl: string, databaseUrl: string, count: number): Promise<Caller[]> {
  await signIn(baseUrl, driverUsername(1));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: drivers } = await client.query<{ id: number; supplier_id: number }>(
      `select u.id, u.supplier_id from app_user u join supplier_last_location l on l.supplier_id = u.supplier_id where u.role = 'SUPPLIER' order by u.id`,
    );
    const now = new Date();
    const expires = new Date(now.getTime() + 24 * 3600_000);
    const callers: Caller[] = [];
    for (let i = 0; i < count; i++) {
      const driver = drivers[i % drivers.length];
      callers.push({ token: newToken(), supplierId: driver.supplier_id, userId: driver.id });
    }
    for (let i = 0; i < callers.length; i += 1000) {
      const part = callers.slice(i, i + 1000);
      const values = part.flatMap((c, j) => [sha256(c.token), c.userId, `bench-${i + j}`, '127.0.0.1', now, now, expires]);
      const tuples = part.map((_, j) => `(${Array.from({ length: 7 }, (_, k) => `$${j * 7 + k + 1}`).join(', ')})`);
      await client.query(`insert into session (token_hash, user_id, device_uuid, ip_address, created_at, last_seen_at, expires_at) values ${tuples.join(', ')}`, values);
    }
    return callers;
  } finally {
    await client.end();
  }
}
