import pg from 'pg';
import { graphqlBody } from '../http.js';
import { startPeer } from '../server-process.js';
import { SESSION_OPTIONS } from '../../../db/session-options.js';
import { loop } from '../stats.js';
import { sizeOf } from '../../../db/copy-out.js';
import type { BenchContext, ResultRow, Scenario, ScenarioResult } from '../types.js';
import { compareWithFloor } from './reads.js';

/** The London day (of the last 60) with the most live consignments: the control screen's busiest "Today". */
export async function busiestDay(databaseUrl: string, table: 'consignment' | 'manifest'): Promise<{ day: string; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string; n: number }>(
      `select to_char(start_date_time at time zone 'Europe/London', 'YYYY-MM-DD') as day, count(*)::int as n from "${table}"
       where start_date_time >= now() - interval '60 days' and start_date_time < now() and not is_deleted group by 1 order by 2 desc, 1 desc limit 1`,
    );
    if (!rows[0]) throw new Error(`No ${table} rows in the last 60 days: seed with --consignments`);
    return { day: rows[0].day, rows: rows[0].n };
  } finally {
    await client.end();
  }
}

/** The control screen's row selection (client ConsignmentRowFields), as the app's GraphQL query. */
export const APP_QUERY = `query($search: ConsignmentSearchInput!) { consignments(search: $search) {
  id consignmentNumber consignmentReference customerReference poNumber contactName isQuote isDeleted isCompleted isFrequentConsignment
  cancellationRequested invoiceStatus price cost mileage totalMiles startDateTime dateCreated
  createdBy { id name } consignmentType { id name } vehicleType { id name } customer { id name isDeactivated isOverCreditLimit } supplier { id name }
  consignmentAddresses { id manifestId isCompleted scheduledStartDateAndTime consignmentAddressType { id name } address { id companyName shortAddress postcode } } } }`;

/** The same rows and fields from the PostGraphile peer (its day function; relations by foreign key). */
const PEER_QUERY = `query($day: Date!) { benchPeerConsignmentsOnDay(day: $day) { nodes {
  rowId consignmentNumber customerReference poNumber contactName isQuote isDeleted isCompleted isFrequentConsignment
  cancellationRequested invoiceStatus pricePence costPence mileage totalMiles startDateTime dateCreated
  appUserByCreatedById { rowId name } consignmentTypeByConsignmentTypeId { rowId name } vehicleTypeByVehicleTypeId { rowId name }
  customerByCustomerId { rowId name isDeactivated } supplierBySupplierId { rowId name }
  consignmentAddressesByConsignmentId(orderBy: CONSIGNMENT_ORDER_ASC) { nodes { rowId manifestId isCompleted scheduledStartDateAndTime
    consignmentAddressTypeByConsignmentAddressTypeId { rowId name } addressByAddressId { rowId companyName addressLine1 town postcode } } } } } }`;

/** The floor: the same rows and fields as JSON from one hand-written statement. */
export const CONSIGNMENT_DAY_SQL = `
  select c.id, c.consignment_number, c.customer_reference, c.po_number, c.contact_name, c.is_quote, c.is_deleted, c.is_completed,
    c.is_frequent_consignment, c.cancellation_requested, c.invoice_status, c.price_pence, c.cost_pence, c.mileage, c.total_miles,
    c.start_date_time, c.date_created, u.name as created_by, ct.name as consignment_type, vt.name as vehicle_type,
    cu.id as customer_id, cu.name as customer_name, cu.is_deactivated, s.name as supplier_name,
    (select json_agg(json_build_object('Id', ca.id, 'ManifestId', ca.manifest_id, 'IsCompleted', ca.is_completed,
        'ScheduledStartDateAndTime', ca.scheduled_start_date_and_time, 'Type', t.name,
        'Address', json_build_object('Id', a.id, 'CompanyName', a.company_name, 'AddressLine1', a.address_line1, 'Town', a.town, 'Postcode', a.postcode))
      order by ca.consignment_order)
     from consignment_address ca join consignment_address_type t on t.id = ca.consignment_address_type_id join address a on a.id = ca.address_id
     where ca.consignment_id = c.id) as stops
  from consignment c
  join customer cu on cu.id = c.customer_id join vehicle_type vt on vt.id = c.vehicle_type_id
  left join consignment_type ct on ct.id = c.consignment_type_id left join app_user u on u.id = c.created_by_id left join supplier s on s.id = c.supplier_id
  where c.start_date_time >= ($1::date::timestamp at time zone 'Europe/London') and c.start_date_time < (($1::date + 1)::timestamp at time zone 'Europe/London')
    and not c.is_deleted
  order by c.start_date_time, c.id`;

