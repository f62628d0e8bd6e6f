import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { ormConfig } from './orm.config.js';

/** The database the app talks to, and how to let go of it. */
export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

/** Work that must run once per start before serving, and never in two instances at the same time. */
export type Preparation = (orm: MikroORM) => Promise<void>;

/** The advisory lock key that serialises migrations and seeding (any constant; tests' template lock is another). */
export const MIGRATION_LOCK_KEY = 2_262_022;

/**
 * Holds a PostgreSQL session advisory lock on a connection of its own while `work` runs, so replicas started
 * together on an empty or older database migrate one after another: the first applies the migrations, the
 * others find nothing pending (issue 22 item 4). The lock goes with the connection if the process dies.
 */
export async function underMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL when it is unset, then runs pending
 * migrations and `prepare` (seeding) under the migration lock, so every start leaves the schema current.
 */
export async function openDatabase(config: Config, prepare: Preparation = async () => undefined): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort);
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url));
  try {
    await underMigrationLock(url, async () => {
      await orm.migrator.up();
      await prepare(orm);
    });
  } catch (err) {
    await orm.close(true);
    await embedded?.stop();
    throw err;
  }
  return {
    orm,
    url,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
