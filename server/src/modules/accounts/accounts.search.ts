/**
 * The Accounts lists (behaviour.md "Manifests / Manifest screen"; "Accounts / Issue filters" GET /Consignments/{from}/{to}/Accounts and /Manifests/{from}/{to}/Accounts):
 * what is waiting to be invoiced in a London date range, with what is wrong with each. One SQL
 * statement per list; the issue rules are the pure ones of domain/accounts.ts.
 */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { readConnection } from '../../db/read-database.js';
import {
  consignmentProblems, manifestProblems, matchesConsignmentIssue, matchesManifestIssue,
  type ConsignmentFacts, type ConsignmentIssue, type ManifestFacts, type ManifestIssue,
} from '../../domain/accounts.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput } from '../../errors.js';
import { containing } from '../../db/like.js';

/** A range of at most a year, as the other date-range lists (decisions: Consignments search). */
const MAX_DAYS = 366;

/** Checks and converts a {from}/{to} pair of London dates. */
export function accountsRange(from: string, to: string): { start: Date; end: Date } {
  if (!isIsoDate(from) || !isIsoDate(to)) throw badInput([{ field: 'from', message: 'The dates must be YYYY-MM-DD' }]);
  if (to < from) throw badInput([{ field: 'to', message: 'The to date cannot be before the from date' }]);
  const range = londonDateRange(from, to);
  if (range.end.getTime() - range.start.getTime() > (MAX_DAYS + 1) * 86_400_000) throw badInput([{ field: 'to', message: `The date range can be at most ${MAX_DAYS} days` }]);
  return range;
}

/** A consignment on the accounts list. */
export interface AccountsConsignment extends ConsignmentFacts {
  id: number;
  consignmentNumber: number;
  customerId: number;
  customerName: string;
  customerReference: string | null;
  startDateTime: Date | null;
  invoiceStatus: InvoiceStatus;
  podDateTime: Date | null;
  issues: ConsignmentIssue[];
}

/** Filters of the consignment list: customer is an id or part of a name. */
export interface ConsignmentAccountsQuery {
  from: string;
  to: string;
  issue: ConsignmentIssue;
  customer?: string | null;
}

interface ConsignmentRow {
  id: number; consignment_number: number; customer_id: number; customer_name: string; po_number: string | null;
  customer_reference: string | null; start_date_time: Date | null; price_pence: number; cost_pence: number;
  hold_invoice: boolean; ignore_profit_margin: boolean; is_manually_marked_invoiceable: boolean; invoice_status: number;
  requires_po: boolean; pods: (string | null)[];
}

const latest = (times: (Date | null | undefined)[]) => times.reduce<Date | null>((max, t) => (t && (!max || t > max) ? t : max), null);

/** A customer filter as SQL: a whole number is the customer id, anything else part of the name. */
function nameOrId(column: string, nameColumn: string, value: string | null | undefined, params: unknown[]): string {
  const text = value?.trim();
  if (!text) return '';
  if (/^\d{1,9}$/.test(text)) { params.push(Number(text)); return ` and ${column} = ?`; }
  if (text.length > 200) throw badInput([{ field: 'customer', message: 'The name filter must be at most 200 characters' }]);
  params.push(containing(text));
  return ` and ${nameColumn} ilike ?`;
}

/** Live (booked, not deleted) Uninvoiced consignments (scheduled ones have left the list), starting in the range, under one issue filter. */
export async function consignmentsForAccounts(ctx: RequestContext, q: ConsignmentAccountsQuery): Promise<AccountsConsignment[]> {
  requireOffice(ctx);
  const { start, end } = accountsRange(q.from, q.to);
  const params: unknown[] = [start, end];
  const filter = nameOrId('c.customer_id', 'cu.name', q.customer, params);
  const rows = await readConnection(ctx).execute<ConsignmentRow[]>(
    `select c.id, c.consignment_number, c.customer_id, cu.name as customer_name, c.po_number, c.customer_reference, c.start_date_time,
       c.price_pence, c.cost_pence, c.hold_invoice, c.ignore_profit_margin, c.is_manually_marked_invoiceable, c.invoice_status,
       (cu.is_ponumber_required or cu.prevent_consignment_without_ponumber) as requires_po,
       coalesce((select json_agg(ca.completion_time order by ca.consignment_order) from consignment_address ca
         join consignment_address_type t on t.id = ca.consignment_address_type_id
         where ca.consignment_id = c.id and t.name = 'Delivery'), '[]'::json) as pods
     from consignment c join customer cu on cu.id = c.customer_id
     where not c.is_quote and not c.is_deleted and c.invoice_status = ${InvoiceStatus.Uninvoiced}
       and c.start_date_time >= ? and c.start_date_time < ?${filter}
     order by c.start_date_time, c.id`, params);
  return rows.map(toConsignment).filter((c) => matchesConsignmentIssue(c, q.issue));
}

