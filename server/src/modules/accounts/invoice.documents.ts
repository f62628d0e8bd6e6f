/**
 * Customer invoices out of the system: the list by invoice date, a Xero sales-invoice import CSV for a
 * set of invoices, and the invoice PDF (pdfmake, as the manifest report). Office only.
 */
import { stringify } from 'csv-stringify/sync';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { parseIsoDate } from '../../domain/dates.js';
import { formatMoney } from '../../domain/money.js';
import { neutraliseFormula } from '../../domain/spreadsheet-cell.js';
import { badInput, notFound } from '../../errors.js';
import { renderPdf } from '../consignments/consignment.report.js';
import { CustomerInvoice } from './invoice.entity.js';
import { accountsRange } from './accounts.search.js';
import { parseIds } from './invoicing.schedule.js';
import { boundedRows } from '../../domain/list-bounds.js';
import { DATE_KEY, keysetPage, type KeysetOrder } from '../../graphql/connection.js';

/** Xero's sales-invoice import template columns, in its order (asterisks mark what Xero requires). */
export const XERO_COLUMNS = [
  '*ContactName', 'EmailAddress', 'POAddressLine1', 'POAddressLine2', 'POAddressLine3', 'POAddressLine4', 'POCity', 'PORegion',
  'POPostalCode', 'POCountry', '*InvoiceNumber', 'Reference', '*InvoiceDate', '*DueDate', 'InventoryItemCode', '*Description',
  '*Quantity', '*UnitAmount', 'Discount', '*AccountCode', '*TaxType', 'TrackingName1', 'TrackingOption1', 'TrackingName2',
  'TrackingOption2', 'Currency', 'BrandingTheme',
] as const;

/** The sales account the lines post to (Xero's default Sales account; decision). */
export const SALES_ACCOUNT_CODE = '200';

const POPULATE = ['customer', 'customer.address', 'customer.address.country', 'lines'] as const;

