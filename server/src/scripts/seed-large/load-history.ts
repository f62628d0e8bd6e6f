import pg from 'pg';
import type { HistoryContext, HistoryOutcome } from './extensions.js';
import { historyChunk, type HistoryIds } from './history.js';
import { copyInto, syncSequence, tableExists } from './sql.js';

/** Two years of history, as issue 9 item 1 asks. */
const HISTORY_DAYS = 730;
const CHUNK = 5_000;

async function lookupIds(client: pg.ClientBase, ctx: HistoryContext): Promise<HistoryIds> {
  const one = async (sql: string) => (await client.query<{ id: number }>(sql)).rows[0]?.id ?? null;
  const { rows: types } = await client.query<{ id: number }>('select id from vehicle_type order by "order"');
  return {
    customerIds: ctx.reference.customers.filter((c) => !c.is_deactivated).map((c) => c.id as number),
    supplierIds: ctx.reference.suppliers.map((s) => s.id as number),
    vehicleTypeIds: types.map((t) => t.id),
    collectionTypeId: (await one(`select id from consignment_address_type where name = 'Collection'`))!,
    deliveryTypeId: (await one(`select id from consignment_address_type where name = 'Delivery'`))!,
    countryId: await one(`select id from country order by id limit 1`),
  };
}

/**
 * Writes ctx.consignments consignments with their stops, addresses, load details and manifests by
 * COPY, chunk by chunk over `streams` connections (chunks are independent: see historyChunk), then
 * moves the sequences past the ids written and analyses the tables.
 */
export async function loadHistory(ctx: HistoryContext): Promise<HistoryOutcome> {
  const ids = await lookupIds(ctx.client, ctx);
  const today = new Date(new Date().toISOString().slice(0, 10));
  const chunks = Math.ceil(ctx.consignments / CHUNK);
  let next = 0;
  let rows = 0;
  let lastReport = performance.now();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(ctx.streams, chunks)) }, async () => {
      const client = new pg.Client({ connectionString: ctx.url });
      await client.connect();
      try {
        await client.query('set synchronous_commit = off');
        // The rows are consistent by construction: skip the per-row foreign-key triggers (superuser only).
        await client.query('set session_replication_role = replica').catch(() => ctx.log('  (foreign keys checked row by row: not a superuser)'));
        while (next < chunks) {
          const k = next++;
          const chunk = historyChunk(ids, k * CHUNK, Math.min(ctx.consignments, (k + 1) * CHUNK), ctx.consignments, HISTORY_DAYS, today, ctx.seed);
          await client.query('begin');
          for (const t of chunk.tables) if (t.rows) rows += await copyInto(client, t.table, t.columns, [{ text: t.text, rows: t.rows }]);
          await client.query('commit');
          if (performance.now() - lastReport > 10_000) {
            lastReport = performance.now();
            ctx.log(`  history: ${Math.min(ctx.consignments, next * CHUNK).toLocaleString('en-GB')} of ${ctx.consignments.toLocaleString('en-GB')} consignments, ${Math.round(rows / ((lastReport - started) / 1000)).toLocaleString('en-GB')} rows/s`);
          }
        }
      } finally {
        await client.end();
      }
    }),
  );
  // The app's gapless counters continue after the numbers written here.
  await ctx.client.query(`insert into number_sequence (name, value) select 'consignment', coalesce(max(consignment_number), 0) from consignment
    union all select 'manifest', coalesce(max(manifest_number), 0) from manifest
    on conflict (name) do update set value = excluded.value`);
  for (const table of ['consignment', 'address', 'consignment_address', 'manifest', 'load_detail']) {
    await syncSequence(ctx.client, table);
    await ctx.client.query(`vacuum (analyze) "${table}"`);
  }
  // The CSV export's stop summary is kept by triggers, which the replica role above skipped: build it in one pass.
  if (await tableExists(ctx.client, 'consignment_stop_summary')) {
    await ctx.client.query('select consignment_stop_summary_rebuild()');
    await ctx.client.query('vacuum (analyze) consignment_stop_summary');
  }
  return { rows };
}
