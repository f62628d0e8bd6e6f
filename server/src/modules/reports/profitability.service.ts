/**
 * The sales reports (behaviour.md "Customers / Customers screen" Reports: Sales Summary = simple profitability, Sales = profitability;
 * behaviour.md "Customers / Credit report" GET /Consignments/{from}/{to}/SimpleProfitability and /Profitability, customerName filter).
 * Each is one SQL statement that aggregates in PostgreSQL; days are London days (DESIGN).
 */
import { requireOffice, type RequestContext } from '../../context.js';
import { readConnection } from '../../db/read-database.js';
import { marginPercent, profitTotals, weekdayName, type ProfitTotals } from '../../domain/reports.js';
import { badInput } from '../../errors.js';
import { likeText } from '../settings/writes.js';
import { reportRange, type ReportRange } from './report-range.js';

/** The most consignment lines one profitability report returns, so a download stays a bounded size. */
export const MAX_PROFITABILITY_LINES = 50_000;
const MAX_CUSTOMER_NAME = 200;

/** A day of the sales summary (behaviour.md "Reports / Report contents" "Simple profitability report line": Date, Day, TotalNumberManifests, Price). */
export interface SimpleProfitabilityLine extends ProfitTotals {
  date: string;
  day: string;
  totalNumberConsignments: number;
  totalNumberManifests: number;
}

/** A consignment of the sales report. */
export interface ProfitabilityLine extends ProfitTotals {
  consignmentId: number;
  consignmentNumber: number;
  startDateTime: Date;
  customerId: number;
  customerName: string;
  vehicleType: string;
  poNumber: string | null;
  customerReference: string | null;
  manifestNumbers: number[];
}

/** Lines and their totals, the shape of both sales reports. */
export interface Report<Line, Totals> {
  lines: Line[];
  totals: Totals;
}

export type SimpleProfitabilityTotals = ProfitTotals & { totalNumberConsignments: number; totalNumberManifests: number };
export type ProfitabilityTotals = ProfitTotals & { numberOfConsignments: number };

/** The checked filter: range and an optional customer name (part of the name, any case). */
function filterOf(ctx: RequestContext, from: string, to: string, customerName: string | null | undefined) {
  requireOffice(ctx);
  const range = reportRange(from, to);
  const name = customerName?.trim() || null;
  if (name && name.length > MAX_CUSTOMER_NAME) throw badInput([{ field: 'customerName', message: `customerName must be at most ${MAX_CUSTOMER_NAME} characters.` }]);
  return { range, pattern: name ? likeText(name) : null };
}

// Sold = booked (not a quote) and not deleted, dated by its first stop (consignment.start_date_time).
const SOLD = `not c.is_deleted and not c.is_quote and c.start_date_time >= ? and c.start_date_time < ?`;
const LONDON_DAY = (column: string) => `(${column} at time zone 'Europe/London')::date`;

/**
 * Sales summary: every London day of the range (days without sales too), with its consignments' price,
 * cost, profit and margin, and the number of live manifests starting that day (carrying that customer's
 * consignments when filtered).
 */
export async function simpleProfitability(ctx: RequestContext, from: string, to: string, customerName?: string | null): Promise<Report<SimpleProfitabilityLine, SimpleProfitabilityTotals>> {
  const { range, pattern } = filterOf(ctx, from, to, customerName);
  const byName = pattern ? 'and cu.name ilike ?' : '';
  const carriesCustomer = pattern
    ? `and exists (select 1 from consignment_address ca join consignment c on c.id = ca.consignment_id join customer cu on cu.id = c.customer_id where ca.manifest_id = m.id and cu.name ilike ?)`
    : '';
  const rows = await readConnection(ctx).execute<{ date: string; consignments: string; price: string; cost: string; manifests: string }[]>(
    `with sold as (
       select ${LONDON_DAY('c.start_date_time')} as day, count(*) as consignments, sum(c.price_pence) as price, sum(c.cost_pence) as cost
       from consignment c join customer cu on cu.id = c.customer_id
       where ${SOLD} ${byName} group by 1),
     runs as (
       select ${LONDON_DAY('m.start_date_time')} as day, count(*) as manifests
       from manifest m where not m.is_deleted and m.start_date_time >= ? and m.start_date_time < ? ${carriesCustomer} group by 1)
     select to_char(g.d, 'YYYY-MM-DD') as date, coalesce(s.consignments, 0) as consignments, coalesce(s.price, 0) as price,
       coalesce(s.cost, 0) as cost, coalesce(r.manifests, 0) as manifests
     from generate_series(?::date, ?::date, interval '1 day') as g(d)
     left join sold s on s.day = g.d::date left join runs r on r.day = g.d::date
     order by g.d`,
    [range.start, range.end, ...(pattern ? [pattern] : []), range.start, range.end, ...(pattern ? [pattern] : []), range.from, range.to],
  );
  const lines = rows.map((r) => dayLine(r));
  return { lines, totals: summaryTotals(lines) };
}

