/** Pure display rules of the Reports screen: money and percentages as behaviour.md "Shared conventions / Formats, money and time" shows them, and download paths. */
import { formatDateTime } from '@domain/dates';
import { formatMoney } from '@domain/money';

/** Pounds from the API as '£1,234.50' (behaviour.md "Shared conventions / Formats, money and time": £ prefix, 2 decimals); blank when missing. */
export function pounds(value: number | null | undefined): string {
  return value == null ? '' : formatMoney(Math.round(value * 100));
}

/** A margin percentage as '25.00%'; blank when there is no margin (nothing sold). */
export function percent(value: number | null | undefined): string {
  return value == null ? '' : `${value.toFixed(2)}%`;
}

/** A London date YYYY-MM-DD shown as DD/MM/YYYY. */
export function shortDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** An instant from the API as DD/MM/YYYY HH:mm in London time (behaviour.md "Shared conventions / Formats, money and time"). */
export function dateTime(iso: string): string {
  return formatDateTime(new Date(iso));
}

/** The reports that have a date range and a download, and where each one is served. */
export type RangedReport = 'simpleProfitability' | 'profitability' | 'earnings' | 'userIpLogs';

const PATHS: Record<RangedReport, (from: string, to: string) => string> = {
  simpleProfitability: (from, to) => `/api/Consignments/${from}/${to}/SimpleProfitability/Xlsx`,
  profitability: (from, to) => `/api/Consignments/${from}/${to}/Profitability/Xlsx`,
  earnings: (from, to) => `/api/Suppliers/${from}/${to}/Earnings/Xlsx`,
  userIpLogs: (from, to) => `/api/UserIpLogs/${from}/${to}/Xlsx`,
};

/** The REST path of a report's xlsx download (decisions: Reports), with the customer filter when given. */
export function xlsxPath(report: RangedReport | 'credit', range?: { from: string; to: string }, customerName?: string | null): string {
  if (report === 'credit' || !range) return '/api/Customers/Report/Credit/Xlsx';
  const path = PATHS[report](range.from, range.to);
  const name = customerName?.trim();
  return name ? `${path}?customerName=${encodeURIComponent(name)}` : path;
}
