import { bruteForce, evaluate, onPlane, randomProblem, vehicle } from './planning.fixtures.js';
import type { PlanningProblem, PlanningStop, PlanProgress } from './problem.js';
import { solve } from './solve.js';

const clock = () => performance.now();
const search = { budgetMs: 10_000, maxIterations: 5000, seed: 1, clock };
/** The exhaustive searches take seconds each, more on a loaded machine. */
const EXHAUSTIVE_TIMEOUT = 120_000;
const single = (location: number, more: Partial<PlanningStop> = {}): Omit<PlanningStop, 'id'> => ({ location, service: 0, demand: 1, kind: 'single', ...more });

/** Solves and checks the answer with the fixtures' own evaluator: it keeps every rule and is optimal. */
function expectOptimal(p: PlanningProblem) {
  const optimum = bruteForce(p);
  expect(optimum).toBeLessThan(Infinity);
  const result = solve(p, search);
  expect(result.unassigned).toEqual([]);
  expect(evaluate(p, result.routes)).toBeCloseTo(optimum, 6);
  expect(result.cost).toBeCloseTo(optimum, 6);
  return result;
}

/** The same problem with one rule taken away is shorter: breaking the rule would be tempting. */
function expectTempting(withRule: PlanningProblem, withoutRule: PlanningProblem) {
  expect(bruteForce(withoutRule)).toBeLessThan(bruteForce(withRule) - 1e-6);
}

describe('the route planner finds the exact optimum of small problems', () => {
  it.each([1, 2, 3])('9 stops with time windows on one vehicle (instance %i, every order tried)', (seed) => {
    expectOptimal(randomProblem(seed, 9, [vehicle({ shift: [0, 3000], capacity: 1000 })]));
  }, EXHAUSTIVE_TIMEOUT);

  it.each([4, 5, 6])('8 stops over two vehicles of different capacity and hours (instance %i)', (seed) => {
    expectOptimal(randomProblem(seed, 8, [vehicle({ capacity: 70 }), vehicle({ capacity: 100, shift: [100, 2000] })]));
  }, EXHAUSTIVE_TIMEOUT);

  it.each([8, 13, 15])('4 collection-and-delivery pairs over two vehicles (instance %i)', (seed) => {
    expectOptimal(randomProblem(seed, 8, [vehicle({ capacity: 40 }), vehicle({ capacity: 40 })], true));
  }, EXHAUSTIVE_TIMEOUT);

  it.each([30, 32, 34, 38])('2 consignments of one collection and two deliveries over two vehicles (instance %i)', (seed) => {
    expectOptimal(randomProblem(seed, 6, [vehicle({ capacity: 60 }), vehicle({ capacity: 60 })], 'groups'));
  }, EXHAUSTIVE_TIMEOUT);
});