function dayLine(r: { date: string; consignments: string; price: string; cost: string; manifests: string }): SimpleProfitabilityLine {
  const pricePence = Number(r.price);
  const costPence = Number(r.cost);
  return {
    date: r.date, day: weekdayName(r.date), totalNumberConsignments: Number(r.consignments), totalNumberManifests: Number(r.manifests),
    pricePence, costPence, profitPence: pricePence - costPence, marginPercent: marginPercent(pricePence, costPence),
  };
}

function summaryTotals(lines: SimpleProfitabilityLine[]): SimpleProfitabilityTotals {
  return {
    ...profitTotals(lines),
    totalNumberConsignments: lines.reduce((sum, l) => sum + l.totalNumberConsignments, 0),
    totalNumberManifests: lines.reduce((sum, l) => sum + l.totalNumberManifests, 0),
  };
}

type ProfitabilityRow = {
  id: number; consignment_number: number; start_date_time: Date; customer_id: number; customer_name: string; vehicle_type: string;
  po_number: string | null; customer_reference: string | null; price_pence: number; cost_pence: number; manifest_numbers: number[] | null;
};

/** Sales: each sold consignment of the range with its customer, price, cost, profit and margin, in date order. */
export async function profitability(ctx: RequestContext, from: string, to: string, customerName?: string | null): Promise<Report<ProfitabilityLine, ProfitabilityTotals>> {
  const { range, pattern } = filterOf(ctx, from, to, customerName);
  const rows = await profitabilityRows(ctx, range, pattern);
  if (rows.length > MAX_PROFITABILITY_LINES) {
    throw badInput([{ field: 'To', message: `The report has more than ${MAX_PROFITABILITY_LINES} consignments; choose a shorter date range.` }]);
  }
  const lines = rows.map((r): ProfitabilityLine => ({
    consignmentId: r.id, consignmentNumber: r.consignment_number, startDateTime: new Date(r.start_date_time), customerId: r.customer_id,
    customerName: r.customer_name, vehicleType: r.vehicle_type, poNumber: r.po_number, customerReference: r.customer_reference,
    manifestNumbers: r.manifest_numbers ?? [], pricePence: r.price_pence, costPence: r.cost_pence,
    profitPence: r.price_pence - r.cost_pence, marginPercent: marginPercent(r.price_pence, r.cost_pence),
  }));
  return { lines, totals: { ...profitTotals(lines), numberOfConsignments: lines.length } };
}

function profitabilityRows(ctx: RequestContext, range: ReportRange, pattern: string | null): Promise<ProfitabilityRow[]> {
  return readConnection(ctx).execute<ProfitabilityRow[]>(
    `select c.id, c.consignment_number, c.start_date_time, cu.id as customer_id, cu.name as customer_name, vt.name as vehicle_type,
       c.po_number, c.customer_reference, c.price_pence, c.cost_pence,
       array(select distinct m.manifest_number from consignment_address ca join manifest m on m.id = ca.manifest_id and not m.is_deleted
             where ca.consignment_id = c.id order by 1) as manifest_numbers
     from consignment c join customer cu on cu.id = c.customer_id join vehicle_type vt on vt.id = c.vehicle_type_id
     where ${SOLD} ${pattern ? 'and cu.name ilike ?' : ''}
     order by c.start_date_time, c.consignment_number limit ${MAX_PROFITABILITY_LINES + 1}`,
    [range.start, range.end, ...(pattern ? [pattern] : [])],
  );
}
