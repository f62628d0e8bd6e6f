import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type autocannon from 'autocannon';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { hammer, graphqlBody } from '../http.js';
import { loop } from '../stats.js';
import type { Scenario, ScenarioResult } from '../types.js';
import { busiestDay } from './consignment-search.js';
import { compareWithFloor } from './reads.js';
import { SESSION_OPTIONS } from '../../../db/session-options.js';

/** The manifests tab's row selection (client ManifestRowFields). */
const MANIFEST_QUERY = `query($search: ManifestSearchInput!) { manifests(search: $search) {
  id manifestNumber version isSent isAcknowledged isDeleted cost calculatedCost totalMiles totalTimeInMinutes invoiceStatus
  numberOfConsignmentAddresses formattedLastDeliveryAddress startDeliveryDate dateCreated statusColour { name hexCode }
  vehicleType { id name } supplier { id name } consignments { id consignmentNumber customerName isBackload }
  consignmentAddresses { id scheduledStartDateAndTime isCompleted consignmentAddressType { id name } address { id companyName shortAddress } } } }`;

const MANIFEST_DAY_SQL = `
  select m.id, m.manifest_number, m.version, m.is_sent, m.is_acknowledged, m.cost_pence, m.calculated_cost_pence, m.total_miles,
    m.total_time_in_minutes, m.invoice_status, m.start_date_time, m.date_created, vt.name as vehicle_type, s.name as supplier_name,
    (select json_agg(json_build_object('Id', ca.id, 'ConsignmentId', c.id, 'ConsignmentNumber', c.consignment_number, 'Customer', cu.name,
        'IsCompleted', ca.is_completed, 'ScheduledStartDateAndTime', ca.scheduled_start_date_and_time, 'Type', t.name,
        'Address', json_build_object('Id', a.id, 'CompanyName', a.company_name, 'AddressLine1', a.address_line1, 'Town', a.town, 'Postcode', a.postcode))
      order by ca.manifest_order)
     from consignment_address ca join consignment c on c.id = ca.consignment_id join customer cu on cu.id = c.customer_id
       join consignment_address_type t on t.id = ca.consignment_address_type_id join address a on a.id = ca.address_id
     where ca.manifest_id = m.id) as stops
  from manifest m join vehicle_type vt on vt.id = m.vehicle_type_id left join supplier s on s.id = m.supplier_id
  where m.start_date_time >= ($1::date::timestamp at time zone 'Europe/London') and m.start_date_time < (($1::date + 1)::timestamp at time zone 'Europe/London')
    and not m.is_deleted
  order by m.start_date_time, m.id`;

/** (b) The Manifests tab for one day: REST and GraphQL against raw SQL. */
export const manifestSearchScenario: Scenario = {
  id: 'manifest-search',
  title: 'Manifest search, one day',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const { day, rows: count } = await busiestDay(ctx.databaseUrl, 'manifest');
    ctx.log(`    ${day}: ${count.toLocaleString('en-GB')} manifests`);
    const headers = { token: ctx.officeToken, 'content-type': 'application/json' };
    const rows = await compareWithFloor(
      ctx,
      [
        // A busy day's Manifests tab is ~1,000 manifests and ~4,000 stops (MBs of JSON): at 10 connections a request
        // can wait longer than autocannon's default 10 s, which would count as an error rather than a latency.
        { variant: 'REST GET /api/Manifests/{day}/{day}/Search', load: { url: `${ctx.server.url}/api/Manifests/${day}/${day}/Search`, headers, timeoutSeconds: 60 } },
        { variant: 'GraphQL manifests (Manifests-tab fields)', load: { url: `${ctx.server.url}/graphql`, method: 'POST', headers, body: graphqlBody(MANIFEST_QUERY, { search: { from: day, to: day } }), timeoutSeconds: 60 } },
      ],
      { text: MANIFEST_DAY_SQL, values: [day], json: (r) => r },
    );
    return {
      id: this.id,
      title: `${this.title} (${count.toLocaleString('en-GB')} rows)`,
      meaning: `The Manifests tab for ${day}, the busiest recent day: each manifest with supplier, vehicle type, status and its stops with consignment, customer and address. The floor is one hand-written statement building the same JSON. Ratio = p95 / floor p95.`,
      rows,
    };
  },
};

