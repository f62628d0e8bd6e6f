import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { createApp } from '../../../app.js';
import { newToken, sha256 } from '../../../auth/tokens.js';
import { loadConfig } from '../../../config.js';
import { ormConfig } from '../../../db/orm.config.js';
import { createMemoryPubSub } from '../../../realtime/pubsub.js';
import { defaultServerUrl, withDatabase } from '../../cli-args.js';
import { recreateDatabase } from '../../seed-large/seed.js';
import { insertRows } from '../../seed-large/sql.js';
import type { ResultRow, Scenario, ScenarioResult } from '../types.js';

const DATABASE = 'dispatch_bench_statements';

/** The map query with every nested list a client can ask for (supplier -> vehicles -> vehicle type). */
const query = '{ supplierLocations { latitude longitude recordedAt supplier { id name vehicles { id registration vehicleType { id name } } } } }';

/** Grows the statement database to `suppliers` suppliers, each with 2 vehicles and a last location. */
async function growTo(client: pg.Client, from: number, to: number): Promise<void> {
  const ids = Array.from({ length: to - from }, (_, i) => from + i + 1);
  await insertRows(client, 'supplier', ids.map((id) => ({ id, name: `Supplier ${id}` })));
  await insertRows(client, 'vehicle', ids.flatMap((id) => [0, 1].map((k) => ({ id: id * 2 - 1 + k, supplier_id: id, vehicle_type_id: 1 + ((id + k) % 8), make: 'Ford', model: 'Transit', registration: `AB${id % 100}CDE`, length: 3, width: 1.8, height: 2, insurance_expiry: '2027-01-31' }))));
  await insertRows(client, 'supplier_last_location', ids.map((id) => ({ supplier_id: id, latitude: 51.5, longitude: -0.1, recorded_at: new Date() })));
}

/** The statements sent while `on`, from the ORM's query log and from its pg pool (reads and writes that bypass the ORM). */
interface Counter {
  on: boolean;
  statements: string[];
}

/** The ORM on the scratch database, every statement it sends while counting recorded in `counter`. */
async function countingOrm(url: string, counter: Counter): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url, { debug: ['query'], colors: false, logger: (message: string) => { if (counter.on && message.includes('[query]')) counter.statements.push(message); } }));
  // Reads and writes that bypass the ORM (the projections' JSON, the location statement) use its pg pool's query:
  // counted there too, so the figure is every statement the app sends.
  const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first] = args;
    if (counter.on) counter.statements.push(`[query] ${typeof first === 'string' ? first : (first as { text: string }).text}`);
    return poolQuery(...args);
  };
  return orm;
}

/** A user made with `insertUser` (returning its id) and a day-long session of theirs: its token. */
async function sessionOf(client: pg.Client, insertUser: string): Promise<string> {
  const token = newToken();
  const [{ id }] = (await client.query<{ id: number }>(insertUser)).rows;
  await client.query(`insert into session (token_hash, user_id, ip_address, created_at, last_seen_at, expires_at) values ($1, $2, '127.0.0.1', now(), now(), now() + interval '1 day')`, [sha256(token), id]);
  return token;
}

/** Injects one request, counting its statements; the note lists their beginnings. */
async function counted(app: FastifyInstance, counter: Counter, request: InjectOptions) {
  counter.statements.length = 0;
  counter.on = true;
  const res = await app.inject(request);
  counter.on = false;
  if (res.statusCode >= 300) throw new Error(`${JSON.stringify(request)}: ${res.statusCode} ${res.body}`);
  return { body: res.json() as Record<string, unknown>, note: counter.statements.map((q) => q.replace(/^.*\[query\]\s*/, '').replace(/\s+/g, ' ').slice(0, 50)).join(' / ') };
}

