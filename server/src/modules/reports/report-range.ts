/**
 * The date range of every report (behaviour.md "Reports / Report ranges" Reports: {from}/{to} as YYYY-MM-DD London dates, both
 * included). One validation, so each report answers bad ranges with the same messages.
 */
import { addDays, isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';

/** The longest range one report covers, so a typo in a year cannot pull the whole table. */
export const MAX_REPORT_DAYS = 366;

/** A checked report range: the London dates and the UTC instants [start, end) they cover. */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Checks a report's {from}/{to} (400 with the field's message; at most `maxDays`, limits.listDays where configured) and returns its UTC bounds. */
export function reportRange(from: string, to: string, maxDays = MAX_REPORT_DAYS): ReportRange {
  const errors: FieldError[] = [];
  if (!isIsoDate(from)) errors.push({ field: 'From', message: 'From must be a date in the form YYYY-MM-DD.' });
  if (!isIsoDate(to)) errors.push({ field: 'To', message: 'To must be a date in the form YYYY-MM-DD.' });
  if (errors.length) throw badInput(errors);
  if (from > to) throw badInput([{ field: 'To', message: 'To must be on or after From.' }]);
  if (addDays(to, -maxDays) >= from) throw badInput([{ field: 'To', message: `The date range cannot be longer than ${maxDays} days.` }]);
  try {
    return { from, to, ...londonDateRange(from, to) };
  } catch {
    // A day with no next day (9999-12-31) is bad input, not a 500.
    throw badInput([{ field: 'To', message: 'To must be a date in the form YYYY-MM-DD.' }]);
  }
}
