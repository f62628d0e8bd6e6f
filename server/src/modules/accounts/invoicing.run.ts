/**
 * The invoicing job's work (behaviour.md "Accounts / Invoicing" invoicing event): raise the invoices of one scheduled event.
 *
 * Idempotent and safe to run twice at once: the event row is locked for the whole run and a finished
 * event is left alone; every record is locked (FOR UPDATE, by id) and only those still ReadyToInvoice
 * are invoiced; invoice numbers come from a counter row locked in the same transaction, so they are
 * gap-free and unique. A crash rolls the run back whole; the rerun starts again from the event.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { BUMP_VERSION } from '../../db/versions.js';
import { invoiceTotals, invoicingBlocks, PAYMENT_TERM_DAYS } from '../../domain/accounts.js';
import { InvoiceStatus } from '../../domain/consignment-lifecycle.js';
import { addDays } from '../../domain/dates.js';
import { allocateNumber } from '../../db/numbers.js';
import { Customer } from '../customers/customer.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { CustomerInvoice, CustomerInvoiceLine, InvoicingEvent, InvoicingEventType, SupplierInvoice, SupplierInvoiceLine } from './invoice.entity.js';
import { invoiceLineDescription } from './invoice.describe.js';
import { recordEvents } from '../events/event.record.js';
import { supplierInvoicing, type InvoicingSupplier } from './invoicing.suppliers.js';

/** Without a VAT code on the customer, the UK standard rate (decision, docs/decisions.md "Accounts"). */
export const STANDARD_VAT = { name: '20% (VAT on Income)', taxType: 'OUTPUT2', rateBasisPoints: 2000 };

const placeholders = (ids: readonly unknown[]) => ids.map(() => '?').join(',');
const exec = <T extends object[] = object[]>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());

/** Runs one event; returns how many invoices it raised (0 when it had already finished). */
export async function runInvoicingEvent(root: EntityManager, eventId: number, now = new Date()): Promise<number> {
  // Started is committed on its own, so the office sees it while the invoices are made.
  await root.fork().getConnection().execute('update invoicing_event set date_started = coalesce(date_started, ?) where id = ? and date_finished is null', [now, eventId]);
  return root.fork().transactional(async (em) => {
    const [locked] = await exec<{ id: number }[]>(em, 'select id from invoicing_event where id = ? and date_finished is null for update', [eventId]);
    if (!locked) return 0;
    const event = await em.findOneOrFail(InvoicingEvent, { id: eventId });
    const result = event.type === InvoicingEventType.CONSIGNMENT ? await invoiceConsignments(em, event, now) : await invoiceManifests(em, event, now);
    Object.assign(event, { dateFinished: new Date(), invoiceCount: result.count, lastError: result.error });
    return result.count;
  });
}

interface ConsignmentRow { id: number; consignment_number: number; customer_id: number; price_pence: number; po_number: string | null; customer_reference: string | null }

async function invoiceConsignments(em: EntityManager, event: InvoicingEvent, now: Date): Promise<{ count: number; error: string | null }> {
  if (!event.ids.length) return { count: 0, error: null };
  const rows = await exec<ConsignmentRow[]>(em,
    `select id, consignment_number, customer_id, price_pence, po_number, customer_reference from consignment
     where id in (${placeholders(event.ids)}) and invoice_status = ${InvoiceStatus.ReadyToInvoice} order by id for update`, event.ids);
  const byCustomer = new Map<number, ConsignmentRow[]>();
  for (const r of rows) byCustomer.set(r.customer_id, [...(byCustomer.get(r.customer_id) ?? []), r]);
  const customers = await em.find(Customer, { id: [...byCustomer.keys()] }, { populate: ['vatCode'], orderBy: { id: 'asc' } });
  const descriptions = await invoiceLineDescription(em, rows.map((r) => r.id));
  for (const customer of customers) {
    const lines = byCustomer.get(customer.id)!;
    const vat = customer.vatCode ? { name: customer.vatCode.name, taxType: customer.vatCode.code, rateBasisPoints: customer.vatCode.rateBasisPoints } : STANDARD_VAT;
    const totals = invoiceTotals(lines.map((l) => l.price_pence), vat.rateBasisPoints);
    const invoiceNumber = await allocateNumber(em, 'customer-invoice');
    const invoice = em.create(CustomerInvoice, {
      invoiceNumber, customer, invoicingEvent: event, invoiceDate: event.invoiceDate, dueDate: addDays(event.invoiceDate, PAYMENT_TERM_DAYS),
      vatName: vat.name, taxType: vat.taxType, vatRateBasisPoints: vat.rateBasisPoints, ...totals, currency: 'GBP', createdAt: now,
    });
    for (const l of lines) em.create(CustomerInvoiceLine, { invoice, consignmentId: l.id, description: descriptions.get(l.id) ?? `Consignment ${l.consignment_number}`, reference: l.po_number ?? l.customer_reference, amountPence: l.price_pence });
    await em.flush();
    const ids = lines.map((l) => l.id);
    await exec(em, `update consignment set invoice_status = ${InvoiceStatus.Invoiced}, ${BUMP_VERSION}, invoice_date = ?, invoice_number = ?, customer_invoice_id = ? where id in (${placeholders(ids)})`,
      [event.invoiceDate, String(invoiceNumber), invoice.id, ...ids]);
    recordEvents(em, [{ type: 'invoice.created', customerId: customer.id, supplierId: null, data: { action: 'Created', customerInvoiceId: invoice.id, invoiceNumber: String(invoiceNumber) } }]);
  }
  return { count: customers.length, error: null };
}