/** The map query's statements at 10 and at 1,000 suppliers: one row each, and the two counts. */
async function countMapQuery(app: FastifyInstance, counter: Counter, client: pg.Client, token: string): Promise<{ rows: ResultRow[]; counts: number[] }> {
  const graphql = { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json', token }, payload: { query } };
  // One request first: MikroORM checks its connection on the first query, which no later request repeats.
  await app.inject(graphql);
  const rows: ResultRow[] = [];
  const counts: number[] = [];
  let have = 0;
  for (const size of [10, 1000]) {
    await growTo(client, have, size);
    have = size;
    const { body, note } = await counted(app, counter, graphql);
    const list = (body.data as { supplierLocations: unknown[] } | undefined)?.supplierLocations;
    if (!list) throw new Error(`supplierLocations failed: ${JSON.stringify(body.errors)}`);
    counts.push(counter.statements.length);
    rows.push({ variant: `GraphQL supplierLocations, ${list.length} rows`, throughput: counter.statements.length, unit: 'statements', note });
  }
  return { rows, counts };
}

/** The ingest path: statements per driver post, one position and a batch of 20. */
async function countDriverPosts(app: FastifyInstance, counter: Counter, client: pg.Client): Promise<ResultRow[]> {
  const driver = await sessionOf(client, `insert into app_user (username, email, name, role, supplier_id, password_hash) values ('driver', 'driver@x.example', 'Driver', 'SUPPLIER', 1, 'x') returning id`);
  const rows: ResultRow[] = [];
  for (const n of [1, 20]) {
    const now = Date.now();
    const list = Array.from({ length: n }, (_, i) => ({ Latitude: 51.5, Longitude: -0.1, DateCreated: new Date(now - (n - i) * 10_000).toISOString() }));
    const { note } = await counted(app, counter, { method: 'POST', url: '/api/SupplierLocations', headers: { 'content-type': 'application/json', token: driver }, payload: n === 1 ? list[0] : list });
    rows.push({ variant: `REST POST /api/SupplierLocations, ${n} position${n > 1 ? 's' : ''}`, throughput: counter.statements.length, unit: 'statements', note });
  }
  return rows;
}

/** Drops the scratch database, the run's connections and all. */
async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(defaultServerUrl(), 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
}

/**
 * (e) SQL statements per GraphQL request, counted by a MikroORM logger on the app's own connection
 * (an in-process app on a scratch database), for the map list at 10 and at 1,000 rows. The count
 * includes the session check every request makes.
 */
export const statementsScenario: Scenario = {
  id: 'statements',
  title: 'SQL statements per GraphQL request (supplierLocations)',
  needsServer: false,
  async run(): Promise<ScenarioResult> {
    const url = await recreateDatabase(defaultServerUrl(), DATABASE);
    const counter: Counter = { on: false, statements: [] };
    const orm = await countingOrm(url, counter);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const config = { ...loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false' }) };
    const { app, close } = await createApp(config, { orm, pubsub: createMemoryPubSub() });
    try {
      await app.ready();
      const token = await sessionOf(client, `insert into app_user (username, email, name, role, password_hash) values ('office', 'office@x.example', 'Office', 'OFFICE', 'x') returning id`);
      const map = await countMapQuery(app, counter, client, token);
      const rows = [...map.rows, ...await countDriverPosts(app, counter, client)];
      return {
        id: this.id,
        title: this.title,
        meaning: `Statements the app sends to PostgreSQL for one GraphQL request "${query}" (session check included), counted with a MikroORM query logger and on the ORM's pg pool (statements that bypass the ORM) on an in-process app. The same count for 10 and 1,000 rows means no N+1. Also counted: the statements of one driver post (ingest path), one position and a batch of 20 (a session renewal adds one when the last request was over a second ago).`,
        target: 'same count for 10 and 1,000 rows',
        met: map.counts[0] === map.counts[1],
        rows,
      };
    } finally {
      await close();
      await orm.close(true);
      await client.end();
      await dropDatabase();
    }
  },
};
