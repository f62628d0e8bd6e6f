import { polish, scratch } from './local-search.js';
import { buildModel } from './model.js';
import { onPlane, vehicle } from './planning.fixtures.js';
import type { PlanningProblem, PlanningStop } from './problem.js';
import { Solution } from './solution.js';

const single = (location: number, more: Partial<PlanningStop> = {}): Omit<PlanningStop, 'id'> => ({ location, service: 0, demand: 1, kind: 'single', ...more });

/** Vehicle 0 visiting `order` (stop indices) as given, then polished. */
function polished(p: PlanningProblem, order: number[]): { before: number; after: number; route: number[]; changed: boolean } {
  const s = new Solution(buildModel(p));
  order.forEach((u, k) => s.place(0, k + 1, u));
  expect(s.update(0)).toBe(true);
  const before = s.total();
  const changed = polish(s, scratch(s.m));
  return { before, after: s.total(), route: s.stops(0), changed };
}

describe('polishing a route with 2-opt and or-opt', () => {
  it('uncrosses a route', () => {
    const p = onPlane([[0, 0], [0, 10], [10, 10], [10, 0]], [single(1), single(2), single(3)], [vehicle()]);
    const result = polished(p, [0, 2, 1]);
    expect(result.before).toBeCloseTo(20 + 2 * Math.hypot(10, 10), 9);
    expect(result.after).toBeCloseTo(40, 9);
    expect([[0, 1, 2], [2, 1, 0]]).toContainEqual(result.route);
  });

  it('leaves a crossing that the time windows need', () => {
    const stops = [single(1, { window: [0, 10] }), single(2), single(3, { window: [0, 25] })];
    const result = polished(onPlane([[0, 0], [0, 10], [10, 10], [10, 0]], stops, [vehicle()]), [0, 2, 1]);
    expect(result.changed).toBe(false);
    expect(result.route).toEqual([0, 2, 1]);
  });

  it('moves a stop to where it is on the way', () => {
    const p = onPlane([[0, 0], [10, 0], [20, 0], [30, 0], [40, 0]], [single(1), single(2), single(3), single(4)], [vehicle({ end: null })]);
    const result = polished(p, [1, 0, 2, 3]);
    expect(result.route).toEqual([0, 1, 2, 3]);
    expect(result.after).toBeCloseTo(40, 9);
  });

  it('keeps a delivery after its pickup and locked stops in sequence, however much shorter the other way', () => {
    const points: [number, number][] = [[0, 0], [20, 0], [10, 0], [30, 0], [25, 0]];
    const stops: Omit<PlanningStop, 'id'>[] = [
      { location: 1, service: 0, demand: 5, kind: 'pickup', partner: 1 },
      { location: 2, service: 0, demand: 5, kind: 'delivery', partner: 0 },
      single(3, { fixed: { vehicle: 0, sequence: 1 } }),
      single(4, { fixed: { vehicle: 0, sequence: 2 } }),
    ];
    // Delivering at 10 first and taking the locked stops as 25, 30 would be 30 long; keeping the rules, 50 is best.
    const result = polished(onPlane(points, stops, [vehicle({ end: null })]), [0, 1, 2, 3]);
    expect(result.before).toBeCloseTo(55, 9);
    expect(result.after).toBeCloseTo(50, 9);
    const at = (u: number) => result.route.indexOf(u);
    expect(at(0)).toBeLessThan(at(1));
    expect(at(2)).toBeLessThan(at(3));
  });

  it("keeps a consignment's deliveries after its collection (a group)", () => {
    const group = (location: number, kind: 'pickup' | 'delivery', demand: number) => ({ location, service: 0, demand, kind, group: 'c1' });
    const p = onPlane([[0, 0], [20, 0], [10, 0], [30, 0]], [group(1, 'pickup', 2), group(2, 'delivery', 1), group(3, 'delivery', 1)], [vehicle({ end: null })]);
    // Delivering at 10 on the way out would be 30 long instead of 50.
    const result = polished(p, [0, 1, 2]);
    expect(result.changed).toBe(false);
    expect(result.after).toBeCloseTo(50, 9);
  });
});
