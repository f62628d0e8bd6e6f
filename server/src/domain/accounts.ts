/**
 * Accounts rules (behaviour.md "Manifests / Manifest screen" Accounts, behaviour.md "Accounts / Invoicing", behaviour.md "Accounts / Invoicing", behaviour.md "Manifests / Transport exchange"): which consignments and manifests are ready to
 * invoice and what is wrong with the others, invoice totals and VAT, and the self-billing block on
 * manifest invoicing. Pure functions over plain data (STYLE): no ORM, no clock.
 */
import { divideRoundHalfUp, formatMoney } from './money.js';

/** behaviour.md "Accounts / Issue filters": the consignment issue filter values; READY_TO_INVOICE is the default (behaviour.md "Accounts / Issue filters"). */
export const CONSIGNMENT_ISSUES = ['READY_TO_INVOICE', 'MISSING_PO_NUMBER', 'INCORRECT_PROFIT_MARGIN', 'MISSING_POD_DATETIME', 'HOLD_INVOICE', 'IGNORE_PROFIT_MARGIN'] as const;
/** behaviour.md "Accounts / Issue filters": the manifest issue filter values. */
export const MANIFEST_ISSUES = ['READY_TO_INVOICE', 'MISSING_POD_DATETIME', 'ZERO_COST', 'NO_INVOICE_REFERENCE', 'HOLD_INVOICE'] as const;

export type ConsignmentIssue = (typeof CONSIGNMENT_ISSUES)[number];
export type ManifestIssue = (typeof MANIFEST_ISSUES)[number];

/** behaviour.md "Accounts / Invoicing": invoicing under these filters asks for a confirmation first. */
export const CONFIRM_BEFORE_INVOICING: readonly ConsignmentIssue[] = ['MISSING_PO_NUMBER', 'INCORRECT_PROFIT_MARGIN', 'MISSING_POD_DATETIME'];

/** behaviour.md "Accounts / Issue filters" Invoices Scheduled notice. */
export const INVOICES_SCHEDULED = 'All invoices have been scheduled for creation';

/** What the consignment rules look at. */
export interface ConsignmentFacts {
  poNumber: string | null | undefined;
  /** The customer's InvoiceSettings ask for a PO number (IsPONumberRequired or PreventConsignmentWithoutPONumber). */
  customerRequiresPo: boolean;
  pricePence: number;
  costPence: number;
  holdInvoice: boolean;
  ignoreProfitMargin: boolean;
  isManuallyMarkedInvoiceable: boolean;
  /** Completion times of the Delivery stops (the proof of delivery times). */
  deliveryCompletionTimes: (Date | null | undefined)[];
}

const blank = (text: string | null | undefined) => !text || !text.trim();

/**
 * An incorrect profit margin (decision, docs/decisions.md "Accounts"): no price at all, or a price
 * below the cost, i.e. the consignment would be invoiced at a loss.
 */
export function hasIncorrectProfitMargin(pricePence: number, costPence: number): boolean {
  return pricePence <= 0 || pricePence < costPence;
}

/**
 * The problems that keep a consignment off the ready list. A missing POD date time is a Delivery
 * stop with no completion time (or no Delivery stop); a consignment marked invoiceable by hand
 * skips that check. The margin check is switched off by IgnoreProfitMargin.
 */
export function consignmentProblems(c: ConsignmentFacts): ConsignmentIssue[] {
  const problems: ConsignmentIssue[] = [];
  if (c.holdInvoice) problems.push('HOLD_INVOICE');
  if (c.customerRequiresPo && blank(c.poNumber)) problems.push('MISSING_PO_NUMBER');
  if (!c.ignoreProfitMargin && hasIncorrectProfitMargin(c.pricePence, c.costPence)) problems.push('INCORRECT_PROFIT_MARGIN');
  const podMissing = !c.deliveryCompletionTimes.length || c.deliveryCompletionTimes.some((t) => !t);
  if (podMissing && !c.isManuallyMarkedInvoiceable) problems.push('MISSING_POD_DATETIME');
  return problems;
}

/**
 * Whether a consignment belongs on the list for an issue filter. READY_TO_INVOICE means no problem
 * at all; IGNORE_PROFIT_MARGIN lists the consignments whose margin check was switched off (held ones
 * stay under HOLD_INVOICE); any other issue lists the consignments that have it.
 */
