/**
 * The Accounts screen's rules (behaviour.md "Accounts / Issue filters"; "Accounts / Invoicing"): date-range presets, issue filter choices, when
 * invoicing asks for a confirmation, the invoice date defaults and the display formats.
 */
import { CONFIRM_BEFORE_INVOICING, type ConsignmentIssue, type ManifestIssue } from '@domain/accounts';
import { addDays, formatDate, isoWeekday, today } from '@domain/dates';
import { formatMoney } from '@domain/money';

export { INVOICES_SCHEDULED } from '@domain/accounts';

/** behaviour.md "Settings / Vehicle types and area rules order": success notices close after 2000 ms. */
export const NOTICE_SECONDS = 2;

/** behaviour.md "Settings / Vehicle types and area rules order": Accounts ranges are today, yesterday, this week (Monday to Sunday) and last week. */
export const PRESETS = ['Today', 'Yesterday', 'This week', 'Last week'] as const;
export type Preset = (typeof PRESETS)[number];

/** A London date range, YYYY-MM-DD both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The range of a preset on the London day of `now`; weeks run Monday to Sunday. */
export function presetRange(preset: Preset, now: Date): DateRange {
  const day = today(now);
  const monday = addDays(day, 1 - isoWeekday(day));
  switch (preset) {
    case 'Today':
      return { from: day, to: day };
    case 'Yesterday':
      return { from: addDays(day, -1), to: addDays(day, -1) };
    case 'This week':
      return { from: monday, to: addDays(monday, 6) };
    case 'Last week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
}

const LABELS: Record<ConsignmentIssue | ManifestIssue, string> = {
  READY_TO_INVOICE: 'Ready to invoice',
  MISSING_PO_NUMBER: 'Missing PO number',
  INCORRECT_PROFIT_MARGIN: 'Incorrect profit margin',
  MISSING_POD_DATETIME: 'Missing POD date time',
  HOLD_INVOICE: 'Hold invoice',
  IGNORE_PROFIT_MARGIN: 'Ignore profit margin',
  ZERO_COST: 'Zero cost',
  NO_INVOICE_REFERENCE: 'No invoice reference',
};

/** The words for an issue filter value. */
export const issueLabel = (issue: ConsignmentIssue | ManifestIssue): string => LABELS[issue];

/** behaviour.md "Accounts / Invoicing": consignment invoicing asks first under missing PO number, incorrect profit margin or missing POD date time. */
export function needsConfirmation(issue: ConsignmentIssue): boolean {
  return CONFIRM_BEFORE_INVOICING.includes(issue);
}

/**
 * issue 19 item 9: invoicing cannot be undone, so it always says what will happen first: how many
 * records, their total and the invoice date.
 */
export function invoiceSummary(what: 'consignment' | 'manifest', count: number, totalPounds: number, invoiceDate: string): string {
  const noun = count === 1 ? what : `${what}s`;
  const total = what === 'manifest' ? 'costing' : 'totalling';
  return `Invoice ${count} ${noun} ${total} ${money(totalPounds)}, dated ${ukDate(invoiceDate)}? This cannot be undone.`;
}

/** What approving or rejecting transport exchange proofs of delivery will do (issue 19 item 9: count and total). */
export function podDecisionSummary(decision: 'Approve' | 'Reject', count: number, totalPounds: number): string {
  return `${decision} ${count} ${count === 1 ? 'proof' : 'proofs'} of delivery for manifests costing ${money(totalPounds)}? This cannot be undone.`;
}

/** The sum of the chosen rows' amounts, in pounds to the penny. */
export function totalOf<T extends { id: number }>(rows: readonly T[], ids: readonly number[], amount: (row: T) => number | null | undefined): number {
  const chosen = new Set(ids);
  return rows.filter((r) => chosen.has(r.id)).reduce((sum, r) => sum + Math.round((amount(r) ?? 0) * 100), 0) / 100;
}

/** The confirmation question for invoicing under an issue filter. */
export function confirmationText(issue: ConsignmentIssue, count: number): string {
  return `The selected ${count === 1 ? 'consignment has' : `${count} consignments have`} the issue '${issueLabel(issue)}'. Invoice anyway?`;
}

/** behaviour.md "Accounts / Invoicing": the invoice date is yesterday on the consignments screen... */
export const screenInvoiceDate = (now: Date): string => addDays(today(now), -1);
/** ...and today in the invoice-date modal. */
export const modalInvoiceDate = (now: Date): string => today(now);

/** Money as the spec shows it (behaviour.md "Shared conventions / Formats, money and time": £ and 2 decimals). */
export const money = (pounds: number | null | undefined): string => (pounds == null ? '' : formatMoney(Math.round(pounds * 100)));

/** A YYYY-MM-DD date as DD/MM/YYYY (behaviour.md "Shared conventions / Formats, money and time"). */
export function ukDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

/** An instant (ISO text) as its London DD/MM/YYYY date; empty when missing. */
export const ukDateOf = (instant: string | null | undefined): string => (instant ? formatDate(new Date(instant)) : '');
