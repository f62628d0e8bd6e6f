import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';
import { ormConfig } from './orm.config.js';

/** The database the app talks to, and how to let go of it. */
export interface Database {
  orm: MikroORM;
  url: string;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL when it is unset, then runs pending
 * migrations so every start leaves the schema current.
 */
export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort);
  const url = config.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url));
  await orm.migrator.up();
  return {
    orm,
    url,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