export function matchesConsignmentIssue(c: ConsignmentFacts, issue: ConsignmentIssue): boolean {
  const problems = consignmentProblems(c);
  if (issue === 'READY_TO_INVOICE') return problems.length === 0;
  if (issue === 'IGNORE_PROFIT_MARGIN') return c.ignoreProfitMargin && !c.holdInvoice;
  return problems.includes(issue);
}

/** What the manifest rules look at. */
export interface ManifestFacts {
  costPence: number;
  holdInvoice: boolean;
  /** The supplier bills itself through us (IS_SELF_BILLING): we raise the invoice, so no reference is needed. */
  supplierIsSelfBilling: boolean;
  invoiceReference: string | null | undefined;
  /** Completion times of every stop on the manifest. */
  stopCompletionTimes: (Date | null | undefined)[];
}

/** The problems that keep a manifest off the ready list. */
export function manifestProblems(m: ManifestFacts): ManifestIssue[] {
  const problems: ManifestIssue[] = [];
  if (m.holdInvoice) problems.push('HOLD_INVOICE');
  if (!m.stopCompletionTimes.length || m.stopCompletionTimes.some((t) => !t)) problems.push('MISSING_POD_DATETIME');
  if (m.costPence <= 0) problems.push('ZERO_COST');
  if (!m.supplierIsSelfBilling && blank(m.invoiceReference)) problems.push('NO_INVOICE_REFERENCE');
  return problems;
}

/** Whether a manifest belongs on the list for an issue filter. */
export function matchesManifestIssue(m: ManifestFacts, issue: ManifestIssue): boolean {
  const problems = manifestProblems(m);
  return issue === 'READY_TO_INVOICE' ? problems.length === 0 : problems.includes(issue);
}

/** VAT on a net amount at a rate in basis points (20% = 2000), rounded half up to the penny. */
export function vatOf(netPence: number, rateBasisPoints: number): number {
  return divideRoundHalfUp(netPence * rateBasisPoints, 10_000);
}

/** An invoice's totals from its line amounts: VAT is worked on the net total, once. */
export function invoiceTotals(linePence: readonly number[], rateBasisPoints: number): { netPence: number; vatPence: number; grossPence: number } {
  const netPence = linePence.reduce((sum, p) => sum + p, 0);
  const vatPence = vatOf(netPence, rateBasisPoints);
  return { netPence, vatPence, grossPence: netPence + vatPence };
}

/** One supplier's side of a manifest invoicing run. */
export interface SupplierInvoicing {
  supplierId: number;
  supplierName: string;
  splitXeroInvoices: boolean;
  deductionsPence: number;
  manifests: { costPence: number; /** every customer on the manifest uses the default Xero organisation */ defaultOrganisation: boolean }[];
}

/** A supplier whose self-billing invoice cannot be raised. */
export interface InvoicingBlock {
  supplierId: number;
  supplierName: string;
  invoiceTotalPence: number;
  deductionsPence: number;
  message: string;
}

/**
 * behaviour.md "Accounts / Invoicing": manifest invoicing is blocked when a supplier's deductions exceed its invoice total;
 * a supplier that splits Xero invoices counts only manifests whose customers use the default
 * organisation (the deductions go on that invoice).
 */
export function invoicingBlocks(suppliers: readonly SupplierInvoicing[]): InvoicingBlock[] {
  return suppliers.flatMap((s) => {
    const counted = s.splitXeroInvoices ? s.manifests.filter((m) => m.defaultOrganisation) : s.manifests;
    const invoiceTotalPence = counted.reduce((sum, m) => sum + m.costPence, 0);
    if (s.deductionsPence <= invoiceTotalPence) return [];
    return [{
      supplierId: s.supplierId, supplierName: s.supplierName, invoiceTotalPence, deductionsPence: s.deductionsPence,
      message: `${s.supplierName}: deductions of ${formatMoney(s.deductionsPence)} exceed the invoice total of ${formatMoney(invoiceTotalPence)}`,
    }];
  });
}

/** Payment terms we invoice on (decision): due 30 days after the invoice date. */
export const PAYMENT_TERM_DAYS = 30;
