import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { accountsConsignment } from '../modules/accounts/accounts.fixtures.js';
import { runInvoicingEvent } from '../modules/accounts/invoicing.run.js';
import { arrangeBooking, type Booking } from '../modules/consignments/consignment.fixtures.js';
import { book, manifestBody, type Booked } from '../modules/manifests/manifest.fixtures.js';
import { buildCustomer } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/harness.js';

// Issue 10 item 2: the real server process (dist/main.js) on a test database. SIGTERM while a request
// is in flight: it finishes, new ones are refused, the process exits 0. SIGKILL while a manifest is being
// created, or while an invoicing run is writing: nothing of it is left, and a rerun completes it.
//
// A request is held "in flight" by the test holding a SHARE lock on manifest_change_log: the manifest
// creation has inserted its manifest row and placed its stops when its final insert (the change log) waits.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let t: TestApp;
let b: Booking;
/** Everything a test started, stopped after it even when it failed (a live child would keep Jest from exiting). */
const servers: Server[] = [];
const locks: Lock[] = [];
beforeAll(async () => {
  execFileSync(process.execPath, [path.join(serverDir, '../node_modules/typescript/bin/tsc'), '-p', path.join(serverDir, 'tsconfig.build.json')], { stdio: 'inherit' });
  t = await startTestApp();
  b = await arrangeBooking(t.orm);
}, 300_000);
afterEach(async () => {
  await Promise.all(locks.splice(0).map((l) => l.release()));
  for (const s of servers.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await s.exited;
  }
});
afterAll(() => t?.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Server { child: ChildProcess; port: number; exited: Promise<number | null> }

/** Starts dist/main.js on the test database and waits until it answers. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: t.databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false', REDIS_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, exited };
  servers.push(server);
  for (let i = 0; i < 150; i++) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('dist/main.js did not start');
}

interface Lock { table: string; release(): Promise<void> }

/** Holds a SHARE lock on a table until released: a transaction inserting into it waits there. */
async function holdTable(table: string): Promise<Lock> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  client.on('error', () => undefined); // the database is dropped under a lock a failed test left
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in share mode`);
  let released = false;
  const lock = {
    table,
    release: async () => {
      if (released) return;
      released = true;
      await client.query('rollback').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
  locks.push(lock);
  return lock;
}

const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);

/**
 * Waits until a backend waits for the held table, i.e. the request or job is stuck mid-transaction; returns its pid.
 * Reads pg_locks from an autocommit connection: pg_stat_activity read inside the lock's transaction is a snapshot
 * taken at its first read, so a backend that starts waiting later never shows there. Up to 30 s: a job is picked
 * up by a freshly started server's queue, which on a loaded CI machine took over 10 s.
 */
async function someoneWaits(lock: Lock): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const rows = await sql<{ pid: number }>(`select pid from pg_locks where locktype = 'relation' and relation = ?::regclass and not granted`, [lock.table]);
    if (rows.length) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no transaction ever waited for ${lock.table}`);
}

const create = (port: number, c: Booked) => fetch(`http://127.0.0.1:${port}/api/Manifests`, {
  method: 'POST', headers: { token: b.office.token, 'content-type': 'application/json' }, body: JSON.stringify(manifestBody(b, c.stopIds)),
});
const manifestsOf = (c: Booked) => sql<{ manifest_id: number | null }>(`select manifest_id from consignment_address where id in (${c.stopIds.join(',')})`);

