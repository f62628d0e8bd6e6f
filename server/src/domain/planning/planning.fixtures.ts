/**
 * Test helpers for the planner: small problems on a grid, and an evaluator and exhaustive search written
 * from the rules directly (not from the planner's cached schedule), so they can disagree with it.
 */
import type { PlanningProblem, PlanningStop, PlanningVehicle } from './problem.js';
import { seededRandom } from './random.js';

/** Points on a plane; distance = travel time = Euclidean. */
export function onPlane(points: [number, number][], stops: Omit<PlanningStop, 'id'>[], vehicles: Omit<PlanningVehicle, 'id'>[]): PlanningProblem {
  const size = points.length;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) matrix[i * size + j] = Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1]);
  return {
    locations: size, distance: matrix, duration: matrix,
    stops: stops.map((s, i) => ({ id: `s${i}`, ...s })),
    vehicles: vehicles.map((v, i) => ({ id: `v${i}`, ...v })),
  };
}

/** A vehicle from location 0 and back, hours 0..1000, capacity 100, type Order 1. */
export function vehicle(overrides: Partial<PlanningVehicle> = {}): Omit<PlanningVehicle, 'id'> {
  return { start: 0, end: 0, shift: [0, 1000], capacity: 100, typeOrder: 1, ...overrides };
}

/**
 * A random problem: location 0 is the depot, one location per stop; pairs when `pairs`, or groups of
 * three (one collection, two deliveries) when 'groups' (`stops` a multiple of 3).
 */
export function randomProblem(seed: number, stops: number, vehicles: Omit<PlanningVehicle, 'id'>[], pairs: boolean | 'groups' = false): PlanningProblem {
  const random = seededRandom(seed);
  const points: [number, number][] = Array.from({ length: stops + 1 }, () => [Math.round(random() * 100), Math.round(random() * 100)]);
  points[0] = [50, 50];
  const list: Omit<PlanningStop, 'id'>[] = Array.from({ length: stops }, (_, i) => {
    const open = Math.round(random() * 300);
    const window = random() < 0.7 ? ([open, open + 60 + Math.round(random() * 200)] as const) : undefined;
    const stop: Omit<PlanningStop, 'id'> = { location: i + 1, service: 5, window, demand: 1 + Math.round(random() * 30), kind: 'single' };
    if (!pairs) return stop;
    if (pairs === 'groups') return i % 3 === 0 ? { ...stop, kind: 'pickup', group: `g${i}` } : { ...stop, kind: 'delivery', group: `g${i - (i % 3)}` };
    return i % 2 === 0 ? { ...stop, kind: 'pickup', partner: i + 1 } : { ...stop, kind: 'delivery', partner: i - 1 };
  });
  // A group's collection carries what its deliveries drop.
  if (pairs === 'groups') list.forEach((s, i) => s.kind === 'pickup' && (s.demand = list[i + 1].demand + list[i + 2].demand));
  return onPlane(points, list, vehicles);
}

/**
 * The length of `routes` (stop indices per vehicle), or Infinity when they break a rule: every stop at
 * most once, windows, service times, working hours, capacity, type Order, pickup before delivery on one
 * vehicle, locked stops on their vehicle in sequence.
 */
export function evaluate(p: PlanningProblem, routes: number[][]): number {
  const seen = new Set<number>();
  let total = 0;
  for (let v = 0; v < routes.length; v++) {
    const cost = evaluateRoute(p, v, routes[v]);
    if (cost === Infinity || routes[v].some((u) => seen.has(u))) return Infinity;
    routes[v].forEach((u) => seen.add(u));
    total += cost;
  }
  return total;
}

function evaluateRoute(p: PlanningProblem, v: number, route: number[]): number {
  const car = p.vehicles[v];
  const travel = (a: number | null, b: number | null) => (a === null || b === null ? 0 : p.duration[a * p.locations + b]);
  const dist = (a: number | null, b: number | null) => (a === null || b === null ? 0 : p.distance[a * p.locations + b]);
  let load = route.reduce((sum, u) => sum + (p.stops[u].kind === 'single' ? p.stops[u].demand : 0), 0);
  if (load > car.capacity) return Infinity;
  let time = car.shift[0];
  let at = car.start;
  let cost = 0;
  let lastLocked = -Infinity;
  for (const [k, u] of route.entries()) {
    const s = p.stops[u];
    if ((s.minVehicleOrder ?? -Infinity) > car.typeOrder) return Infinity;
    if (s.fixed && (s.fixed.vehicle !== v || s.fixed.sequence < lastLocked)) return Infinity;
    if (s.fixed) lastLocked = s.fixed.sequence;
    // Pairs name each other; a group's pickups all come before all its deliveries, on this route.
    const others = s.group === undefined ? (s.kind === 'single' ? [] : [s.partner!]) : p.stops.flatMap((o, i) => (o.group === s.group && o.kind !== s.kind ? [i] : []));
    if (s.kind === 'delivery' && !others.every((o) => route.slice(0, k).includes(o))) return Infinity;
    if (s.kind === 'pickup' && !others.every((o) => route.slice(k).includes(o))) return Infinity;
    time = Math.max(time + (k === 0 ? 0 : p.stops[route[k - 1]].service) + travel(at, s.location), s.window?.[0] ?? -Infinity);
    if (time > (s.window?.[1] ?? Infinity) || time > car.shift[1]) return Infinity;
    load += s.kind === 'single' ? -s.demand : s.kind === 'pickup' ? s.demand : -(s.group === undefined ? p.stops[s.partner!].demand : s.demand);
    if (load > car.capacity) return Infinity;
    cost += dist(at, s.location);
    at = s.location;
  }
  const back = time + (route.length ? p.stops[route[route.length - 1]].service : 0) + travel(at, car.end);
  if (route.length && back > car.shift[1]) return Infinity;
  return cost + dist(at, car.end);
}

/** The shortest plan serving every stop, by trying every order and every split over the vehicles. */
export function bruteForce(p: PlanningProblem): number {
  let best = Infinity;
  const order = p.stops.map((_, i) => i);
  const splits = (rest: number[], vehicles: number, done: number[][]): void => {
    if (vehicles === 1) {
      best = Math.min(best, evaluate(p, [...done, rest]));
      return;
    }
    for (let k = 0; k <= rest.length; k++) splits(rest.slice(k), vehicles - 1, [...done, rest.slice(0, k)]);
  };
  permute(order, 0, (perm) => splits(perm, p.vehicles.length, []));
  return best;
}

function permute(a: number[], k: number, visit: (perm: number[]) => void): void {
  if (k === a.length) return visit(a);
  for (let i = k; i < a.length; i++) {
    [a[k], a[i]] = [a[i], a[k]];
    permute(a, k + 1, visit);
    [a[k], a[i]] = [a[i], a[k]];
  }
}
