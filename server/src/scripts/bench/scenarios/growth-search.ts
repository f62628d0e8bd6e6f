import pg from 'pg';
import { SESSION_OPTIONS } from '../../../db/session-options.js';
import type { Series } from '../growth-chart.js';
import { graphqlBody } from '../http.js';
import { startServer } from '../server-process.js';
import { signInOffice } from '../sessions.js';
import { loop, percentiles } from '../stats.js';
import type { BenchContext } from '../types.js';
import { APP_QUERY, CONSIGNMENT_DAY_SQL } from './consignment-search.js';

/** Rows the search growth curve reads (issue 26 item 4). */
export const SEARCH_ROWS = [100, 1_000, 10_000];

/** The floor's statement over a range of London days ($1 to $2) instead of one. */
const RANGE_SQL = CONSIGNMENT_DAY_SQL.replace('(($1::date + 1)::timestamp', '(($2::date + 1)::timestamp');

/**
 * For each wanted row count, the shortest range of London days ending at the latest past day with consignments
 * that holds at least that many live consignments (a seeded day holds fewer than 10,000: a range stands in for a
 * busier day; the search and its answer are the same shape).
 */
async function rangesFor(databaseUrl: string, wanted: number[]): Promise<{ from: string; to: string; rows: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string; n: number }>(
      `select to_char(start_date_time at time zone 'Europe/London', 'YYYY-MM-DD') as day, count(*)::int as n from consignment
       where start_date_time < now() and start_date_time >= now() - interval '366 days' and not is_deleted group by 1 order by 1 desc`,
    );
    return wanted.map((want) => {
      let total = 0;
      const i = rows.findIndex((r) => (total += r.n) >= want);
      if (i < 0) throw new Error(`Fewer than ${want} consignments in the last year: seed more (--consignments)`);
      return { from: rows[i].day, to: rows[0].day, rows: total };
    });
  } finally {
    await client.end();
  }
}

/**
 * The p50 of one connection's requests, one after another, for `seconds` and at least 3 of them: a 10,000-row
 * answer can take longer than a time-boxed load's window on a busy machine, which then has no sample at all.
 */
async function p50Of(url: string, init: RequestInit, seconds: number, least = 3): Promise<number> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (samples.length < least || performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url, init);
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString('utf8', 0, 300)}`);
    samples.push(performance.now() - started);
  }
  return percentiles(samples).p50;
}

/**
 * Day search at 100, 1,000 and 10,000 rows: p50 of REST, GraphQL (control-screen fields) and the raw-SQL floor, one
 * connection. The server runs with SEARCH_MAX_ROWS raised so that the 10,000-row search is answered, and GraphQL's
 * answer-size limit raised with it (a query is counted at the most rows a search may answer: 4x the rows, 4x the values).
 */
export async function searchGrowth(ctx: BenchContext): Promise<Series[]> {
  const ranges = await rangesFor(ctx.databaseUrl, SEARCH_ROWS);
  const server = await startServer(ctx.databaseUrl, Number(new URL(ctx.server.url).port) + 10, { SEARCH_MAX_ROWS: '20000', GRAPHQL_MAX_ANSWER_VALUES: '80000000' });
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 1, options: SESSION_OPTIONS });
  const series: Series[] = [{ name: 'REST search', points: [] }, { name: 'GraphQL consignments', points: [] }, { name: 'floor: raw SQL', points: [] }];
  try {
    const headers = { token: await signInOffice(server.url), 'content-type': 'application/json' };
    for (const { from, to, rows } of ranges) {
      const loads: [string, RequestInit][] = [
        [`${server.url}/api/Consignments/${from}/${to}/Search`, { headers }],
        [`${server.url}/graphql`, { method: 'POST', headers, body: graphqlBody(APP_QUERY, { search: { from, to } }) }],
      ];
      for (const [i, [url, init]] of loads.entries()) {
        await p50Of(url, init, 0, 1); // warm-up only
        series[i].points.push({ x: rows, y: await p50Of(url, init, ctx.size.seconds) });
      }
      const floor = async () => JSON.stringify((await pool.query(RANGE_SQL, [from, to])).rows).length;
      await loop(1, 1, floor);
      series[2].points.push({ x: rows, y: (await loop(1, ctx.size.seconds, floor)).latency.p50 });
      ctx.log(`    search ${from}..${to} (${rows} rows): REST ${series[0].points.at(-1)!.y.toFixed(1)} ms, GraphQL ${series[1].points.at(-1)!.y.toFixed(1)} ms, floor ${series[2].points.at(-1)!.y.toFixed(1)} ms (p50)`);
    }
    return series;
  } finally {
    await pool.end();
    await server.stop();
  }
}