/**
 * What REST's answer costs PostgreSQL alone: the app's own statement for the spec's full consignment JSON
 * (about 3x the floor's bytes) over the floor's rows, read as the app reads it (copyProjectedRows: COPY, a row
 * each) in one statement on one connection. Not the floor (that one is hand-written and carries the control
 * screen's fields); it says how much of REST's time is the size of its answer. The app's module is imported only
 * here, so the other scenarios run without it.
 */
async function restJsonInPostgres(ctx: BenchContext, day: string): Promise<ResultRow> {
  const { copyProjectedRows } = await import('../../../graphql/projection.list.js');
  const { CONSIGNMENTS, restConsignmentPicks } = await import('../../../modules/consignments/consignment.projection.js');
  const pool = new pg.Pool({ connectionString: ctx.databaseUrl, options: SESSION_OPTIONS, max: 1 });
  try {
    const { rows } = await pool.query<{ id: number }>(
      `select c0.id from consignment c0 where c0.start_date_time >= ($1::date::timestamp at time zone 'Europe/London')
        and c0.start_date_time < (($1::date + 1)::timestamp at time zone 'Europe/London') and not c0.is_deleted order by c0.start_date_time, c0.id`,
      [day],
    );
    const ids = rows.map((r) => r.id);
    let bytes = 0;
    const query = async () => (bytes = sizeOf(await copyProjectedRows(pool, CONSIGNMENTS, ids, restConsignmentPicks(true), { role: 'OFFICE' })) + 2);
    await loop(1, 1, query);
    const one = await loop(1, ctx.size.seconds, query);
    return { variant: `reference: REST's JSON written by PostgreSQL alone (the app's statement and reader, one statement, ${(bytes / 1e6).toFixed(1)} MB)`, latency: one.latency, throughput: one.perSecond, unit: 'req/s' };
  } finally {
    await pool.end();
  }
}

async function withPeer<T>(ctx: BenchContext, work: (peer: Awaited<ReturnType<typeof startPeer>>) => Promise<T>): Promise<T> {
  const peer = await startPeer(ctx.databaseUrl, Number(new URL(ctx.server.url).port) + 1);
  try {
    return await work(peer);
  } finally {
    await peer.stop();
  }
}

/** (a) The control screen's consignment search for one day: REST, GraphQL and PostGraphile against raw SQL. */
export const consignmentSearchScenario: Scenario = {
  id: 'consignment-search',
  title: 'Control-screen consignment search, one day',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const { day, rows: count } = await busiestDay(ctx.databaseUrl, 'consignment');
    ctx.log(`    ${day}: ${count.toLocaleString('en-GB')} consignments`);
    const headers = { token: ctx.officeToken, 'content-type': 'application/json' };
    const rows = await withPeer(ctx, (peer) =>
      compareWithFloor(
        ctx,
        [
          { variant: 'REST GET /api/Consignments/{day}/{day}/Search', load: { url: `${ctx.server.url}/api/Consignments/${day}/${day}/Search`, headers } },
          { variant: 'GraphQL consignments (control-screen fields)', load: { url: `${ctx.server.url}/graphql`, method: 'POST', headers, body: graphqlBody(APP_QUERY, { search: { from: day, to: day } }) } },
          { variant: 'peer: PostGraphile 5 (same fields)', process: peer, load: { url: `${peer.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody(PEER_QUERY, { day }) } },
        ],
        { text: CONSIGNMENT_DAY_SQL, values: [day], json: (r) => r },
      ),
    );
    rows.push(await restJsonInPostgres(ctx, day));
    const floor = rows.find((r) => r.variant.startsWith('floor'))!.latency!.p95;
    const peer = rows.find((r) => r.variant.startsWith('peer'))!.latency!.p95;
    const app = rows.filter((r) => !r.variant.startsWith('floor') && !r.variant.startsWith('peer') && !r.variant.startsWith('reference'));
    return {
      id: this.id,
      title: `${this.title} (${count.toLocaleString('en-GB')} rows)`,
      meaning: `An office user's control screen for ${day}, the busiest recent day: every consignment with the 20 columns' data (customer, supplier, vehicle type, stops with addresses). REST answers the spec's full consignment JSON; GraphQL asks for the control screen's fields; PostGraphile 5 (amber preset, its own process, pool of 10) serves the same fields through a day function over the same table. The floor is one hand-written statement building the same JSON through pg. Ratio = p95 / floor p95. The reference row runs the app's own statement for REST's full JSON as the app reads it, unsplit, on one connection: what REST's answer costs PostgreSQL alone, i.e. how much of REST's time is the size of its answer.`,
      target: 'p95 <= 2x floor and <= PostGraphile',
      met: app.every((r) => r.latency!.p95 <= 2 * floor && r.latency!.p95 <= peer),
      rows,
    };
  },
};
