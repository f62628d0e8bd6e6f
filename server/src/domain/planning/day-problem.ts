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
import { peakLoad, type LoadShape } from './model.js';
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

/** What the load rule reads of a stop. */
export type LoadStop = Pick<DayStop, 'consignmentId' | 'type' | 'load'>;

/** A consignment's collections and deliveries among the stops (indices). */
type Request = { collections: number[]; deliveries: number[] };

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
function consignmentRequests(stops: readonly LoadStop[]): Map<number, Request> {
  const all = new Map<number, Request>();
  stops.forEach((s, i) => {
    const r = all.get(s.consignmentId) ?? { collections: [], deliveries: [] };
    if (s.type === 'Collection') r.collections.push(i);
    if (s.type === 'Delivery') r.deliveries.push(i);
    all.set(s.consignmentId, r);
  });
  return new Map([...all].filter(([, r]) => r.collections.length > 0 && r.deliveries.length > 0));
}

function planningStop(s: DayStop, request: Request | undefined): PlanningStop {
  const window = s.timed && s.from !== null ? ([s.from, Math.max(s.from, s.to ?? s.from)] as const) : undefined;
  return { id: String(s.id), location: s.location, service: STOP_SERVICE_SECONDS, window, minVehicleOrder: s.typeOrder, ...loadShape(s, request) };
}

/** How a stop loads the run: a pair, a member of its consignment's group, or a single stop. */
function loadShape(s: LoadStop, request: Request | undefined): LoadShape {
  if (!request || s.type === 'Other') return { demand: s.load, kind: 'single' };
  const kind = s.type === 'Collection' ? 'pickup' : 'delivery';
  // One collection and one delivery are a pair (which a VROOM-compatible optimiser takes as a shipment).
  if (request.collections.length === 1 && request.deliveries.length === 1) return { demand: s.load, kind, partner: kind === 'pickup' ? request.deliveries[0] : request.collections[0] };
  return { demand: s.load, kind, group: `c${s.consignmentId}` };
}

/**
 * The most load units on board at once along a run that serves `stops` in this order, counted as the
 * planner counts them (a dispatcher's edited run, or an accepted one, against its vehicle's capacity).
 */
export function runPeakLoad(stops: readonly LoadStop[]): number {
  const requests = consignmentRequests(stops);
  return peakLoad(stops.map((s) => loadShape(s, requests.get(s.consignmentId))));
}
