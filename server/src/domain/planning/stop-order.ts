/**
 * Issue 23 items 2 and 3: the shortest order of a consignment's stops (behaviour.md "Manifests / Stop progress" OptimiseStops) or of a
 * manifest's. They have few stops, so the order is exact (dynamic programming over subsets):
 * - goods are collected before they are delivered: a delivery stays after every collection of its
 *   consignment typed before it;
 * - a fixed stop (timed, locked or completed, as the caller decides) stays in its place;
 * - the route is open: it starts at the first stop and ends at the last (the miles a consignment or
 *   manifest is priced on).
 */

/** One stop as the ordering sees it. */
export interface OrderStop {
  kind: 'Collection' | 'Delivery' | 'Other';
  /** Timed, locked or completed: keeps its position. */
  fixed: boolean;
  /** The consignment (on a manifest): precedence holds within one consignment only. Default: all one. */
  group?: number;
  /** Order within the consignment (ConsignmentOrder); default: the position in the list. */
  rank?: number;
}

/** Above this many stops the order is not searched exactly (2^n states): 14 stops take a few milliseconds. */
export const MAX_OPTIMISED_STOPS = 14;

/** Indices of `stops` in the shortest order keeping the rules, or null when there is nothing to gain or too many stops. */
export function shortestStopOrder(stops: readonly OrderStop[], distance: ArrayLike<number>): number[] | null {
  const n = stops.length;
  if (n < 3 || n > MAX_OPTIMISED_STOPS) return null;
  const before = predecessors(stops);
  const fixedAt = new Int32Array(n).fill(-1);
  stops.forEach((s, i) => {
    if (s.fixed) fixedAt[i] = i;
  });
  const full = (1 << n) - 1;
  const best = new Float64Array((full + 1) * n).fill(Infinity);
  const from = new Int8Array((full + 1) * n).fill(-1);
  for (let j = 0; j < n; j++) if (allowed(j, 0, 0, stops, before, fixedAt)) best[(1 << j) * n + j] = 0;
  for (let mask = 1; mask <= full; mask++) {
    const position = popcount(mask);
    for (let last = 0; last < n; last++) {
      const here = best[mask * n + last];
      if (here === Infinity) continue;
      for (let j = 0; j < n; j++) {
        if (mask & (1 << j) || !allowed(j, mask, position, stops, before, fixedAt)) continue;
        const next = (mask | (1 << j)) * n + j;
        const cost = here + distance[last * n + j];
        if (cost < best[next]) {
          best[next] = cost;
          from[next] = last;
        }
      }
    }
  }
  return walkBack(best, from, full, n);
}

/** For each stop, the stops that must come before it (bit masks): its consignment's earlier collections. */
function predecessors(stops: readonly OrderStop[]): Int32Array {
  const before = new Int32Array(stops.length);
  const rank = (s: OrderStop, i: number) => s.rank ?? i;
  stops.forEach((d, j) => {
    if (d.kind !== 'Delivery') return;
    stops.forEach((c, i) => {
      if (c.kind === 'Collection' && (c.group ?? 0) === (d.group ?? 0) && rank(c, i) < rank(d, j)) before[j] |= 1 << i;
    });
  });
  return before;
}

/** Whether stop j may go at `position` after the stops in `mask`. */
function allowed(j: number, mask: number, position: number, stops: readonly OrderStop[], before: Int32Array, fixedAt: Int32Array): boolean {
  if ((before[j] & mask) !== before[j]) return false;
  if (stops[j].fixed) return position === j;
  return fixedAt[position] < 0;
}

function popcount(x: number): number {
  let count = 0;
  for (let v = x; v; v &= v - 1) count++;
  return count;
}

function walkBack(best: Float64Array, from: Int8Array, full: number, n: number): number[] | null {
  let last = -1;
  for (let j = 0; j < n; j++) if (best[full * n + j] < (last < 0 ? Infinity : best[full * n + last])) last = j;
  if (last < 0) return null;
  const order: number[] = [];
  let mask = full;
  while (last >= 0) {
    order.push(last);
    const previous = from[mask * n + last];
    mask &= ~(1 << last);
    last = previous;
  }
  return order.reverse();
}
