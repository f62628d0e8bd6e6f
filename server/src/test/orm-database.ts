import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { ormConfig } from '../db/orm.config.js';
import { createTestDatabase } from './database.js';

// Test files only: it uses Jest's hooks, and database.ts is compiled into the build through the test harness.

/** A test file's own database with an ORM on it, and the ORM's pg pool for plain SQL. */
export interface OrmDatabase {
  url: string;
  orm: MikroORM;
  pool: pg.Pool;
  /** A statement's rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A fresh database and an ORM on it, made before the file's tests and dropped after them. */
export function useOrmDatabase(): OrmDatabase {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const database = {} as OrmDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    database.url = db.url;
    database.orm = await MikroORM.init(ormConfig(db.url, { logger: () => undefined }));
    database.pool = (await (database.orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as unknown as pg.Pool;
  });
  afterAll(async () => {
    await database.orm.close(true);
    await db.drop();
  });
  database.query = async <T,>(sql: string, params: unknown[] = []) => (await database.pool.query(sql, params)).rows as T[];
  return database;
}