describe('signals to the server process (issue 10 item 2)', () => {
  it('SIGKILL mid invoicing run leaves no invoice and no used number; the rerun invoices once with gap-free numbers', async () => {
    const customer = await buildCustomer(t.orm);
    const ids = [(await accountsConsignment(t.orm, { customerId: customer.id })).id, (await accountsConsignment(t.orm, { customerId: customer.id })).id];
    const counter = async () => (await sql<{ value: number }>(`select value from number_sequence where name = 'customer-invoice'`))[0]?.value ?? 0;
    const invoicesOf = async (eventId: number) => sql<{ invoice_number: number }>('select invoice_number from customer_invoice where invoicing_event_id = ?', [eventId]);
    const numberBefore = await counter();
    const server = await startServer({ JOBS_ENABLED: 'true' });
    const lock = await holdTable('customer_invoice');
    const scheduled = await fetch(`http://127.0.0.1:${server.port}/api/Consignments/Invoice`, {
      method: 'POST', headers: { token: b.office.token, 'content-type': 'application/json' }, body: JSON.stringify({ Ids: ids }),
    });
    expect(scheduled.status).toBe(202);
    const eventId = (await scheduled.json()).InvoicingEvent.Id as number;
    const pid = await someoneWaits(lock); // the job's run, stopped at its first invoice insert
    server.child.kill('SIGKILL');
    await server.exited;
    await lock.release();
    for (let i = 0; i < 50 && (await sql(`select 1 from pg_stat_activity where pid = ?`, [pid])).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await invoicesOf(eventId)).toEqual([]);
    expect(await counter()).toBe(numberBefore);
    const states = await sql<{ invoice_status: number }>(`select invoice_status from consignment where id in (${ids.join(',')})`);
    expect(states.map((s) => s.invoice_status)).toEqual([2, 2]); // still scheduled (ReadyToInvoice), not invoiced

    expect(await runInvoicingEvent(t.orm.em.fork(), eventId)).toBe(1);
    expect((await invoicesOf(eventId)).map((r) => Number(r.invoice_number))).toEqual([numberBefore + 1]);
    expect(await counter()).toBe(numberBefore + 1);
    expect(await runInvoicingEvent(t.orm.em.fork(), eventId)).toBe(0); // a second rerun finds it finished
  }, 90_000);

  it('SIGTERM: the in-flight manifest creation completes, new requests are refused, the process exits 0', async () => {
    const server = await startServer();
    const c = await book(t, b, b.office.token);
    const lock = await holdTable('manifest_change_log');
    const inFlight = create(server.port, c);
    await someoneWaits(lock);
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    const refused = await fetch(`http://127.0.0.1:${server.port}/healthz`).then((r) => r.status, () => 'refused');
    expect([503, 'refused']).toContain(refused);
    await lock.release();
    const res = await inFlight;
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(await server.exited).toBe(0);
    expect((await manifestsOf(c)).map((s) => s.manifest_id)).toEqual([made.Id, made.Id]);
  }, 60_000);

  it('SIGKILL mid manifest creation leaves no half-written manifest, and the creation then succeeds', async () => {
    const c = await book(t, b, b.office.token);
    const count = async () => (await sql<{ m: number; l: number; n: number | null }>(
      `select (select count(*)::int from manifest) m, (select count(*)::int from manifest_change_log) l, (select value from number_sequence where name = 'manifest') n`))[0];
    const before = await count();
    const server = await startServer();
    const lock = await holdTable('manifest_change_log');
    const inFlight = create(server.port, c).catch(() => 'connection lost');
    const pid = await someoneWaits(lock);
    // The creation has written inside its transaction: it holds the manifest table's insert lock.
    const rows = await sql(`select 1 from pg_locks l join pg_class r on r.oid = l.relation where l.pid = ? and r.relname = 'manifest' and l.mode = 'RowExclusiveLock'`, [pid]);
    expect(rows).toHaveLength(1);
    server.child.kill('SIGKILL');
    expect(await inFlight).toBe('connection lost');
    await lock.release();
    // Its backend finds the client gone at its next read and rolls the transaction back.
    for (let i = 0; i < 50 && (await sql(`select 1 from pg_stat_activity where pid = ?`, [pid])).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toEqual(before);
    expect((await manifestsOf(c)).map((s) => s.manifest_id)).toEqual([null, null]);

    const again = await startServer();
    const res = await create(again.port, c);
    expect(res.status).toBe(201);
    const made = await res.json();
    expect((await manifestsOf(c)).map((s) => s.manifest_id)).toEqual([made.Id, made.Id]);
    expect((await count()).m).toBe(before.m + 1);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

});
