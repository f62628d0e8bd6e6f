/**
 * Inserting a consignment with several collections or deliveries (a group): its stops go into one route
 * one by one, collections first, then deliveries after the last collection; the first collection is
 * tried at every place, the others go to their cheapest place that keeps the windows; the capacity is
 * checked once all of them are in.
 */
import { distance, eligible, PICKUP } from './model.js';
import { fitsBetween, set, type Placement } from './insertion.js';
import type { Solution } from './solution.js';

/**
 * Puts the whole request of stop u into route v and returns the distance added, or returns Infinity and
 * leaves the route as it was. Every place of the first collection is tried; the other stops then go in
 * greedily. `spot` is scratch space.
 */
export function insertGroup(s: Solution, u: number, v: number, spot: Placement): number {
  const m = s.m;
  const r = m.request[u];
  for (let k = m.requestStart[r]; k < m.requestStart[r + 1]; k++) if (!eligible(m, m.requestMembers[k], v)) return Infinity;
  let best = Infinity;
  let bestFirst = -1;
  const places = s.length[v] - 1;
  for (let first = 0; first < places; first++) {
    const cost = insertFrom(s, u, v, first, spot);
    if (cost === Infinity) continue;
    s.takeOutRequest(u);
    s.update(v);
    if (cost < best - 1e-9) {
      best = cost;
      bestFirst = first;
    }
  }
  return bestFirst < 0 ? Infinity : insertFrom(s, u, v, bestFirst, spot);
}

/** The group's first collection after position `first` of route v, then the rest greedily; Infinity (route unchanged) when it does not fit. */
function insertFrom(s: Solution, u: number, v: number, first: number, spot: Placement): number {
  const m = s.m;
  const r = m.request[u];
  const start = m.requestStart[r];
  const end = m.requestStart[r + 1];
  let added = 0;
  let after = 0;
  let feasible = true;
  for (let k = start; k < end && feasible; k++) {
    const w = m.requestMembers[k];
    if (m.kind[w] !== PICKUP && after === 0) after = lastPickup(s, start, k);
    spot.cost = Infinity;
    spot.vehicle = -1;
    placeMember(s, w, v, k === start ? first : after, k === start ? first + 1 : s.length[v] - 1, spot);
    if (spot.vehicle < 0) {
      feasible = false;
      break;
    }
    s.place(v, spot.i, w);
    // Loads are only right once the deliveries are in: the last update's verdict is the one that counts.
    feasible = s.update(v) || k < end - 1;
    added += spot.cost;
  }
  if (feasible) return added;
  s.takeOutRequest(u);
  s.update(v);
  return Infinity;
}

/** The position of the group's last collection in its route. */
function lastPickup(s: Solution, start: number, end: number): number {
  let last = 0;
  for (let k = start; k < end; k++) last = Math.max(last, s.posOf[s.m.requestMembers[k]]);
  return last;
}

/** The cheapest feasible place for member w of a group after one of the positions from..to-1 of route v. */
function placeMember(s: Solution, w: number, v: number, from: number, to: number, best: Placement): void {
  const m = s.m;
  const base = v * s.stride;
  for (let i = from; i < to; i++) {
    const prev = s.route[base + i];
    const next = s.route[base + i + 1];
    const cost = distance(m, prev, w) + distance(m, w, next) - distance(m, prev, next);
    if (cost < best.cost && fitsBetween(s, v, i, w)) set(best, cost, v, i + 1, -1);
  }
}
