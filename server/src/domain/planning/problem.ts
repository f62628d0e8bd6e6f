/**
 * Issue 23 item 1: what the route planner is asked to solve, as plain JSON-serialisable data (it crosses
 * into a worker thread). Travel comes as matrices between locations, so the planner never does I/O: the
 * caller fills them from the routing interface (OSRM `table`, or the offline estimate) or, for the
 * benchmarks, from Euclidean distances.
 */

/** A stop's role. A `pickup` and its `delivery` are one request: same vehicle, pickup first. */
export type StopKind = 'single' | 'pickup' | 'delivery';

/** One place to visit. */
export interface PlanningStop {
  /** The caller's id, returned in the plan. */
  id: string;
  /** Index into the travel matrices. */
  location: number;
  /** Time spent at the stop (same unit as `duration`). */
  service: number;
  /** Earliest and latest start of service; absent = any time in the vehicle's hours. A timed stop has from = to. */
  window?: readonly [number, number];
  /**
   * Load units. A `single` stop is a delivery loaded at the vehicle's start; a `pickup` loads it until its
   * `delivery` (whose own demand is ignored).
   */
  demand: number;
  kind: StopKind;
  /** For a pickup, the index (in `stops`) of its delivery; for a delivery, of its pickup. */
  partner?: number;
  /**
   * Instead of `partner`, for a consignment with several collections or deliveries: every pickup of the
   * group comes before every delivery of the group, all on one vehicle. A delivery drops its own demand.
   */
  group?: string;
  /** behaviour.md "Manifests / Saving a manifest": the vehicle's type Order must be at least this (the consignment's vehicle type Order). */
  minVehicleOrder?: number;
  /**
   * Locked on a vehicle: the search never moves it, and the fixed stops of one vehicle keep the order of
   * their `sequence`. Other stops may be placed between them. A fixed pickup's delivery must be fixed too.
   */
  fixed?: { vehicle: number; sequence: number };
}

/** One vehicle (a driver run). */
export interface PlanningVehicle {
  id: string;
  /** Start and end locations; null = the run starts at its first stop / ends at its last. */
  start: number | null;
  end: number | null;
  /** Working hours: leaves the start no earlier than [0], back at the end no later than [1]. */
  shift: readonly [number, number];
  capacity: number;
  /** The vehicle type's Order (behaviour.md "Settings / Back-office users": a larger Order carries what a smaller one does). */
  typeOrder: number;
}

/** The whole question. */
export interface PlanningProblem {
  /** Number of locations; the matrices are row-major locations x locations. */
  locations: number;
  /** What the plan minimises (e.g. metres). */
  distance: ArrayLike<number>;
  /** Travel time, in the unit of windows, shifts and service times. */
  duration: ArrayLike<number>;
  stops: PlanningStop[];
  vehicles: PlanningVehicle[];
}

/** Why a stop is left out of the plan. */
export type UnassignedReason =
  | 'NO_ELIGIBLE_VEHICLE'
  | 'OVER_CAPACITY'
  | 'TIME_WINDOW'
  | 'FIXED_PLACE_INFEASIBLE'
  | 'NO_ROOM';

/** The messages a dispatcher reads for each reason. */
export const UNASSIGNED_MESSAGES: Record<UnassignedReason, string> = {
  NO_ELIGIBLE_VEHICLE: 'No vehicle of a large enough type is available.',
  OVER_CAPACITY: 'The load is more than any suitable vehicle can carry.',
  TIME_WINDOW: "No vehicle can reach the stop within its time window and the vehicle's working hours.",
  FIXED_PLACE_INFEASIBLE: 'The stop is locked in a place that breaks a time window or the capacity.',
  NO_ROOM: 'The vehicles have no room left for this stop within their working hours.',
};

/** A solved plan. Routes are per vehicle (same order as `vehicles`), stop indices in visit order. */
export interface PlanningResult {
  routes: number[][];
  unassigned: { stop: number; reason: UnassignedReason }[];
  /** Sum of `distance` over every route. */
  cost: number;
  iterations: number;
  ms: number;
}

