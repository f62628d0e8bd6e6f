/** Pure rules of the consignment list: the date presets, money and date display, a row's status. */
import { consignmentStatus, type ConsignmentStatus, type StatusFlags, type StatusStop } from '@domain/consignment-status';
import { addDays, formatDateTime, today } from '@domain/dates';
import { formatMoney } from '@domain/money';
import type { ConsignmentRowFieldsFragment } from '../../gql/graphql';

export type ConsignmentRow = ConsignmentRowFieldsFragment;
export type DatePreset = 'today' | 'tomorrow' | 'yesterday' | 'custom';

/** behaviour.md "Control screen / Consignments tab": Today (the default), Tomorrow, Yesterday, or a custom range; London dates YYYY-MM-DD. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): { from: string; to: string } {
  const offset = preset === 'tomorrow' ? 1 : preset === 'yesterday' ? -1 : 0;
  const date = addDays(today(now), offset);
  return { from: date, to: date };
}

/** Money from the API (pounds) as behaviour.md "Control screen / Consignments tab" shows it: '£' and 2 decimals. */
export function money(pounds: number | null | undefined): string {
  return pounds == null ? '' : formatMoney(Math.round(pounds * 100));
}

/** A date-time from the API as DD/MM/YYYY HH:mm in Europe/London (behaviour.md "Shared conventions / Formats, money and time"). */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(new Date(iso)) : '';
}

/** The row's status by the one domain rule (issue 19 item 6): the list, the detail modal and the consignment screen agree with the export. */
export function statusOf(c: StatusFlags & { consignmentAddresses: readonly StatusStop[] }): ConsignmentStatus {
  return consignmentStatus({ ...c, stops: c.consignmentAddresses });
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

type EtaStop = { isCompleted: boolean; eta?: string | null; isLate: boolean };

/** The row's live ETA (issue 25 item 1): the next stop not completed, else the last stop's (its completion time). */
export function etaOf(c: { consignmentAddresses: readonly EtaStop[] }): string | null {
  const next = c.consignmentAddresses.find((s) => !s.isCompleted);
  return (next ? next.eta : c.consignmentAddresses.at(-1)?.eta) ?? null;
}

/** Whether any stop of the row runs (or ran) late (issue 25 item 2). */
export const isRunningLate = (c: { consignmentAddresses: readonly EtaStop[] }): boolean => c.consignmentAddresses.some((s) => s.isLate);
