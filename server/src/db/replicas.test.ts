import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { startServer, type Server } from '../boot.js';
import { adminQuery, withDatabase } from '../test/database.js';
import { testConfig } from '../test/harness.js';
import { migrationsList } from './migrations/index.js';
import { ormConfig } from './orm.config.js';

/** An empty database of its own (not the migrated template): what a first deployment finds. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_SERVER_URL!;
  const name = `dispatch_r_${randomUUID().slice(0, 8)}`;
  await adminQuery(server, [`create database ${name}`]);
  return { url: withDatabase(server, name), drop: () => adminQuery(server, [`drop database if exists ${name} with (force)`]) };
}

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** Starts two complete servers (migrations, seeding, jobs, HTTP) at the same moment, as two replicas would. */
async function startTwoAtOnce(url: string): Promise<Server[]> {
  const config = testConfig({ databaseUrl: url, port: 0, host: '127.0.0.1', jobsEnabled: true });
  const started = await Promise.allSettled([startServer(config), startServer(config)]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw (failed as PromiseRejectedResult).reason;
  }
  return servers;
}

/** Brings the database to an older schema first, as an upgrade finds it. */
async function migrateTo(url: string, name: string): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url, { logger: () => undefined }));
  await orm.migrator.up({ to: name });
  await orm.close(true);
}

describe('replicas starting together (issue 22 item 4)', () => {
  it.each([
    ['an empty database', undefined],
    ['an older database (first migration only)', migrationsList[0]!.name],
  ])('two servers started at once on %s both become ready, each migration applied once', async (_label, olderAt) => {
    const db = await emptyDatabase();
    try {
      if (olderAt) await migrateTo(db.url, olderAt);
      const servers = await startTwoAtOnce(db.url);
      try {
        for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
        expect(await appliedMigrations(db.url)).toEqual(migrationsList.map((m) => m.name));
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    } finally {
      await db.drop();
    }
  });
});
