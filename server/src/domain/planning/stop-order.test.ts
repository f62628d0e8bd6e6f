import { seededRandom } from './random.js';
import { shortestStopOrder, type OrderStop } from './stop-order.js';

/** Points on a line: distance = |a - b|. */
const line = (xs: number[]) => Float64Array.from(xs.flatMap((a) => xs.map((b) => Math.abs(a - b))));
const stop = (kind: OrderStop['kind'], fixed = false): OrderStop => ({ kind, fixed });
const length = (order: number[], d: ArrayLike<number>, n: number) => order.slice(1).reduce((sum, j, k) => sum + d[order[k] * n + j], 0);

/** Every order that keeps the rules, tried one by one. */
function bruteForce(stops: OrderStop[], d: ArrayLike<number>): number {
  const n = stops.length;
  let best = Infinity;
  const visit = (order: number[], used: Set<number>) => {
    if (order.length === n) {
      best = Math.min(best, length(order, d, n));
      return;
    }
    for (let j = 0; j < n; j++) {
      if (used.has(j)) continue;
      const k = order.length;
      if (stops[j].fixed ? k !== j : stops[k]?.fixed) continue;
      const pending = stops.some((s, i) => i < j && s.kind === 'Collection' && stops[j].kind === 'Delivery' && !used.has(i));
      if (pending) continue;
      visit([...order, j], new Set([...used, j]));
    }
  };
  visit([], new Set());
  return best;
}

describe("a consignment's shortest stop order", () => {
  it('visits the deliveries along the way rather than as typed', () => {
    const d = line([0, 30, 10, 20]);
    expect(shortestStopOrder([stop('Collection', true), stop('Delivery'), stop('Delivery'), stop('Delivery')], d)).toEqual([0, 2, 3, 1]);
  });

  it('never delivers before a collection typed before the delivery, even when that is shorter', () => {
    const d = line([10, 0, 20]);
    // Delivering at 0 first, then collecting at 10 and delivering at 20, would be 20 long.
    const order = shortestStopOrder([stop('Collection'), stop('Delivery'), stop('Delivery')], d)!;
    expect(order[0]).toBe(0);
    expect(length(order, d, 3)).toBe(30);
  });

  it('keeps a timed first collection first and other timed stops in place', () => {
    const d = line([50, 0, 10, 20, 30]);
    const stops = [stop('Collection', true), stop('Delivery'), stop('Delivery', true), stop('Delivery'), stop('Delivery')];
    const order = shortestStopOrder(stops, d)!;
    expect(order[0]).toBe(0);
    expect(order[2]).toBe(2);
    expect(length(order, d, 5)).toBe(bruteForce(stops, d));
  });

  it('lets an untimed first collection move', () => {
    const d = line([30, 0, 10, 20]);
    expect(shortestStopOrder([stop('Collection'), stop('Collection'), stop('Delivery'), stop('Delivery')], d)).toEqual([1, 0, 3, 2]);
  });

  it('matches trying every order on random consignments', () => {
    const random = seededRandom(5);
    for (let t = 0; t < 40; t++) {
      const n = 3 + Math.floor(random() * 5);
      const points = Array.from({ length: n }, () => [random() * 100, random() * 100]);
      const d = Float64Array.from(points.flatMap((a) => points.map((b) => Math.hypot(a[0] - b[0], a[1] - b[1]))));
      const stops = points.map((_, i) => stop(i === 0 || random() < 0.2 ? 'Collection' : 'Delivery', random() < 0.15));
      const order = shortestStopOrder(stops, d);
      const optimum = bruteForce(stops, d);
      expect(order).not.toBeNull();
      expect(length(order!, d, n)).toBeCloseTo(optimum, 9);
    }
  });

  it("on a manifest, holds each consignment's collections before its own deliveries only", () => {
    const stops: OrderStop[] = [
      { kind: 'Collection', fixed: true, group: 1, rank: 10 },
      { kind: 'Delivery', fixed: false, group: 1, rank: 20 },
      { kind: 'Collection', fixed: false, group: 2, rank: 10 },
      { kind: 'Delivery', fixed: false, group: 2, rank: 20 },
    ];
    // Consignment 2 collects at 20 and delivers at 10: 0 -> 10 -> 20 -> 40 would deliver it before collecting it.
    expect(shortestStopOrder(stops, line([0, 40, 20, 10]))).toEqual([0, 2, 3, 1]);
    // Consignment 1 may deliver before consignment 2 collects; within one consignment it may not.
    expect(shortestStopOrder(stops, line([0, 10, 20, 30]))).toEqual([0, 1, 2, 3]);
    const oneConsignment = shortestStopOrder(stops.map((s) => ({ ...s, group: 1 })), line([0, 10, 20, 30]))!;
    expect(oneConsignment.indexOf(2)).toBeLessThan(oneConsignment.indexOf(1));
  });

  it('leaves two stops, or more stops than it can order exactly, as typed', () => {
    expect(shortestStopOrder([stop('Collection'), stop('Delivery')], line([0, 1]))).toBeNull();
    expect(shortestStopOrder(Array.from({ length: 15 }, () => stop('Delivery')), line(Array.from({ length: 15 }, (_, i) => i)))).toBeNull();
  });
});
