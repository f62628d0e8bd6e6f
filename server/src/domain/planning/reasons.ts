/**
 * Why a stop is out of the plan, tested from the most basic cause: no vehicle of a large enough type,
 * a load larger than any suitable vehicle, a window no suitable vehicle can reach even with nothing else
 * to do, a locked place that breaks a rule; otherwise the vehicles are simply full.
 */
import { insertGroup } from './group-insertion.js';
import { eligible, membersOf, PICKUP, requestLoad, type Model } from './model.js';
import { noPlacement, placePair, placeSingle } from './insertion.js';
import type { UnassignedReason } from './problem.js';
import { Solution } from './solution.js';

/** The reason for every stop left out of `s` (in stop order). */
export function unassignedReasons(s: Solution, blocked: Uint8Array): { stop: number; reason: UnassignedReason }[] {
  const m = s.m;
  const out: { stop: number; reason: UnassignedReason }[] = [];
  let empty: Solution | undefined;
  for (let u = 0; u < m.n; u++) {
    if (s.routeOf[u] >= 0) continue;
    if (blocked[u]) {
      out.push({ stop: u, reason: 'FIXED_PLACE_INFEASIBLE' });
      continue;
    }
    empty ??= new Solution(m);
    out.push({ stop: u, reason: reasonFor(m, empty, u) });
  }
  return out;
}

function reasonFor(m: Model, empty: Solution, u: number): UnassignedReason {
  const head = m.head[u];
  const members = Array.from(membersOf(m, head));
  const vehicles = Array.from({ length: m.vehicles }, (_, v) => v).filter((v) => members.every((w) => eligible(m, w, v)));
  if (!vehicles.length) return 'NO_ELIGIBLE_VEHICLE';
  const carriers = vehicles.filter((v) => m.capacity[v] >= requestLoad(m, head));
  if (!carriers.length) return 'OVER_CAPACITY';
  return carriers.some((v) => fitsAlone(empty, head, v)) ? 'NO_ROOM' : 'TIME_WINDOW';
}

/** Whether the request fits vehicle v with nothing else to do (`empty` is left empty). */
function fitsAlone(empty: Solution, head: number, v: number): boolean {
  const m = empty.m;
  const best = noPlacement();
  const never = () => false;
  if (m.request[head] >= 0 && m.partner[head] < 0) {
    if (insertGroup(empty, head, v, best) === Infinity) return false;
    empty.takeOutRequest(head);
    empty.update(v);
    return true;
  }
  if (m.kind[head] === PICKUP) placePair(empty, head, v, best, never);
  else placeSingle(empty, head, v, best, never);
  return best.vehicle >= 0;
}