describe('the route planner keeps every rule even when breaking it would be shorter', () => {
  const triangle: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10]];

  it('serves each stop inside its time window', () => {
    const windows = [[0, 15], [35, 50], [20, 30]] as const;
    const p = onPlane(triangle, windows.map((window, i) => single(i + 1, { window })), [vehicle()]);
    expectTempting(p, onPlane(triangle, windows.map((_, i) => single(i + 1)), [vehicle()]));
    expect(expectOptimal(p).routes[0]).toEqual([0, 2, 1]);
  });

  it('never loads a vehicle beyond its capacity', () => {
    const points: [number, number][] = [[0, 0], [10, 0], [10, 1]];
    const make = (capacity: number) => onPlane(points, [single(1, { demand: 60 }), single(2, { demand: 60 })], [vehicle({ capacity }), vehicle({ capacity })]);
    expectTempting(make(100), make(200));
    expect(expectOptimal(make(100)).routes.every((r) => r.length === 1)).toBe(true);
  });

  it('counts service time before the next stop', () => {
    const points: [number, number][] = [[0, 0], [10, 0], [11, 0]];
    const make = (service: number) => onPlane(points, [single(1, { service, window: [0, 15] }), single(2, { service, window: [0, 15] })], [vehicle(), vehicle()]);
    expectTempting(make(50), make(0));
    expect(expectOptimal(make(50)).routes.every((r) => r.length === 1)).toBe(true);
  });

  it("starts and ends each vehicle's run where that vehicle starts and ends", () => {
    const points: [number, number][] = [[0, 0], [60, 0], [70, 0], [50, 0]];
    const p = onPlane(points, [single(1), single(2)], [vehicle(), vehicle({ start: 3, end: null })]);
    const result = expectOptimal(p);
    expect(result.routes).toEqual([[], [0, 1]]);
    expect(result.cost).toBeCloseTo(20, 6);
  });

  it("keeps within each vehicle's working hours", () => {
    const points: [number, number][] = [[0, 0], [10, 0], [30, 0]];
    const make = (close: number) => onPlane(points, [single(1)], [vehicle({ shift: [0, close] }), vehicle({ start: 2, end: 2 })]);
    expectTempting(make(15), make(1000));
    expect(expectOptimal(make(15)).routes).toEqual([[], [0]]);
  });

  it("gives a stop only to a vehicle whose type Order is at least its consignment's (behaviour.md 'Manifests / Saving a manifest')", () => {
    const points: [number, number][] = [[0, 0], [10, 0], [30, 0]];
    const make = (order: number) => onPlane(points, [single(1, { minVehicleOrder: order })], [vehicle({ typeOrder: 1 }), vehicle({ start: 2, end: 2, typeOrder: 3 })]);
    expectTempting(make(2), make(1));
    expect(expectOptimal(make(2)).routes).toEqual([[], [0]]);
  });

  it('collects before it delivers', () => {
    const points: [number, number][] = [[0, 0], [20, 0], [10, 0]];
    const pair = [{ location: 1, service: 0, demand: 5, kind: 'pickup', partner: 1 }, { location: 2, service: 0, demand: 5, kind: 'delivery', partner: 0 }] as const;
    const p = onPlane(points, [...pair], [vehicle({ end: null })]);
    expectTempting(p, onPlane(points, [single(1), single(2)], [vehicle({ end: null })]));
    expect(expectOptimal(p).routes).toEqual([[0, 1]]);
  });

  it('collects and delivers a consignment on the same vehicle', () => {
    const points: [number, number][] = [[0, 0], [10, 0], [90, 0], [100, 0]];
    const pair = [{ location: 1, service: 0, demand: 5, kind: 'pickup', partner: 1 }, { location: 2, service: 0, demand: 5, kind: 'delivery', partner: 0 }] as const;
    const vehicles = [vehicle({ end: null }), vehicle({ start: 3, end: null })];
    const p = onPlane(points, [...pair], vehicles);
    expectTempting(p, onPlane(points, [single(1), single(2)], vehicles));
    expect(expectOptimal(p).routes).toEqual([[0, 1], []]);
  });

  it("collects a consignment before every one of its deliveries (a group)", () => {
    const points: [number, number][] = [[0, 0], [20, 0], [10, 0], [30, 0]];
    const group = (location: number, kind: 'pickup' | 'delivery', demand: number) => ({ location, service: 0, demand, kind, group: 'c1' });
    const p = onPlane(points, [group(1, 'pickup', 6), group(2, 'delivery', 2), group(3, 'delivery', 4)], [vehicle({ end: null })]);
    expectTempting(p, onPlane(points, [single(1), single(2), single(3)], [vehicle({ end: null })]));
    expect(expectOptimal(p).routes[0][0]).toBe(0);
  });

  it("keeps a consignment's collection and deliveries on one vehicle", () => {
    const points: [number, number][] = [[0, 0], [10, 0], [20, 0], [90, 0], [100, 0]];
    const group = (location: number, kind: 'pickup' | 'delivery') => ({ location, service: 0, demand: 1, kind, group: 'c1' });
    const vehicles = [vehicle({ end: null }), vehicle({ start: 4, end: null })];
    const p = onPlane(points, [group(1, 'pickup'), group(2, 'delivery'), group(3, 'delivery')], vehicles);
    expectTempting(p, onPlane(points, [single(1), single(2), single(3)], vehicles));
    expect(expectOptimal(p).routes).toEqual([[0, 1, 2], []]);
  });

  it('keeps locked stops on their vehicle, in their sequence, and fits free stops around them', () => {
    const points: [number, number][] = [[0, 0], [10, 0], [20, 0], [15, 0], [0, 100]];
    const locked = (v: number, sequence: number) => ({ fixed: { vehicle: v, sequence } });
    const stops = [single(1, locked(0, 2)), single(2, locked(0, 1)), single(3), single(4, locked(1, 1))];
    const p = onPlane(points, stops, [vehicle({ end: null }), vehicle({ end: null })]);
    expectTempting(p, onPlane(points, stops.map((s) => ({ ...s, fixed: undefined })), [vehicle({ end: null }), vehicle({ end: null })]));
    expect(expectOptimal(p).routes).toEqual([[1, 2, 0], [3]]);
  });
});

