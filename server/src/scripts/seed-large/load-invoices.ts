import { STANDARD_VAT } from '../../modules/accounts/invoicing.run.js';
import { PAYMENT_TERM_DAYS } from '../../domain/accounts.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import type { HistoryContext, HistoryOutcome } from './extensions.js';

/** The London month a record's start falls in, as the first of that month. */
const MONTH = (column: string) => `date_trunc('month', ${column} at time zone 'Europe/London')::date`;
/** Work is invoiced on the first of the month after it happened. */
const INVOICE_DATE = (column: string) => `(${MONTH(column)} + interval '1 month')::date`;

/**
 * The month-end invoicing runs the history implies (behaviour.md "Accounts / Invoicing"; "Manifests / Supplier assignment"), written set-based in one transaction:
 * for every month with invoiced work, one finished consignment event and one manifest event; one
 * customer invoice per customer and month (standard VAT, lines per consignment) and one supplier
 * invoice per supplier and month (lines per manifest); the consignments and manifests point at their
 * invoice, and the app's gapless invoice counters continue after the numbers written here.
 */
export async function loadInvoices(ctx: HistoryContext): Promise<HistoryOutcome> {
  const { client } = ctx;
  const invoiced = InvoiceStatus.Invoiced;
  let rows = 0;
  const run = async (sql: string, values: unknown[] = []) => {
    rows += (await client.query(sql, values)).rowCount ?? 0;
  };
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica').catch(() => undefined);
    for (const [type, table] of [['CONSIGNMENT', 'consignment'], ['MANIFEST', 'manifest']] as const) {
      await run(`insert into invoicing_event (type, invoice_date, ids, date_created, date_started, date_finished, invoice_count)
        select $1, ${INVOICE_DATE('start_date_time')}, jsonb_agg(id order by id), ${INVOICE_DATE('start_date_time')} + time '02:00',
          ${INVOICE_DATE('start_date_time')} + time '02:00', ${INVOICE_DATE('start_date_time')} + time '02:05', 0
        from "${table}" where invoice_status = ${invoiced} group by ${INVOICE_DATE('start_date_time')}`, [type]);
    }
    // Customers: one invoice per customer and month, numbered in date then customer order.
    await run(`insert into customer_invoice (invoice_number, customer_id, invoicing_event_id, invoice_date, due_date, vat_name, tax_type,
        vat_rate_basis_points, net_pence, vat_pence, gross_pence, currency, created_at)
      select row_number() over (order by e.invoice_date, g.customer_id), g.customer_id, e.id, e.invoice_date, e.invoice_date + ${PAYMENT_TERM_DAYS},
        $1, $2, $3::int, g.net, round(g.net * $3::int / 10000.0), g.net + round(g.net * $3::int / 10000.0), 'GBP', e.date_finished
      from (select customer_id, ${INVOICE_DATE('start_date_time')} as invoice_date, sum(price_pence) as net
            from consignment where invoice_status = ${invoiced} group by 1, 2) g
      join invoicing_event e on e.type = 'CONSIGNMENT' and e.invoice_date = g.invoice_date`,
    [STANDARD_VAT.name, STANDARD_VAT.taxType, STANDARD_VAT.rateBasisPoints]);
    await run(`insert into customer_invoice_line (invoice_id, consignment_id, description, reference, amount_pence)
      select i.id, c.id, 'Consignment ' || c.consignment_number, coalesce(c.po_number, c.customer_reference), c.price_pence
      from consignment c join customer_invoice i on i.customer_id = c.customer_id and i.invoice_date = ${INVOICE_DATE('c.start_date_time')}
      where c.invoice_status = ${invoiced}`);
    await run(`update consignment c set customer_invoice_id = i.id, invoice_number = i.invoice_number::text, invoice_date = i.invoice_date
      from customer_invoice i where i.customer_id = c.customer_id and i.invoice_date = ${INVOICE_DATE('c.start_date_time')} and c.invoice_status = ${invoiced}`);
    // Suppliers: one invoice per supplier and month (no deductions in the generated history).
    await run(`insert into supplier_invoice (invoice_number, supplier_id, invoicing_event_id, invoice_date, manifests_pence, deductions_pence, total_pence, created_at)
      select row_number() over (order by e.invoice_date, g.supplier_id), g.supplier_id, e.id, e.invoice_date, g.cost, 0, g.cost, e.date_finished
      from (select supplier_id, ${INVOICE_DATE('start_date_time')} as invoice_date, sum(cost_pence) as cost
            from manifest where invoice_status = ${invoiced} and supplier_id is not null group by 1, 2) g
      join invoicing_event e on e.type = 'MANIFEST' and e.invoice_date = g.invoice_date`);
    await run(`insert into supplier_invoice_line (invoice_id, manifest_id, description, amount_pence)
      select i.id, m.id, 'Manifest ' || m.manifest_number, m.cost_pence
      from manifest m join supplier_invoice i on i.supplier_id = m.supplier_id and i.invoice_date = ${INVOICE_DATE('m.start_date_time')}
      where m.invoice_status = ${invoiced}`);
    await run(`update manifest m set supplier_invoice_id = i.id
      from supplier_invoice i where i.supplier_id = m.supplier_id and i.invoice_date = ${INVOICE_DATE('m.start_date_time')} and m.invoice_status = ${invoiced}`);
    await client.query(`update invoicing_event e set invoice_count = n.count
      from (select invoicing_event_id as id, count(*) from customer_invoice group by 1
            union all select invoicing_event_id, count(*) from supplier_invoice group by 1) n where n.id = e.id`);
    await client.query(`insert into number_sequence (name, value)
      select 'customer-invoice', coalesce(max(invoice_number), 0) from customer_invoice
      union all select 'supplier-invoice', coalesce(max(invoice_number), 0) from supplier_invoice
      on conflict (name) do update set value = excluded.value`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  for (const table of ['invoicing_event', 'customer_invoice', 'customer_invoice_line', 'supplier_invoice', 'supplier_invoice_line', 'consignment', 'manifest']) {
    await client.query(`vacuum (analyze) "${table}"`);
  }
  return { rows };
}
