import pg from 'pg';
import { hammer, type HttpLoad } from '../http.js';
import { loop } from '../stats.js';
import type { BenchContext, ResultRow } from '../types.js';
import { SESSION_OPTIONS } from '../../../db/session-options.js';

/** One way of asking for the same rows: an HTTP request to the app. */
export interface HttpVariant {
  variant: string;
  load: Omit<HttpLoad, 'connections' | 'seconds'>;
  /** The process answering, when it is not the app (the PostGraphile peer): its memory is reported. */
  process?: Pick<BenchContext['server'], 'resetPeak' | 'peakRssMb'>;
}

/**
 * Measures each app variant twice (one connection for latency, `connections` for throughput, with the
 * server's peak RSS over both) and the raw-SQL floor the same two ways through `pg`: the same query
 * the app should need, its rows turned into JSON, on a pool as big as the app's (10).
 */
export async function compareWithFloor(ctx: BenchContext, variants: HttpVariant[], floorSql: { text: string; values: unknown[]; json: (rows: Record<string, unknown>[]) => unknown }): Promise<ResultRow[]> {
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10, options: SESSION_OPTIONS });
  try {
    const floorQuery = async () => JSON.stringify(floorSql.json((await pool.query(floorSql.text, floorSql.values)).rows)).length;
    await loop(1, 1, floorQuery);
    const floorOne = await loop(1, ctx.size.seconds, floorQuery);
    const floorMany = await loop(ctx.size.connections, ctx.size.seconds, floorQuery);
    const rows: ResultRow[] = [];
    for (const v of variants) {
      await hammer({ ...v.load, connections: 1, seconds: 1, tolerateErrors: true }); // warm-up only
      const answering = v.process ?? ctx.server;
      answering.resetPeak();
      const one = await hammer({ ...v.load, connections: 1, seconds: ctx.size.seconds });
      const many = await hammer({ ...v.load, connections: ctx.size.connections, seconds: ctx.size.seconds });
      rows.push({ variant: v.variant, latency: one.latency, throughput: one.perSecond, unit: 'req/s', loadedThroughput: many.perSecond, peakRssMb: answering.peakRssMb(), ratio: one.latency.p95 / floorOne.latency.p95 });
      ctx.log(`    ${v.variant}: p95 ${one.latency.p95.toFixed(2)} ms, ${Math.round(one.perSecond)} req/s (1 conn), ${Math.round(many.perSecond)} req/s (${ctx.size.connections} conns)`);
    }
    rows.push({ variant: 'floor: raw SQL via pg + JSON', latency: floorOne.latency, throughput: floorOne.perSecond, unit: 'req/s', loadedThroughput: floorMany.perSecond });
    return rows;
  } finally {
    await pool.end();
  }
}
