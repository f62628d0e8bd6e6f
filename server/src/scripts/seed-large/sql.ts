import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A row to insert, by column name; columns the table does not have (yet) are left out. */
export type Row = Record<string, unknown>;

/** The column names a table has today. */
export async function columnsOf(client: pg.ClientBase, table: string): Promise<Set<string>> {
  const { rows } = await client.query<{ column_name: string }>('select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1', [table]);
  return new Set(rows.map((r) => r.column_name));
}

/** Whether a table exists (consignments, manifests and invoices arrive with later issues). */
export async function tableExists(client: pg.ClientBase, table: string): Promise<boolean> {
  const { rows } = await client.query('select to_regclass($1) as t', [table]);
  return rows[0].t !== null;
}

/**
 * Batched multi-row INSERT of generated rows, writing only the columns the table has: a generator can
 * already produce fields a parallel branch is adding (e.g. customer.parent_id) and they start being
 * written the day the column exists. Returns the columns it wrote and the ones it skipped.
 */
export async function insertRows(client: pg.ClientBase, table: string, rows: Row[], batch = 1000): Promise<{ written: string[]; skipped: string[] }> {
  if (!rows.length) return { written: [], skipped: [] };
  const have = await columnsOf(client, table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const written = keys.filter((k) => have.has(k));
  const skipped = keys.filter((k) => !have.has(k));
  for (let i = 0; i < rows.length; i += batch) {
    const part = rows.slice(i, i + batch);
    const values: unknown[] = [];
    // A field a row leaves out takes the column's default (not NULL).
    const tuples = part.map((r) => `(${written.map((k) => (k in r ? `$${values.push(r[k])}` : 'default')).join(', ')})`);
    await client.query(`insert into "${table}" (${written.map((k) => `"${k}"`).join(', ')}) values ${tuples.join(', ')}`, values);
  }
  return { written, skipped };
}

/** Streams text chunks into `COPY <table> (<columns>) FROM STDIN`, honouring backpressure. */
export async function copyInto(client: pg.ClientBase, table: string, columns: string[], chunks: Iterable<{ text: string; rows: number }>, onChunk?: (rows: number) => void): Promise<number> {
  const stream = client.query(copyFrom(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let total = 0;
  for (const chunk of chunks) {
    total += chunk.rows;
    onChunk?.(chunk.rows);
    if (!stream.write(chunk.text)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end();
  await done;
  return total;
}

/** Resets a serial column's sequence past the ids a seed wrote by hand. */
export async function syncSequence(client: pg.ClientBase, table: string, column = 'id'): Promise<void> {
  await client.query(`select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`, [table, column]);
}