/** How long and how to search. */
export interface SolveOptions {
  /** Time budget in milliseconds (wall clock of `clock`). */
  budgetMs: number;
  /** Stop after this many ruin-and-recreate iterations; with a generous budget the result depends on `seed` only. */
  maxIterations?: number;
  seed?: number;
  /** Milliseconds from any origin; the domain reads no clock itself (callers pass performance.now). */
  clock: () => number;
  /** Told how far the search is, about every PROGRESS_EVERY_MS of `clock` (a long plan shows progress). */
  onProgress?: (progress: PlanProgress) => void;
}

/** How far a search is: `fraction` of its budget (or iteration limit) used, 0 to 1. */
export interface PlanProgress {
  fraction: number;
  iterations: number;
  /** The best plan so far: stops it leaves out, and its total distance. */
  unassigned: number;
  cost: number;
}

/** How often a search reports its progress, in milliseconds of its clock. */
export const PROGRESS_EVERY_MS = 200;

/** The problem's shape errors, as `field: message` pairs; empty when the problem can be solved. */
export function problemErrors(p: PlanningProblem): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const cells = p.locations * p.locations;
  if (p.distance.length !== cells || p.duration.length !== cells) errors.push({ field: 'matrices', message: 'The travel matrices must be locations x locations.' });
  const inRange = (loc: number | null) => loc === null || (Number.isInteger(loc) && loc >= 0 && loc < p.locations);
  p.stops.forEach((s, i) => {
    const at = `stops[${i}]`;
    if (!inRange(s.location) || s.location === null) errors.push({ field: `${at}.location`, message: 'Unknown location.' });
    if (s.kind !== 'single' && s.group === undefined) errors.push(...partnerErrors(p, i));
    if (s.fixed && !p.vehicles[s.fixed.vehicle]) errors.push({ field: `${at}.fixed.vehicle`, message: 'Unknown vehicle.' });
    if (s.window && !(s.window[0] <= s.window[1])) errors.push({ field: `${at}.window`, message: 'The window ends before it starts.' });
  });
  errors.push(...groupErrors(p));
  p.vehicles.forEach((v, i) => {
    if (!inRange(v.start) || !inRange(v.end)) errors.push({ field: `vehicles[${i}]`, message: 'Unknown start or end location.' });
    if (!(v.shift[0] <= v.shift[1])) errors.push({ field: `vehicles[${i}].shift`, message: 'The working hours end before they start.' });
  });
  return errors;
}

const LOCKED_TOGETHER = 'A collection and its deliveries are locked on the same vehicle or not at all.';

function partnerErrors(p: PlanningProblem, i: number): { field: string; message: string }[] {
  const s = p.stops[i];
  const partner = s.partner === undefined ? undefined : p.stops[s.partner];
  const wanted = s.kind === 'pickup' ? 'delivery' : 'pickup';
  if (!partner || partner.kind !== wanted || partner.partner !== i) return [{ field: `stops[${i}].partner`, message: `A ${s.kind} needs a ${wanted} that names it back.` }];
  if (!!s.fixed !== !!partner.fixed || (s.fixed && partner.fixed && s.fixed.vehicle !== partner.fixed.vehicle)) return [{ field: `stops[${i}].fixed`, message: LOCKED_TOGETHER }];
  return [];
}

function groupErrors(p: PlanningProblem): { field: string; message: string }[] {
  const groups = new Map<string, PlanningStop[]>();
  for (const s of p.stops) if (s.group !== undefined && s.kind !== 'single') groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  const errors: { field: string; message: string }[] = [];
  for (const [name, members] of groups) {
    if (!members.some((s) => s.kind === 'pickup') || !members.some((s) => s.kind === 'delivery')) errors.push({ field: `group ${name}`, message: 'A group needs at least one pickup and one delivery.' });
    const vehicles = new Set(members.map((s) => (s.fixed ? s.fixed.vehicle : -1)));
    if (vehicles.size > 1) errors.push({ field: `group ${name}`, message: LOCKED_TOGETHER });
  }
  return errors;
}