/** A YYYY-MM-DD date as the UK DD/MM/YYYY (behaviour.md "Accounts / Accounts screen") used on the PDF and in the Xero file. */
export const ukDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}` : iso;
};

/** One line of text for Xero's import, never read as a formula (domain/spreadsheet-cell.ts). */
export function safeCell(text: string | null | undefined): string {
  return neutraliseFormula((text ?? '').replace(/[\r\n]+/g, ' '));
}

/** Customer invoices dated in a London date range, newest number first (at most limits.listRows, else a 400). */
export async function listInvoices(ctx: RequestContext, from: string, to: string): Promise<CustomerInvoice[]> {
  requireOffice(ctx);
  accountsRange(from, to);
  const max = ctx.config.limits.listRows;
  const found = await ctx.em.find(CustomerInvoice, { invoiceDate: { $gte: from, $lte: to } }, { populate: ['customer'], orderBy: { invoiceNumber: 'desc' }, limit: max + 1 });
  return boundedRows(found, max, 'invoices');
}

/** The invoice list's order, by invoice date then id, for keyset pages. */
const INVOICE_ORDER: KeysetOrder = { table: 'customer_invoice', column: 'invoice_date', cast: 'date', pattern: DATE_KEY };

/** A page of customerInvoicesConnection (issue 24 item 3): office only, the list's date range, bounded by `first`. */
export async function pageInvoices(ctx: RequestContext, from: string, to: string, first: number, after: string | null) {
  requireOffice(ctx);
  accountsRange(from, to);
  const page = await keysetPage(ctx, INVOICE_ORDER, 'select i.id from customer_invoice i where i.invoice_date >= ? and i.invoice_date <= ?', [from, to], first, after);
  const ids = page.rows.map((r) => r.id);
  const invoices = ids.length ? await ctx.em.find(CustomerInvoice, { id: { $in: ids } }, { populate: ['customer'] }) : [];
  return { page, invoices };
}

async function loadInvoices(ctx: RequestContext, ids: number[]): Promise<CustomerInvoice[]> {
  const invoices = await ctx.em.find(CustomerInvoice, { id: ids }, { populate: POPULATE, orderBy: { invoiceNumber: 'asc' } });
  const missing = ids.filter((id) => !invoices.some((i) => i.id === id));
  if (missing.length) throw badInput([{ field: 'ids', message: `Invoice ${missing[0]} was not found` }]);
  return invoices;
}

/** The Xero import rows of one invoice: one per line, the contact and invoice columns repeated. */
function xeroRows(invoice: CustomerInvoice): string[][] {
  const c = invoice.customer;
  const a = c.address;
  return invoice.lines.getItems().map((line) => [
    safeCell(c.nameShownOnInvoice?.trim() || c.name), safeCell(c.bookingEmailAddress), safeCell(a?.addressLine1), safeCell(a?.addressLine2),
    safeCell(a?.addressLine3), '', safeCell(a?.town), safeCell(a?.county), safeCell(a?.postcode), safeCell(a?.country?.name),
    String(invoice.invoiceNumber), safeCell(line.reference), ukDate(invoice.invoiceDate), ukDate(invoice.dueDate), '', safeCell(line.description),
    '1', (line.amountPence / 100).toFixed(2), '', SALES_ACCOUNT_CODE, safeCell(invoice.taxType), '', '', '', '', invoice.currency, '',
  ]);
}

/** GET /Invoices/Export?ids=: the chosen invoices as a Xero sales-invoice import CSV (amounts tax exclusive). */
export async function xeroInvoiceCsv(ctx: RequestContext, ids: unknown): Promise<{ csv: string; fileName: string }> {
  requireOffice(ctx);
  const invoices = await loadInvoices(ctx, parseIds(ids, 'ids'));
  const csv = stringify([[...XERO_COLUMNS], ...invoices.flatMap(xeroRows)]);
  const numbers = invoices.map((i) => i.invoiceNumber);
  return { csv, fileName: `Xero Sales Invoices ${Math.min(...numbers)}-${Math.max(...numbers)}.csv` };
}

function invoiceDocument(invoice: CustomerInvoice, productName: string): TDocumentDefinitions {
  const c = invoice.customer;
  const address = [c.address?.addressLine1, c.address?.addressLine2, c.address?.town, c.address?.postcode].filter(Boolean).join(', ');
  const lines: Content = {
    table: {
      headerRows: 1, widths: ['*', 90, 70],
      body: [
        [{ text: 'Description', bold: true }, { text: 'Reference', bold: true }, { text: 'Amount', bold: true, alignment: 'right' }],
        ...invoice.lines.getItems().map((l) => [l.description, l.reference ?? '', { text: formatMoney(l.amountPence), alignment: 'right' as const }]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
  const totals: [string, number][] = [['Net', invoice.netPence], [`VAT (${invoice.vatName})`, invoice.vatPence], ['Total', invoice.grossPence]];
  return {
    info: { title: `Invoice ${invoice.invoiceNumber}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] } },
    content: [
      { text: `${productName} - Invoice ${invoice.invoiceNumber}`, style: 'title' },
      { text: c.nameShownOnInvoice?.trim() || c.name, bold: true },
      ...(address ? [{ text: address }] : []),
      { text: `Invoice date ${ukDate(invoice.invoiceDate)} - due ${ukDate(invoice.dueDate)}`, margin: [0, 8, 0, 8] },
      lines,
      { table: { widths: ['*', 90], body: totals.map(([k, v]) => [{ text: k, alignment: 'right' as const }, { text: formatMoney(v), alignment: 'right' as const, bold: k === 'Total' }]) }, layout: 'noBorders', margin: [0, 8, 0, 0] },
    ],
  };
}

/** GET /Invoices/{id}/Report: the invoice as a PDF. */
export async function invoicePdf(ctx: RequestContext, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  requireOffice(ctx);
  const invoice = await ctx.em.findOne(CustomerInvoice, { id }, { populate: POPULATE });
  if (!invoice) throw notFound('The invoice');
  return { pdf: await renderPdf(invoiceDocument(invoice, ctx.config.productShortName)), fileName: `Invoice ${invoice.invoiceNumber}.pdf` };
}
