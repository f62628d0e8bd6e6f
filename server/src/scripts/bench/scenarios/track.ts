import pg from 'pg';
import { graphqlBody } from '../http.js';
import type { Scenario, ScenarioResult } from '../types.js';
import { compareWithFloor } from './reads.js';

/** A day's positions for one vehicle reporting every 10 s; a day with fewer is not a full day of data. */
const FULL_DAY = 8_640;

/**
 * A supplier with exactly one tracked vehicle (one position every 10 s: 8,640 a day) and the newest London day
 * before its newest position that holds a full day of its positions. The day before the newest position is not
 * always one: the ingest scenarios post positions dated today, after the seed's last day.
 */
async function pickSupplierDay(databaseUrl: string): Promise<{ supplierId: number; day: string; next: string; points: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ supplier_id: number; newest: string }>(
      `select l.supplier_id, to_char(l.recorded_at at time zone 'Europe/London', 'YYYY-MM-DD') as newest
       from supplier_last_location l where (select count(*) from vehicle v where v.supplier_id = l.supplier_id) = 1
       order by l.supplier_id limit 1`,
    );
    const { supplier_id: supplierId, newest } = rows[0];
    const { rows: days } = await client.query<{ day: string; next: string; n: number }>(
      `select to_char(d, 'YYYY-MM-DD') as day, to_char(d + 1, 'YYYY-MM-DD') as next,
              (select count(*)::int from supplier_location
               where supplier_id = $1 and recorded_at >= (d::timestamp at time zone 'Europe/London') and recorded_at < ((d + 1)::timestamp at time zone 'Europe/London')) as n
       from generate_series(1, 40) as k, lateral (select $2::date - k as d) x order by k`,
      [supplierId, newest],
    );
    const full = days.find((d) => d.n >= FULL_DAY) ?? days[0];
    return { supplierId, day: full.day, next: full.next, points: full.n };
  } finally {
    await client.end();
  }
}

/** (c) GET /api/SupplierLocations/Track and GraphQL supplierTrack for one supplier and one day. */
export const trackScenario: Scenario = {
  id: 'track',
  title: 'Track history: one supplier, one day',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const { supplierId, day, next, points } = await pickSupplierDay(ctx.databaseUrl);
    ctx.log(`    supplier ${supplierId}, ${day}: ${points.toLocaleString('en-GB')} points`);
    const headers = { token: ctx.officeToken, 'content-type': 'application/json' };
    const rows = await compareWithFloor(
      ctx,
      [
        { variant: 'REST GET /api/SupplierLocations/Track', load: { url: `${ctx.server.url}/api/SupplierLocations/Track?supplierId=${supplierId}&startDate=${day}T00:00&endDate=${next}T00:00`, headers } },
        {
          variant: 'GraphQL supplierTrack',
          load: {
            url: `${ctx.server.url}/graphql`,
            method: 'POST',
            headers,
            body: graphqlBody('query T($id: Int!, $s: String!, $e: String!) { supplierTrack(supplierId: $id, startDate: $s, endDate: $e) { latitude longitude recordedAt } }', { id: supplierId, s: `${day}T00:00`, e: `${next}T00:00` }),
          },
        },
        {
          variant: 'GraphQL supplierTrackLine (parallel lists)',
          load: {
            url: `${ctx.server.url}/graphql`,
            method: 'POST',
            headers,
            body: graphqlBody('query T($id: Int!, $s: String!, $e: String!) { supplierTrackLine(supplierId: $id, startDate: $s, endDate: $e) { latitudes longitudes times } }', { id: supplierId, s: `${day}T00:00`, e: `${next}T00:00` }),
          },
        },
      ],
      {
        text: `select latitude, longitude, recorded_at from supplier_location
               where supplier_id = $1 and recorded_at >= ($2::date::timestamp at time zone 'Europe/London') and recorded_at < ($3::date::timestamp at time zone 'Europe/London')
               order by recorded_at, id`,
        values: [supplierId, day, next],
        json: (r) => r.map((p) => ({ Latitude: p.latitude, Longitude: p.longitude, DateCreated: (p.recorded_at as Date).toISOString() })),
      },
    );
    const app = rows.filter((r) => !r.variant.startsWith('floor'));
    return {
      id: this.id,
      title: `${this.title} (${points.toLocaleString('en-GB')} points)`,
      meaning: `One office user asks for supplier ${supplierId}'s track over one London day (${points.toLocaleString('en-GB')} positions) among all stored positions. Latency and req/s with one connection; "req/s @N" with N connections. supplierTrack answers one GraphQL object per point (graphql-js resolves and serialises 3 fields for each); supplierTrackLine answers the same points as three lists. The floor is the same indexed SQL through pg with its rows turned into the REST JSON; ratio = app p95 / floor p95. Warm cache (the same supplier and day each time).`,
      target: 'p95 < 20 ms',
      met: app.every((r) => (r.latency?.p95 ?? Infinity) < 20),
      rows,
    };
  },
};
