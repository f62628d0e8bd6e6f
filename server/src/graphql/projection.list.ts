/**
 * Lists read from the read models (graphql/projection.ts): the ids a search selects, then their JSON as PostgreSQL
 * writes it, a row each, read as bytes and joined into one array without a copy.
 */
import type { Pool } from 'pg';
import type { RequestContext } from '../context.js';
import { copyRows } from '../db/copy-out.js';
import { readConnection } from '../db/read-database.js';
import type { Viewer } from '../domain/field-visibility.js';
import { viewerOf } from '../policy/field-visibility.js';
import { projectionSql, statement, type Pick, type ProjectionRoot } from './projection.js';

/**
 * A list of this many rows or more is written in two halves at once, each on its own pooled connection:
 * PostgreSQL runs a statement on one core, and writing the JSON is nearly all of a long list's time (the
 * 1,370-consignment day of the large seed in REST's full shape, read with copyProjectedRows: 142-154 ms in one
 * statement, 110-115 ms in two halves at once, on 2 cores). Below it, one statement.
 */
const HALVES_FROM_ROWS = 200;
/**
 * How PostgreSQL plans a list's projection: every relation is read by its key (JsonBuilder), but the planner scans the
 * small lookup tables (vehicle types, countries, stop types, empty charge tables) whole for each row instead, and each
 * rescan asks the kernel for the table's size (an lseek): on the large seed's busiest day in REST's full shape that was
 * half the statement's time (COPY to /dev/null: 207-214 ms as planned, 114-119 ms without sequential scans). With them
 * off the planner still scans a table that has no index for the key.
 */
const BY_KEYS = { enable_seqscan: 'off' };
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The JSON texts of the rows of `root` with these ids, in their order, a comma between two, from one statement on a connection of `pool`. */
export function copyProjectedRows(pool: Pool, root: ProjectionRoot, ids: readonly number[], picks: readonly Pick[], viewer: Viewer | undefined): Promise<Buffer[]> {
  // The ids go into the text as an array literal of numbers: COPY takes no parameters.
  const sql = projectionSql(root, '', picks, viewer, 'list');
  return copyRows(pool, sql.replace('$1', `'{${ids.join(',')}}'`), ',', BY_KEYS);
}

/**
 * The JSON array of the rows `idsSql` selects, in the root's order, as pieces of UTF-8 to be written one
 * after another: first their ids in order (one statement), then the projection of those ids, in one
 * statement or, for a long list, two halves at once (see HALVES_FROM_ROWS). A fixed number of statements
 * whatever the row count: at most three. The JSON is read as bytes with COPY (db/copy-out.ts copyRows),
 * never as a string: megabytes of it as strings cost a full GC per request.
 */
export async function projectListJson(
  ctx: RequestContext, root: ProjectionRoot, idsSql: string, params: readonly unknown[], picks: readonly Pick[],
): Promise<Buffer[]> {
  // Searches may read the replica (DATABASE_READ_URL); reads by id never do (a read after one's own write).
  const pool = await readConnection(ctx).getNativeClient();
  const viewer = viewerOf(ctx.user);
  const ids = (await pool.query<{ id: number }>(statement(projectionSql(root, idsSql, picks, viewer, 'ids'), params))).rows.map((r) => r.id);
  if (!ids.length) return [Buffer.from('[]')];
  if (!ids.every(Number.isSafeInteger)) throw new Error('Projection ids must be whole numbers');
  const parts = ids.length >= HALVES_FROM_ROWS ? [ids.slice(0, ids.length >> 1), ids.slice(ids.length >> 1)] : [ids];
  const rows = await Promise.all(parts.map((part) => copyProjectedRows(pool, root, part, picks, viewer)));
  // A half may have come back empty: its rows were deleted after the ids were read.
  const [first, second = []] = rows.filter((half) => half.length > 0);
  if (!first) return [Buffer.from('[]')];
  return second.length ? [OPEN, ...first, COMMA, ...second, CLOSE] : [OPEN, ...first, CLOSE];
}
