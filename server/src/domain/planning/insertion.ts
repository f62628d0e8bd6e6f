/**
 * The cheapest feasible place for a request (a single stop, or a pickup with its delivery) in one route,
 * checked with the route's cached schedule: windows, working hours, capacity and, for a pair, pickup
 * before delivery on the same vehicle. Nothing is allocated; the answer goes into a reused `Placement`.
 */
import { distance, eligible, travel } from './model.js';
import type { Solution } from './solution.js';

/** Where to put a request: at position `i` (pickup or single) and, for a pair, the delivery at position `j` once the pickup is in. */
export interface Placement {
  cost: number;
  vehicle: number;
  i: number;
  j: number;
}

/** An empty placement (cost Infinity). */
export function noPlacement(): Placement {
  return { cost: Infinity, vehicle: -1, i: -1, j: -1 };
}

/**
 * Improves `best` with single stop u's cheapest place in route v. `skip` returns true for positions to
 * ignore (SISR "blinks", which diversify the greedy choice).
 */
export function placeSingle(s: Solution, u: number, v: number, best: Placement, skip: () => boolean): void {
  const m = s.m;
  if (!eligible(m, u, v)) return;
  const base = v * s.stride;
  const len = s.length[v];
  const q = m.startLoad[u];
  const cap = m.capacity[v];
  for (let i = 0; i < len - 1; i++) {
    // Loads up to i grow by q; maxLoad only grows along the route, so no later position can fit either.
    if (s.maxLoad[base + i] + q > cap) return;
    const prev = s.route[base + i];
    const next = s.route[base + i + 1];
    const cost = distance(m, prev, u) + distance(m, u, next) - distance(m, prev, next);
    if (cost >= best.cost || skip() || !fitsBetween(s, v, i, u)) continue;
    set(best, cost, v, i + 1, -1);
  }
}

/** Whether stop u fits between positions i and i+1 of route v for windows and working hours (O(1) on the cached schedule). */
export function fitsBetween(s: Solution, v: number, i: number, u: number): boolean {
  const m = s.m;
  const base = v * s.stride;
  const prev = s.route[base + i];
  const next = s.route[base + i + 1];
  const at = Math.max(m.open[u], s.earliest[base + i] + m.service[prev] + travel(m, prev, u));
  return at <= m.close[u] && Math.max(m.open[next], at + m.service[u] + travel(m, u, next)) <= s.latest[base + i + 1];
}

/** Improves `best` with pickup p and its delivery's cheapest places in route v (p first, same vehicle). */
export function placePair(s: Solution, p: number, v: number, best: Placement, skip: () => boolean): void {
  const m = s.m;
  const d = m.partner[p];
  if (!eligible(m, p, v) || !eligible(m, d, v)) return;
  const base = v * s.stride;
  const len = s.length[v];
  const q = m.delta[p];
  const cap = m.capacity[v];
  for (let i = 0; i < len - 1; i++) {
    const prev = s.route[base + i];
    const next = s.route[base + i + 1];
    if (s.load[base + i] + q > cap) continue;
    const tp = Math.max(m.open[p], s.earliest[base + i] + m.service[prev] + travel(m, prev, p));
    if (tp > m.close[p]) continue;
    const detour = distance(m, prev, p) - distance(m, prev, next);
    // The delivery straight after the pickup.
    const direct = detour + distance(m, p, d) + distance(m, d, next);
    if (direct < best.cost && !skip()) {
      const td = Math.max(m.open[d], tp + m.service[p] + travel(m, p, d));
      if (td <= m.close[d] && Math.max(m.open[next], td + m.service[d] + travel(m, d, next)) <= s.latest[base + i + 1]) {
        set(best, direct, v, i + 1, i + 2);
      }
    }
    placeDeliveryAfter(s, p, v, i, tp, detour + distance(m, p, next), best, skip);
  }
}

/** The delivery's places after the nodes i+1 .. len-2, with the pickup already before position i+1 at time tp. */
function placeDeliveryAfter(s: Solution, p: number, v: number, i: number, tp: number, pickupCost: number, best: Placement, skip: () => boolean): void {
  const m = s.m;
  const d = m.partner[p];
  const base = v * s.stride;
  const len = s.length[v];
  const q = m.delta[p];
  const cap = m.capacity[v];
  let time = tp;
  let last = p;
  for (let j = i + 1; j < len - 1; j++) {
    const node = s.route[base + j];
    time = Math.max(m.open[node], time + m.service[last] + travel(m, last, node));
    // Every later delivery place keeps this node between pickup and delivery: a break here ends the scan.
    if (time > m.close[node] || s.load[base + j] + q > cap) return;
    last = node;
    const after = s.route[base + j + 1];
    const cost = pickupCost + distance(m, node, d) + distance(m, d, after) - distance(m, node, after);
    if (cost >= best.cost || skip()) continue;
    const td = Math.max(m.open[d], time + m.service[node] + travel(m, node, d));
    if (td > m.close[d]) continue;
    if (Math.max(m.open[after], td + m.service[d] + travel(m, d, after)) > s.latest[base + j + 1]) continue;
    set(best, cost, v, i + 1, j + 2);
  }
}

/** Records a better placement. */
export function set(best: Placement, cost: number, vehicle: number, i: number, j: number): void {
  best.cost = cost;
  best.vehicle = vehicle;
  best.i = i;
  best.j = j;
}

/** Applies a placement found by placeSingle / placePair and recomputes the route. */
export function apply(s: Solution, u: number, at: Placement): void {
  const m = s.m;
  s.place(at.vehicle, at.i, u);
  if (at.j >= 0) s.place(at.vehicle, at.j, m.partner[u]);
  s.update(at.vehicle);
}