describe('stops the planner cannot serve', () => {
  it('are left out with the reason, and the rest is planned', () => {
    const points: [number, number][] = [[0, 0], [10, 0], [50, 0], [12, 0]];
    const stops = [
      single(1, { minVehicleOrder: 5 }),
      single(1, { demand: 500 }),
      single(2, { window: [0, 5] }),
      single(2, { window: [0, 5], fixed: { vehicle: 0, sequence: 1 } }),
      single(1, { demand: 60 }),
      single(3, { demand: 60 }),
    ];
    const result = solve(onPlane(points, stops, [vehicle()]), search);
    expect(result.unassigned.slice(0, 4)).toEqual([
      { stop: 0, reason: 'NO_ELIGIBLE_VEHICLE' },
      { stop: 1, reason: 'OVER_CAPACITY' },
      { stop: 2, reason: 'TIME_WINDOW' },
      { stop: 3, reason: 'FIXED_PLACE_INFEASIBLE' },
    ]);
    expect(result.unassigned.slice(4)).toEqual([{ stop: expect.any(Number), reason: 'NO_ROOM' }]);
    expect(result.routes[0]).toHaveLength(1);
  });

  it('are refused up front when the problem is malformed', () => {
    const bad = onPlane([[0, 0], [1, 0]], [{ location: 1, service: 0, demand: 1, kind: 'pickup' }], [vehicle()]);
    expect(() => solve(bad, search)).toThrow('A pickup needs a delivery that names it back.');
    const lonely = onPlane([[0, 0], [1, 0]], [{ location: 1, service: 0, demand: 1, kind: 'pickup', group: 'c1' }], [vehicle()]);
    expect(() => solve(lonely, search)).toThrow('A group needs at least one pickup and one delivery.');
  });
});

describe('the search', () => {
  it('gives the same plan for the same seed and iteration count', () => {
    const p = randomProblem(11, 60, Array.from({ length: 6 }, () => vehicle({ capacity: 120, shift: [0, 2000] })), true);
    const once = solve(p, { ...search, maxIterations: 300, seed: 7 });
    const again = solve(p, { ...search, maxIterations: 300, seed: 7 });
    expect(again.routes).toEqual(once.routes);
    expect(again.cost).toBe(once.cost);
    expect(once.iterations).toBe(300);
  });

  it('stops at its time budget', () => {
    const p = randomProblem(12, 200, Array.from({ length: 20 }, () => vehicle({ capacity: 150, shift: [0, 3000] })), true);
    // An injected clock that moves one millisecond each time it is read: the budget, not the machine, ends the search.
    let now = 0;
    const ticking = () => now++;
    const result = solve(p, { budgetMs: 300, seed: 1, clock: ticking });
    expect(result.iterations).toBeGreaterThan(0);
    expect(result.iterations).toBeLessThan(300);
    expect(result.ms).toBeGreaterThanOrEqual(300);
    expect(evaluate(p, result.routes)).toBeCloseTo(result.cost, 6);
  });

  it('reports its progress as it searches: a rising share of its budget, below the whole, with the best plan so far (decision 0168)', () => {
    const p = randomProblem(5, 30, [vehicle({ capacity: 150, shift: [0, 3000] }), vehicle({ capacity: 150, shift: [0, 3000] })]);
    let now = 0;
    const reports: PlanProgress[] = [];
    solve(p, { budgetMs: 2000, seed: 1, clock: () => (now += 5), onProgress: (r) => reports.push(r) });
    expect(reports.length).toBeGreaterThan(3);
    const fractions = reports.map((r) => r.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(Math.min(...fractions)).toBeGreaterThan(0);
    expect(Math.max(...fractions)).toBeLessThan(1);
    expect(reports.every((r) => r.iterations > 0 && r.cost > 0 && r.unassigned < p.stops.length)).toBe(true);
  });
});

