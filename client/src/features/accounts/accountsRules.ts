/**
 * The Accounts screen's rules (spec 2 §4, §5, §9): date-range presets, issue filter choices, when
 * invoicing asks for a confirmation, the invoice date defaults and the display formats.
 */
import { CONFIRM_BEFORE_INVOICING, type ConsignmentIssue, type ManifestIssue } from '@domain/accounts';
import { addDays, formatDate, isoWeekday, today } from '@domain/dates';
import { formatMoney } from '@domain/money';

export { INVOICES_SCHEDULED } from '@domain/accounts';

/** spec 2 §9: success notices close after 2000 ms. */
export const NOTICE_SECONDS = 2;

/** spec 2 §9: Accounts ranges are today, yesterday, this week (Monday to Sunday) and last week. */
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

/** spec 2 §5: consignment invoicing asks first under missing PO number, incorrect profit margin or missing POD date time. */
export function needsConfirmation(issue: ConsignmentIssue): boolean {
  return CONFIRM_BEFORE_INVOICING.includes(issue);
}

/** The confirmation question for invoicing under an issue filter. */
export function confirmationText(issue: ConsignmentIssue, count: number): string {
  return `The selected ${count === 1 ? 'consignment has' : `${count} consignments have`} the issue '${issueLabel(issue)}'. Invoice anyway?`;
}

/** spec 2 §5: the invoice date is yesterday on the consignments screen... */
export const screenInvoiceDate = (now: Date): string => addDays(today(now), -1);
/** ...and today in the invoice-date modal. */
export const modalInvoiceDate = (now: Date): string => today(now);

/** Money as the spec shows it (spec 2 §9: £ and 2 decimals). */
export const money = (pounds: number | null | undefined): string => (pounds == null ? '' : formatMoney(Math.round(pounds * 100)));

/** A YYYY-MM-DD date as DD/MM/YYYY (spec 2 §9). */
export function ukDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

/** An instant (ISO text) as its London DD/MM/YYYY date; empty when missing. */
export const ukDateOf = (instant: string | null | undefined): string => (instant ? formatDate(new Date(instant)) : '');
