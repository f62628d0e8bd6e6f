/**
 * Every list a caller can make grow answers a bounded number of rows over a bounded date range (issue 20
 * item 4): past the row limit, a 400 that says how to narrow the list. The limits are configured (config.ts
 * limits.listRows and, for the date ranges the searches and reports check, limits.listDays; the consignment
 * search has its own, searchRows and searchDays).
 */
import { badInput } from '../errors.js';

/** The refusal of a list that matches more rows than one answer may hold. */
export const tooManyListRows = (what: string, limit: number) =>
  `The list matches more than ${limit.toLocaleString('en-GB')} ${what}. Please choose a shorter date range or add a filter.`;

/**
 * The rows of a list read with `limit + 1` as its SQL limit: refused when there are more than `limit`
 * (the one past the limit proves it), else returned as they are.
 */
export function boundedRows<T>(rows: T[], limit: number, what: string): T[] {
  if (rows.length > limit) throw badInput([{ field: 'limit', message: tooManyListRows(what, limit) }]);
  return rows;
}
