/**
 * The E2E database: where it is, and the few reads and writes a test needs behind the UI's back
 * (the e-mailed device code, ending a session on the server). Shared by the server launcher
 * (start-server.ts) and the specs, so both always agree on the URL.
 */
import pg from 'pg';

/**
 * Which of the suite's servers (one per Playwright worker, playwright.config.ts) this process belongs to: the
 * launcher is given E2E_INSTANCE, and Playwright numbers its workers 0, 1, ... in TEST_PARALLEL_INDEX.
 */
export const E2E_INSTANCE = Number(process.env.E2E_INSTANCE ?? process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE_DATABASE = process.env.E2E_DATABASE ?? 'dispatch_e2e';
export const E2E_DATABASE = E2E_INSTANCE === 0 ? BASE_DATABASE : `${BASE_DATABASE}_${E2E_INSTANCE}`;
/** Port of the embedded PostgreSQL used when DATABASE_URL is not set. */
export const E2E_EMBEDDED_PORT = Number(process.env.E2E_EMBEDDED_PORT ?? 54339) + E2E_INSTANCE;

/** DATABASE_URL with its database swapped for this instance's (dispatch_e2e, dispatch_e2e_1, ...), or the embedded server's URL. */
export function e2eDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${E2E_DATABASE}`;
    return url.toString();
  }
  // The server's embedded PostgreSQL (server/src/db/embedded.ts): user and password postgres, database dispatch.
  return `postgres://postgres:postgres@127.0.0.1:${E2E_EMBEDDED_PORT}/dispatch`;
}

/** Runs fn with a short-lived connection to the E2E database. */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The newest device-verification code e-mailed to an address since `since` (behaviour.md "Sign-in and sessions / Device verification": 614).
 * The code is the only 6-digit number in the mail's text. Polls briefly: the mail is written with the sign-in.
 */
export async function latestDeviceCode(toAddress: string, since: Date): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows = await withDatabase(async (db) => {
      const result = await db.query<{ text_body: string }>(
        `select text_body from mail_outbox
          where lower(to_address) like '%' || lower($1) || '%' and created_at >= $2
          order by created_at desc, id desc limit 1`,
        [toAddress, new Date(since.getTime() - 5_000)],
      );
      return result.rows;
    });
    const code = rows[0]?.text_body.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No device code e-mailed to ${toAddress}`);
}

/** Ends every server-side session of a user by deleting its rows, as an expiry or an admin would. */
export async function deleteSessionsOf(email: string): Promise<number> {
  return withDatabase(async (db) => {
    const result = await db.query(
      'delete from session where user_id in (select id from app_user where lower(email) = lower($1))',
      [email],
    );
    return result.rowCount ?? 0;
  });
}