/** One supplier invoice: the default-organisation manifests carry the deductions; a split supplier's others go on a second one. */
function supplierGroups(s: InvoicingSupplier): { rows: InvoicingSupplier['rows']; deductions: boolean }[] {
  if (!s.splitXeroInvoices) return [{ rows: s.rows, deductions: true }];
  return [{ rows: s.rows.filter((r) => r.defaultOrganisation), deductions: true }, { rows: s.rows.filter((r) => !r.defaultOrganisation), deductions: false }].filter((g) => g.rows.length);
}

async function invoiceManifests(em: EntityManager, event: InvoicingEvent, now: Date): Promise<{ count: number; error: string | null }> {
  if (!event.ids.length) return { count: 0, error: null };
  const ready = await exec<{ id: number }[]>(em, `select id from manifest where id in (${placeholders(event.ids)}) and invoice_status = ${InvoiceStatus.ReadyToInvoice} order by id for update`, event.ids);
  const suppliers = await supplierInvoicing(em, ready.map((r) => r.id));
  // Deductions may have changed since scheduling: a supplier blocked now goes back to Uninvoiced.
  const blocks = invoicingBlocks(suppliers);
  const blocked = new Set(blocks.map((b) => b.supplierId));
  let count = 0;
  for (const s of suppliers) {
    const ids = s.rows.map((r) => r.id);
    if (blocked.has(s.supplierId)) {
      await exec(em, `update manifest set invoice_status = ${InvoiceStatus.Uninvoiced}, ${BUMP_VERSION} where id in (${placeholders(ids)})`, ids);
      continue;
    }
    const supplier = await em.findOneOrFail(Supplier, { id: s.supplierId }, { populate: ['deductions'] });
    for (const group of supplierGroups(s)) {
      await raiseSupplierInvoice(em, event, supplier, group, now);
      count += 1;
    }
  }
  return { count, error: blocks.length ? blocks.map((b) => b.message).join('\n') : null };
}

async function raiseSupplierInvoice(em: EntityManager, event: InvoicingEvent, supplier: Supplier, group: { rows: InvoicingSupplier['rows']; deductions: boolean }, now: Date) {
  const manifestsPence = group.rows.reduce((sum, r) => sum + r.costPence, 0);
  const deductions = group.deductions ? supplier.deductions.getItems() : [];
  const deductionsPence = deductions.reduce((sum, d) => sum + d.valuePence, 0);
  const invoice = em.create(SupplierInvoice, {
    invoiceNumber: await allocateNumber(em, 'supplier-invoice'), supplier, invoicingEvent: event, invoiceDate: event.invoiceDate,
    manifestsPence, deductionsPence, totalPence: manifestsPence - deductionsPence, createdAt: now,
  });
  for (const r of group.rows) em.create(SupplierInvoiceLine, { invoice, manifestId: r.id, description: `Manifest ${r.manifestNumber}${r.invoiceReference ? ` (supplier ref ${r.invoiceReference})` : ''}`, amountPence: r.costPence });
  for (const d of deductions) em.create(SupplierInvoiceLine, { invoice, manifestId: null, description: `Deduction: ${d.name}`, amountPence: -d.valuePence });
  await em.flush();
  const ids = group.rows.map((r) => r.id);
  await exec(em, `update manifest set invoice_status = ${InvoiceStatus.Invoiced}, ${BUMP_VERSION}, supplier_invoice_id = ? where id in (${placeholders(ids)})`, [invoice.id, ...ids]);
}
