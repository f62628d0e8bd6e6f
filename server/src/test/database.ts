import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormConfig } from '../db/orm.config.js';
import { LookupSeeder } from '../db/seeders/lookup.seeder.js';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Makes this run's template database once: migrated and seeded with the lookups. Test files run in
 * parallel workers, so an advisory lock lets the first one build it and the others wait.
 */
async function ensureTemplate(server: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return;
    await client.query(`create database ${template}_building`);
    const orm = await MikroORM.init(ormConfig(withDatabase(server, `${template}_building`), { logger: () => undefined }));
    await orm.migrator.up();
    await orm.seeder.seed(LookupSeeder);
    await orm.close(true);
    await client.query(`alter database ${template}_building rename to ${template}`);
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
}

/** A fresh database for one test file, cloned from the migrated template (real PostgreSQL, never a mock). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_SERVER_URL!;
  const template = process.env.TEST_TEMPLATE_DB!;
  await ensureTemplate(server, template);
  const name = `dispatch_t_${template.replace('dispatch_tpl_', '')}_${randomUUID().slice(0, 8)}`;
  await adminQuery(server, [`create database ${name} template ${template}`]);
  return { url: withDatabase(server, name), drop: () => adminQuery(server, [`drop database if exists ${name} with (force)`]) };
}
