/**
 * Pure rules of the Reports screen (behaviour.md "Reports / Reports screen"): the date-range presets, profit and margin.
 * No I/O and no clock (pass `now`), so the browser client imports this file too.
 */
import { addDays, isoWeekday, parseIsoDate, today } from './dates.js';

/** behaviour.md "Reports / Reports screen": the report date ranges; 'tomorrow' is offered on the profitability reports only. */
export const REPORT_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'tomorrow'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The labels a person reads for each preset. */
export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  tomorrow: 'Tomorrow',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** First and last day of the month that `date` (YYYY-MM-DD) falls in. */
function monthOf(date: string): { from: string; to: string } {
  const d = parseIsoDate(date)!;
  const from = `${d.year}-${pad(d.month)}-01`;
  const nextMonth = d.month === 12 ? `${d.year + 1}-01-01` : `${d.year}-${pad(d.month + 1)}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/**
 * The London dates (both included) a preset covers at `now` (behaviour.md "Reports / Reports screen"): weeks run Monday to Sunday,
 * months are calendar months.
 */
export function reportPresetRange(preset: ReportPreset, now: Date): { from: string; to: string } {
  const day = today(now);
  const monday = addDays(day, 1 - isoWeekday(day));
  switch (preset) {
    case 'today':
      return { from: day, to: day };
    case 'yesterday':
      return { from: addDays(day, -1), to: addDays(day, -1) };
    case 'tomorrow':
      return { from: addDays(day, 1), to: addDays(day, 1) };
    case 'thisWeek':
      return { from: monday, to: addDays(monday, 6) };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'thisMonth':
      return monthOf(day);
    case 'lastMonth':
      return monthOf(addDays(monthOf(day).from, -1));
  }
}

/** The presets a report tab offers: tomorrow only on the profitability reports (behaviour.md "Reports / Reports screen"). */
export function presetsFor(report: 'profitability' | 'other'): ReportPreset[] {
  return REPORT_PRESETS.filter((p) => p !== 'tomorrow' || report === 'profitability');
}

/**
 * Margin as a percentage of the price, to 2 decimals: (price - cost) / price x 100. Null when there
 * is no price, because a margin of nothing sold means nothing (decisions: Reports).
 */
export function marginPercent(pricePence: number, costPence: number): number | null {
  if (pricePence === 0) return null;
  return Math.round(((pricePence - costPence) * 10_000) / pricePence) / 100;
}

/** Price, cost, profit and margin of a set of lines, in pence. */
export interface ProfitTotals {
  pricePence: number;
  costPence: number;
  profitPence: number;
  marginPercent: number | null;
}

/** Adds up lines' price and cost, then derives profit and margin from the sums (never averages margins). */
export function profitTotals(lines: readonly { pricePence: number; costPence: number }[]): ProfitTotals {
  const pricePence = lines.reduce((sum, l) => sum + l.pricePence, 0);
  const costPence = lines.reduce((sum, l) => sum + l.costPence, 0);
  return { pricePence, costPence, profitPence: pricePence - costPence, marginPercent: marginPercent(pricePence, costPence) };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The weekday name of a YYYY-MM-DD date, the simple profitability line's Day (behaviour.md "Reports / Report contents"). */
export function weekdayName(date: string): string {
  return WEEKDAYS[isoWeekday(date) - 1];
}
