/**
 * Stop times and route figures for a save: the typed date/time of each stop (behaviour.md "Booking / Saving a consignment": a date or
 * time alone defaults the other to now; ASAP is 30 minutes ahead, locked), the route from the
 * routing interface, and the estimated times when CalculateTimes is on.
 */
import { asapPickup, completeScheduledStart } from '../../domain/consignment-address.js';
import type { FieldError } from '../../errors.js';
import { routeMilesAndMinutes, type LatLng, type Router } from '../routing/routing.js';
import type { ConsignmentInput, StopInput } from './consignment.input.js';

/** A stop's resolved schedule. */
export interface StopTime {
  scheduledStart: Date | null;
  locked: boolean;
}

/** Route figures for the consignment and the legs between stops (seconds), when known. */
export interface RouteFigures {
  miles: number;
  minutes: number;
  legSeconds: number[] | null;
  isEstimate: boolean;
}

function stopTime(stop: StopInput, now: Date, field: string, errors: FieldError[]): StopTime {
  if (stop.asap) return { scheduledStart: asapPickup(now).scheduledStart, locked: true };
  const locked = stop.isScheduledStartDateAndTimeLocked ?? false;
  if (stop.scheduledStartDateAndTime) return { scheduledStart: stop.scheduledStartDateAndTime, locked };
  const result = completeScheduledStart({ date: stop.scheduledDate, time: stop.scheduledTime }, now);
  if (!result.ok) {
    errors.push({ field, message: result.message });
    return { scheduledStart: null, locked };
  }
  return { scheduledStart: result.scheduledStart, locked };
}

/** Each stop's scheduled start, in input order, and the errors of unreadable dates. */
export function resolveStopTimes(input: ConsignmentInput, now: Date): { times: StopTime[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const times = input.consignmentAddresses.map((stop, i) => stopTime(stop, now, `consignmentAddresses[${i}].scheduledStartDateAndTime`, errors));
  return { times, errors };
}

const ESTIMATE_MPH = 30;

/**
 * Routes through the stops when every stop has coordinates; otherwise uses the typed Mileage
 * (behaviour.md "Booking / Consignment lifecycle") at 30 mph, marked as an estimate.
 */
export async function routeFigures(router: Router, input: ConsignmentInput): Promise<RouteFigures> {
  const points = input.consignmentAddresses.map((s) => s.address);
  const located = points.every((p) => p.latitude != null && p.longitude != null);
  if (located && points.length >= 2) {
    const route = await router.route(points as LatLng[]);
    return { ...routeMilesAndMinutes(route), legSeconds: route.legs.map((l) => l.seconds), isEstimate: route.isEstimate };
  }
  const miles = input.mileage ?? 0;
  return { miles, minutes: Math.round((miles / ESTIMATE_MPH) * 60), legSeconds: null, isEstimate: true };
}

/**
 * behaviour.md "Manifests / Stop progress"; "Booking / Saving a consignment" CalculateTimes: from the first timed stop, each later untimed stop is estimated from the
 * one before plus the leg's driving time; earlier untimed stops count back the same way.
 */
export function estimateTimes(times: readonly StopTime[], legSeconds: readonly number[] | null): (Date | null)[] {
  const result: (Date | null)[] = times.map((t) => t.scheduledStart);
  const anchor = result.findIndex((t) => t !== null);
  if (anchor < 0 || !legSeconds) return result;
  for (let i = anchor + 1; i < result.length; i++) {
    result[i] ??= new Date(result[i - 1]!.getTime() + Math.round(legSeconds[i - 1] ?? 0) * 1000);
  }
  for (let i = anchor - 1; i >= 0; i--) {
    result[i] ??= new Date(result[i + 1]!.getTime() - Math.round(legSeconds[i] ?? 0) * 1000);
  }
  return result;
}