function toConsignment(r: ConsignmentRow): AccountsConsignment {
  const pods = r.pods.map((p) => (p ? new Date(p) : null));
  const facts: ConsignmentFacts = {
    poNumber: r.po_number, customerRequiresPo: r.requires_po, pricePence: r.price_pence, costPence: r.cost_pence,
    holdInvoice: r.hold_invoice, ignoreProfitMargin: r.ignore_profit_margin, isManuallyMarkedInvoiceable: r.is_manually_marked_invoiceable,
    deliveryCompletionTimes: pods,
  };
  return {
    ...facts, id: r.id, consignmentNumber: r.consignment_number, customerId: r.customer_id, customerName: r.customer_name,
    customerReference: r.customer_reference, startDateTime: r.start_date_time ? new Date(r.start_date_time) : null, invoiceStatus: r.invoice_status as InvoiceStatus,
    podDateTime: latest(pods), issues: consignmentProblems(facts),
  };
}

/** A manifest on the accounts list. */
export interface AccountsManifest extends ManifestFacts {
  id: number;
  manifestNumber: number;
  supplierId: number;
  supplierName: string;
  startDateTime: Date | null;
  invoiceStatus: InvoiceStatus;
  podDateTime: Date | null;
  issues: ManifestIssue[];
}

/** Filters of the manifest list: supplier is an id or part of a name. */
export interface ManifestAccountsQuery {
  from: string;
  to: string;
  issue: ManifestIssue;
  supplier?: string | null;
}

interface ManifestRow {
  id: number; manifest_number: number; supplier_id: number; supplier_name: string; start_date_time: Date | null;
  cost_pence: number; hold_invoice: boolean; invoice_reference: string | null; invoice_status: number; self_billing: boolean;
  pods: (string | null)[];
}

/** Live manifests with a supplier, not yet invoiced, starting in the range, under one issue filter. */
export async function manifestsForAccounts(ctx: RequestContext, q: ManifestAccountsQuery): Promise<AccountsManifest[]> {
  requireOffice(ctx);
  const { start, end } = accountsRange(q.from, q.to);
  const params: unknown[] = [start, end];
  const filter = nameOrId('m.supplier_id', 's.name', q.supplier, params);
  const rows = await readConnection(ctx).execute<ManifestRow[]>(
    `select m.id, m.manifest_number, m.supplier_id, s.name as supplier_name, m.start_date_time, m.cost_pence, m.hold_invoice,
       m.invoice_reference, m.invoice_status, coalesce(st.value = 'IS_SELF_BILLING', false) as self_billing,
       coalesce((select json_agg(ca.completion_time order by ca.manifest_order) from consignment_address ca where ca.manifest_id = m.id), '[]'::json) as pods
     from manifest m join supplier s on s.id = m.supplier_id left join supplier_type st on st.id = s.supplier_type_id
     where not m.is_deleted and m.invoice_status = ${InvoiceStatus.Uninvoiced}
       and m.start_date_time >= ? and m.start_date_time < ?${filter}
     order by m.start_date_time, m.id`, params);
  return rows.map(toManifest).filter((m) => matchesManifestIssue(m, q.issue));
}

function toManifest(r: ManifestRow): AccountsManifest {
  const pods = r.pods.map((p) => (p ? new Date(p) : null));
  const facts: ManifestFacts = { costPence: r.cost_pence, holdInvoice: r.hold_invoice, supplierIsSelfBilling: r.self_billing, invoiceReference: r.invoice_reference, stopCompletionTimes: pods };
  return {
    ...facts, id: r.id, manifestNumber: r.manifest_number, supplierId: r.supplier_id, supplierName: r.supplier_name,
    startDateTime: r.start_date_time ? new Date(r.start_date_time) : null, invoiceStatus: r.invoice_status as InvoiceStatus, podDateTime: latest(pods), issues: manifestProblems(facts),
  };
}