/** (c) GET /api/Consignments/{id} for random ids with 50 connections, against the same row by primary key in SQL. */
export const consignmentGetScenario: Scenario = {
  id: 'consignment-get',
  title: 'Consignment get by id, 50 connections',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: 10, options: SESSION_OPTIONS });
    try {
      const { rows: range } = await pool.query<{ lo: number; hi: number }>('select min(id) as lo, max(id) as hi from consignment');
      const { lo, hi } = range[0];
      const pickId = () => lo + Math.floor(Math.random() * (hi - lo + 1));
      const headers = { token: ctx.officeToken };
      const requests: autocannon.Request[] = [{ setupRequest: (req) => ({ ...req, path: `/api/Consignments/${pickId()}` }) }];
      await hammer({ url: ctx.server.url, connections: 10, seconds: 1, headers, requests });
      ctx.server.resetPeak();
      const app = await hammer({ url: ctx.server.url, connections: 50, seconds: ctx.size.seconds, headers, requests });
      const floor = await loop(50, ctx.size.seconds, async () =>
        JSON.stringify((await pool.query(`select c.*, (select json_agg(ca.* order by ca.consignment_order) from consignment_address ca where ca.consignment_id = c.id) as stops from consignment c where c.id = $1`, [pickId()])).rows[0]),
      );
      ctx.log(`    app ${Math.round(app.perSecond)} req/s, floor ${Math.round(floor.perSecond)} q/s`);
      return {
        id: this.id,
        title: this.title,
        meaning: `50 concurrent office clients each fetch random consignments (ids ${lo}-${hi}) by GET /api/Consignments/{id}: the full spec JSON with stops, charges and load details. The floor fetches the consignment row with its stops as JSON by primary key through pg (pool of 10, 50 loops). Ratio = floor q/s / app req/s.`,
        target: '>= 3,000 requests/s',
        met: app.perSecond >= 3000,
        rows: [
          { variant: 'REST GET /api/Consignments/{id}', latency: app.latency, throughput: app.perSecond, unit: 'req/s', peakRssMb: ctx.server.peakRssMb(), ratio: floor.perSecond / app.perSecond },
          { variant: 'floor: raw SQL by primary key via pg', latency: floor.latency, throughput: floor.perSecond, unit: 'q/s' },
        ],
      };
    } finally {
      await pool.end();
    }
  },
};

/** The first London day such that [day, last day] holds at least `wanted` consignments (or the oldest day). */
async function rangeHolding(databaseUrl: string, wanted: number): Promise<{ from: string; to: string; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string; n: number }>(
      `select to_char(start_date_time at time zone 'Europe/London', 'YYYY-MM-DD') as day, count(*)::int as n from consignment
       where start_date_time < now() and start_date_time >= now() - interval '365 days' and not is_deleted group by 1 order by 1 desc`,
    );
    let total = 0;
    for (const r of rows) {
      total += r.n;
      if (total >= wanted) return { from: r.day, to: rows[0].day, rows: total };
    }
    return { from: rows.at(-1)!.day, to: rows[0].day, rows: total };
  } finally {
    await client.end();
  }
}

/** How many newlines a chunk holds. */
function countLines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

interface Download { rows: number; seconds: number; peakMb: number; idleMb: number }

