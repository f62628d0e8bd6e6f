/** Pure rules of the consignment list: the date presets, money and date display, a row's status. */
import { addDays, formatDateTime, today } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { ConsignmentRowFieldsFragment } from '../../gql/graphql';

export type ConsignmentRow = ConsignmentRowFieldsFragment;
export type DatePreset = 'today' | 'tomorrow' | 'yesterday' | 'custom';

/** spec 1 §2: Today (the default), Tomorrow, Yesterday, or a custom range; London dates YYYY-MM-DD. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): { from: string; to: string } {
  const offset = preset === 'tomorrow' ? 1 : preset === 'yesterday' ? -1 : 0;
  const date = addDays(today(now), offset);
  return { from: date, to: date };
}

/** Money from the API (pounds) as spec 1 §9 shows it: '£' and 2 decimals. */
export function money(pounds: number | null | undefined): string {
  return pounds == null ? '' : formatMoney(Math.round(pounds * 100));
}

/** A date-time from the API as DD/MM/YYYY HH:mm in Europe/London (spec 1 §9). */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(new Date(iso)) : '';
}

/** What state a consignment is in, in a word or two. */
export function statusOf(c: Pick<ConsignmentRow, 'isDeleted' | 'isQuote' | 'cancellationRequested' | 'isCompleted'>): string {
  if (c.isDeleted) return 'Deleted';
  if (c.isQuote) return 'Quote';
  if (c.cancellationRequested) return 'Cancellation requested';
  if (c.isCompleted) return 'Completed';
  return 'Booked';
}

const INVOICE_STATUS: Record<number, string> = { 1: 'Uninvoiced', 2: 'Ready to invoice', 3: 'Invoiced' };

/** InvoiceStatus as words (domain InvoiceStatus numbering). */
export const invoiceStatusName = (status: number): string => INVOICE_STATUS[status] ?? String(status);

const stopsOf = (c: ConsignmentRow, type: string) =>
  c.consignmentAddresses.filter((s) => s.consignmentAddressType.name.toLowerCase() === type);

/** The first collection's address, as one line. */
export const collectionAddress = (c: ConsignmentRow) => stopsOf(c, 'collection')[0]?.address.shortAddress ?? '';
/** The last delivery's address, as one line. */
export const deliveryAddress = (c: ConsignmentRow) => stopsOf(c, 'delivery').at(-1)?.address.shortAddress ?? '';
/** The manifest of the first stop that has one. */
export const manifestIdOf = (c: ConsignmentRow): number | null =>
  c.consignmentAddresses.find((s) => s.manifestId != null)?.manifestId ?? null;
