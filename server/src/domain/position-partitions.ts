import { addDays, isIsoDate, londonDayRange, today } from './dates.js';

/**
 * The position history is partitioned by London business day: a day's track (the map's commonest read) is one
 * partition, and a day past the retention period goes by dropping its table instead of deleting rows.
 */

/** The parent table; its partitions are `supplier_location_pYYYYMMDD`, plus `supplier_location_default`. */
export const POSITIONS_TABLE = 'supplier_location';
export const DEFAULT_PARTITION = `${POSITIONS_TABLE}_default`;
const DAY_PARTITION = /^supplier_location_p(\d{4})(\d{2})(\d{2})$/;

/** Partitions are made this many days ahead: the job runs daily, so a week ahead outlasts several missed runs. */
export const DAYS_AHEAD = 7;

/** How many days are kept (POSITION_RETENTION_DAYS) and made ahead. */
export interface PartitionPolicy {
  retentionDays: number;
  daysAhead: number;
}

/** What the daily job does: create these days' partitions, drop these (days older than the retention period). */
export interface PartitionPlan {
  create: string[];
  drop: string[];
  /** Positions recorded before this instant are past retention (the default partition may still hold some). */
  expiredBefore: Date;
}

/** The partition table that holds a London day's positions. */
export function partitionName(day: string): string {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return `${POSITIONS_TABLE}_p${day.replaceAll('-', '')}`;
}

/** The day a partition table holds, or undefined for a table that is not a day partition (the default one). */
export function partitionDay(table: string): string | undefined {
  const match = DAY_PARTITION.exec(table);
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isIsoDate(day) ? day : undefined;
}

/** The partition's bounds: London midnight to the next London midnight (23 or 25 hours on the clock-change days). */
export function partitionBounds(day: string): { from: Date; to: Date } {
  const { start, end } = londonDayRange(day);
  return { from: start, to: end };
}

/** Every London day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The daily job's plan: today and the next `daysAhead` days must have partitions (a partition made ahead is empty
 * and costs nothing); a day partition older than `retentionDays` before today is dropped. Days in between that
 * have no partition are left to the default partition (a phone that was offline for a week posts them late).
 */
export function planPartitions(now: Date, existing: string[], policy: PartitionPolicy): PartitionPlan {
  const current = today(now);
  const oldestKept = addDays(current, -policy.retentionDays);
  const have = new Set(existing.map(partitionDay).filter((d): d is string => d !== undefined));
  const create = daysBetween(current, addDays(current, policy.daysAhead)).filter((day) => !have.has(day));
  const drop = [...have].filter((day) => day < oldestKept).sort();
  return { create, drop, expiredBefore: partitionBounds(oldestKept).from };
}
