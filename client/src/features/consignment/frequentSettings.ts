/** The frequent consignment settings' rules on the client (behaviour.md "Booking / Frequent consignments" "Frequent consignment"). */
import { earliestFrequentStartDate } from '@domain/consignment-lifecycle';
import type { FrequencyDraft } from './consignmentDraft';

/** The server's words (consignment.save.ts), shown before the save is even tried. */
export const FREQUENT_MESSAGES = {
  weekDays: 'Please choose at least one weekday',
  startDate: (earliest: string) => `The start date must be a date (YYYY-MM-DD) on or after ${earliest}`,
} as const;

/** A fresh setting: no weekdays yet, no frequency, starting on the earliest date offered. */
export function defaultFrequency(now: Date): FrequencyDraft {
  return { weekDayIds: [], frequencyId: null, startDate: earliestFrequentStartDate(now) };
}

/**
 * What stops the settings from being accepted: weekdays must be chosen; a new template may not start
 * before the earliest date (next Monday, a week later on Sunday to Tuesday). A saved one keeps its date.
 */
export function frequencyProblems(f: FrequencyDraft, now: Date, isNew: boolean): { weekDays?: string; startDate?: string } {
  const earliest = earliestFrequentStartDate(now);
  const problems: { weekDays?: string; startDate?: string } = {};
  if (f.weekDayIds.length === 0) problems.weekDays = FREQUENT_MESSAGES.weekDays;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.startDate) || (isNew && f.startDate < earliest)) problems.startDate = FREQUENT_MESSAGES.startDate(earliest);
  return problems;
}

/** The line the screen shows for a frequent template, e.g. 'Mon, Wed from 20/07/2026'. */
export function frequencySummary(f: FrequencyDraft, weekDays: readonly { id: number; name: string }[]): string {
  const days = weekDays.filter((d) => f.weekDayIds.includes(d.id)).map((d) => d.name.slice(0, 3));
  const [y, m, d] = f.startDate.split('-');
  return `${days.join(', ')} from ${d}/${m}/${y}`;
}