/** Downloads one range's export from the app, counting rows as they stream (the body is never held whole). */
async function download(ctx: Parameters<Scenario['run']>[0], from: string, to: string): Promise<Download> {
  const idleMb = ctx.server.rssMb();
  ctx.server.resetPeak();
  const started = performance.now();
  const res = await fetch(`${ctx.server.url}/api/Consignments/${from}/${to}/Export`, { headers: { token: ctx.officeToken } });
  if (!res.ok || !res.body) throw new Error(`Export answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  let newlines = 0;
  for await (const chunk of Readable.fromWeb(res.body as WebReadableStream<Uint8Array>)) newlines += countLines(chunk as Buffer);
  return { rows: newlines - 1, seconds: (performance.now() - started) / 1000, peakMb: ctx.server.peakRssMb(), idleMb };
}

/** The floor: the app's own COPY statement for the same range straight through pg-copy-streams, no HTTP or app code. */
async function copyFloor(databaseUrl: string, from: string, to: string): Promise<{ rows: number; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS });
  await client.connect();
  try {
    const rows = `select * from consignment where start_date_time >= ('${from}'::date::timestamp at time zone 'Europe/London')
      and start_date_time < (('${to}'::date + 1)::timestamp at time zone 'Europe/London') and not is_deleted`;
    // Imported here: the app's modules would otherwise load into the bench process for every scenario.
    const { exportSql } = await import('../../../modules/consignments/consignment.export.js');
    const started = performance.now();
    let newlines = 0;
    for await (const chunk of client.query(copyTo(exportSql(rows, true)))) newlines += countLines(chunk as Buffer);
    return { rows: newlines - 1, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** (e) CSV export of about 100,000 consignments: rows per second and the server's peak memory, against 10,000. */
export const csvExportScenario: Scenario = {
  id: 'csv-export',
  title: 'CSV export of 100,000 consignments',
  needsServer: true,
  freshServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const small = await rangeHolding(ctx.databaseUrl, 10_000);
    const large = await rangeHolding(ctx.databaseUrl, 100_000);
    ctx.log(`    ${large.from} to ${large.to}: ${large.rows.toLocaleString('en-GB')} consignments`);
    await download(ctx, small.from, small.from); // warm: the first request compiles the route's code
    const tenK = await download(ctx, small.from, small.to);
    const hundredK = await download(ctx, large.from, large.to);
    const floor = await copyFloor(ctx.databaseUrl, large.from, large.to);
    for (const d of [tenK, hundredK]) ctx.log(`    ${d.rows.toLocaleString('en-GB')} rows in ${d.seconds.toFixed(1)} s, idle ${Math.round(d.idleMb)} MB, peak ${Math.round(d.peakMb)} MB`);
    ctx.log(`    floor ${floor.rows.toLocaleString('en-GB')} rows in ${floor.seconds.toFixed(1)} s`);
    const perSecond = hundredK.rows / hundredK.seconds;
    const note = (d: Download) => `idle ${Math.round(d.idleMb)} MB before, +${Math.round(d.peakMb - d.idleMb)} MB during`;
    return {
      id: this.id,
      title: `${this.title} (${hundredK.rows.toLocaleString('en-GB')} rows)`,
      meaning: `One office user downloads GET /api/Consignments/{from}/{to}/Export for ${large.from} to ${large.to} (${hundredK.rows.toLocaleString('en-GB')} rows, all columns), and before it ${small.from} to ${small.to} (${tenK.rows.toLocaleString('en-GB')} rows); throughput = CSV rows received per second, end to end; peak RSS = the server's resident memory high-water mark during that export, and the note gives its RSS just before and the rise: the same rise for 10,000 and 100,000 rows is what streaming means. The floor runs the app's COPY statement for the 100,000 rows straight through pg-copy-streams (no HTTP, no app code); ratio = floor rows/s / app rows/s.`,
      target: '>= 50,000 rows/s and peak memory < 250 MB',
      met: perSecond >= 50_000 && hundredK.peakMb < 250,
      rows: [
        { variant: 'REST GET /api/Consignments/{from}/{to}/Export, 100,000 rows', throughput: perSecond, unit: 'rows/s', peakRssMb: hundredK.peakMb, ratio: floor.rows / floor.seconds / perSecond, note: note(hundredK) },
        { variant: 'the same, 10,000 rows', throughput: tenK.rows / tenK.seconds, unit: 'rows/s', peakRssMb: tenK.peakMb, note: note(tenK) },
        { variant: 'floor: the COPY statement via pg-copy-streams', throughput: floor.rows / floor.seconds, unit: 'rows/s' },
      ],
    };
  },
};
