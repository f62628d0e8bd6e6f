/**
 * Reads of one projected row by id (graphql/projection.ts), batched across requests: the gets by id of the
 * consignment and manifest read models.
 */
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { connectionOf, type RequestContext } from '../context.js';
import { viewerOf } from '../policy/field-visibility.js';
import { projectionSql, statement, type Pick, type ProjectionRoot } from './projection.js';

// The connection without the request's own entity manager: a REST get by id needs none (context.ts requestContext).
const poolOf = (ctx: RequestContext) => (connectionOf(ctx) as PostgreSqlConnection).getNativeClient();

/** A row read by id: its JSON text and its `scope` column (ProjectionRoot.scope). */
export interface RowById {
  json: string;
  scope: unknown;
}

interface Waiting {
  id: number;
  resolve(row: RowById | undefined): void;
  reject(error: unknown): void;
}

/** The reads by id of one statement (pool and selection): those waiting, and how many of its batches are in the database. */
interface Batches {
  waiting: Waiting[];
  inFlight: number;
  scheduled: boolean;
}

/**
 * Batches of one statement in the database at once; reads that arrive meanwhile wait for the next, which is then
 * bigger. Under load that is fewer statements for the same reads: each statement is a round trip, a plan and a
 * commit, and on 2 cores each write to PostgreSQL's socket also hands the core to its backend (50 connections of
 * gets by id: a third of the server's time went to those writes when every turn of the event loop sent its own).
 */
const MAX_BATCHES_IN_FLIGHT = 2;
/** Ids in one statement at most. */
const MAX_IDS_PER_BATCH = 500;

// Per pool, per statement: its reads by id.
const batchesByPool = new WeakMap<object, Map<string, Batches>>();

/**
 * One row of `root` by id (undefined when there is none), with the fields `picks` asks for and its scope column.
 * Reads by id with the same selection that arrive in the same turn of the event loop are answered by one statement
 * over all their ids (a dataloader across requests), and while MAX_BATCHES_IN_FLIGHT of them are in the database
 * the reads that come in wait to go together in the next: a get by id's statement spent about a quarter of its time
 * setting up its plan (~30 subqueries: a consignment's relations and its stops'), and each statement its own round
 * trip, transaction and commit; a batch pays them once. Who may see the row is the caller's check, on `scope`.
 */
export async function readById(ctx: RequestContext, root: ProjectionRoot, id: number, picks: readonly Pick[]): Promise<RowById | undefined> {
  const pool = await poolOf(ctx);
  const sql = projectionSql(root, '', picks, viewerOf(ctx.user), 'by ids');
  let bySql = batchesByPool.get(pool);
  if (!bySql) batchesByPool.set(pool, (bySql = new Map()));
  let batches = bySql.get(sql);
  if (!batches) bySql.set(sql, (batches = { waiting: [], inFlight: 0, scheduled: false }));
  const read = new Promise<RowById | undefined>((resolve, reject) => batches.waiting.push({ id, resolve, reject }));
  sendBatch(pool, bySql, sql, batches);
  return read;
}

/**
 * Sends the waiting reads as one statement at the end of this turn of the event loop, when a batch may go. A
 * statement with nothing waiting or in the database is forgotten: GraphQL selections, hence statements, are the
 * callers' to choose.
 */
function sendBatch(pool: Awaited<ReturnType<typeof poolOf>>, bySql: Map<string, Batches>, sql: string, batches: Batches): void {
  if (batches.scheduled || batches.inFlight >= MAX_BATCHES_IN_FLIGHT) return;
  if (!batches.waiting.length) {
    if (!batches.inFlight) bySql.delete(sql);
    return;
  }
  batches.scheduled = true;
  setImmediate(() => {
    batches.scheduled = false;
    const reads = batches.waiting.splice(0, MAX_IDS_PER_BATCH);
    batches.inFlight++;
    void runBatch(pool, sql, reads).finally(() => {
      batches.inFlight--;
      sendBatch(pool, bySql, sql, batches);
    });
  });
}

async function runBatch(pool: Awaited<ReturnType<typeof poolOf>>, sql: string, reads: Waiting[]): Promise<void> {
  try {
    const ids = [...new Set(reads.map((r) => r.id))];
    const { rows } = await pool.query<RowById & { id: number }>(statement(sql, [ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const read of reads) read.resolve(byId.get(read.id));
  } catch (error) {
    for (const read of reads) read.reject(error);
  }
}
