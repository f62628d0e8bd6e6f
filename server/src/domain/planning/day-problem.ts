/**
 * Issue 23 item 4, plan the day: turns a day's free stops and the chosen runs into the planner's problem.
 * Pure: the caller loads the stops, measures travel between them and says where the day starts.
 * - a consignment with both collections and deliveries among the day's free stops is one request (a pair,
 *   or a group when it has several of either): all on one run, its collections first; its other stops
 *   (and a consignment's lone stops) are single stops;
 * - a timed or locked stop must be served inside its scheduled window (from = to when no end is given);
 *   an untimed stop may be served at any time of the run's working hours;
 * - behaviour.md "Manifests / Saving a manifest": a run may carry a consignment only when its type Order is at least the consignment's.
 */
import type { PlanningProblem, PlanningStop } from './problem.js';

/** A free stop of the day, as the planner needs it. */
export interface DayStop {
  id: number;
  consignmentId: number;
  type: 'Collection' | 'Delivery' | 'Other';
  /** Index into the travel matrices. */
  location: number;
  /** Seconds from the start of the business day (London midnight); null = not scheduled. */
  from: number | null;
  to: number | null;
  /** Timed or locked: the scheduled time is a promise. */
  timed: boolean;
  /** Load units: the stop's load-details quantities. */
  load: number;
  /** The consignment's vehicle type Order. */
  typeOrder: number;
}

/** A run the plan may fill: a supplier's vehicle, or an unallocated run of any size. */
export interface DayRun {
  key: string;
  typeOrder: number;
  /** Load units; runs without a declared capacity carry any load. */
  capacity: number;
}

/** Working hours of a run when nothing says otherwise: 06:00 to 20:00 London (decision 0115). */
export const DAY_SHIFT: readonly [number, number] = [6 * 3600, 20 * 3600];
/** Minutes spent at a stop (loading, paperwork), in seconds. */
export const STOP_SERVICE_SECONDS = 10 * 60;

/** The planning problem; stop i of the answer is `stops[i]`, vehicle v is `runs[v]`. */
export function dayProblem(stops: readonly DayStop[], runs: readonly DayRun[], travel: { size: number; metres: ArrayLike<number>; seconds: ArrayLike<number> }): PlanningProblem {
  const requests = consignmentRequests(stops);
  return {
    locations: travel.size,
    distance: travel.metres,
    duration: travel.seconds,
    stops: stops.map((s) => planningStop(s, requests.get(s.consignmentId))),
    vehicles: runs.map((r) => ({ id: r.key, start: null, end: null, shift: DAY_SHIFT, capacity: r.capacity, typeOrder: r.typeOrder })),
  };
}

/** Per consignment with both collections and deliveries among the stops: the indices of each (a pair when one of each). */
function consignmentRequests(stops: readonly DayStop[]): Map<number, { collections: number[]; deliveries: number[] }> {
  const all = new Map<number, { collections: number[]; deliveries: number[] }>();
  stops.forEach((s, i) => {
    const r = all.get(s.consignmentId) ?? { collections: [], deliveries: [] };
    if (s.type === 'Collection') r.collections.push(i);
    if (s.type === 'Delivery') r.deliveries.push(i);
    all.set(s.consignmentId, r);
  });
  return new Map([...all].filter(([, r]) => r.collections.length > 0 && r.deliveries.length > 0));
}

function planningStop(s: DayStop, request: { collections: number[]; deliveries: number[] } | undefined): PlanningStop {
  const window = s.timed && s.from !== null ? ([s.from, Math.max(s.from, s.to ?? s.from)] as const) : undefined;
  const base = { id: String(s.id), location: s.location, service: STOP_SERVICE_SECONDS, window, demand: s.load, minVehicleOrder: s.typeOrder };
  if (!request || s.type === 'Other') return { ...base, kind: 'single' };
  const kind = s.type === 'Collection' ? 'pickup' : 'delivery';
  // One collection and one delivery are a pair (which a VROOM-compatible optimiser takes as a shipment).
  if (request.collections.length === 1 && request.deliveries.length === 1) return { ...base, kind, partner: kind === 'pickup' ? request.deliveries[0] : request.collections[0] };
  return { ...base, kind, group: `c${s.consignmentId}` };
}
