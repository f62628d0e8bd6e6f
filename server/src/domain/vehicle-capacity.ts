/**
 * Issue 23 item 4: a vehicle type may declare how many load units it carries, and a stop's load is the sum
 * of its load details' quantities (behaviour.md "Booking / Addresses and load details"). Pure, so the
 * settings screen and the planner share one rule (decision 0166).
 */
import type { FieldError } from './validation.js';

/** The largest capacity a vehicle type may declare. */
export const MAX_VEHICLE_CAPACITY = 100_000;

export const CAPACITY_MESSAGE = `Capacity must be a whole number of load units from 1 to ${MAX_VEHICLE_CAPACITY.toLocaleString('en-GB')}, or empty for no limit.`;

/** The capacity as typed: null or undefined (no limit, or unchanged) is fine, else a whole number in range. */
export function capacityErrors(capacity: number | null | undefined): FieldError[] {
  if (capacity === null || capacity === undefined) return [];
  return Number.isInteger(capacity) && capacity >= 1 && capacity <= MAX_VEHICLE_CAPACITY ? [] : [{ field: 'Capacity', message: CAPACITY_MESSAGE }];
}

/** A stop's load units: its load details' quantities added up (a missing quantity counts none). */
export function stopLoad(loadDetails: readonly { quantity?: number | null }[]): number {
  return loadDetails.reduce((sum, d) => sum + (d.quantity ?? 0), 0);
}

/** Load units that stand for "any load" (finite, so a plan still crosses JSON to a VROOM-compatible service). */
export const ANY_LOAD = 1e9;

/** The load units a run may carry: its vehicle type's declared capacity, or any load when none is declared. */
export function runCapacity(declared: number | null | undefined): number {
  return declared ?? ANY_LOAD;
}
