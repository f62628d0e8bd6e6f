import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onPlane, vehicle } from '../../domain/planning/planning.fixtures.js';
import type { PlanningProblem } from '../../domain/planning/problem.js';
import { solve } from '../../domain/planning/solve.js';
import { plannerFor, workerPlanner } from './planner.js';
import { vroomPlanner } from './vroom-planner.js';

interface VroomStepIn { id: number; location_index: number; service: number; time_windows?: number[][] }
interface VroomInput {
  vehicles: { id: number; start_index: number; end_index: number; capacity: number[]; time_window: number[]; skills: number[] }[];
  jobs: (VroomStepIn & { delivery: number[]; skills: number[] })[];
  shipments: { pickup: VroomStepIn; delivery: VroomStepIn; amount: number[]; skills: number[] }[];
  matrices: { car: { durations: number[][]; distances: number[][]; costs: number[][] } };
}

/**
 * A VROOM-compatible receiver on 127.0.0.1: it reads vroom-express input and answers in VROOM's format,
 * giving each shipment and job, in input order, to the first vehicle with the skills and the capacity
 * left (what a real VROOM would return for these small problems, less its optimisation).
 */
function answer(input: VroomInput) {
  const left = new Map(input.vehicles.map((v) => [v.id, v.capacity[0]]));
  const steps = new Map(input.vehicles.map((v) => [v.id, [] as { type: string; id: number }[]]));
  const unassigned: { id: number; type: string }[] = [];
  const place = (skills: number[], amount: number, add: { type: string; id: number }[]) => {
    const v = input.vehicles.find((x) => skills.every((s) => x.skills.includes(s)) && left.get(x.id)! >= amount);
    if (!v) return unassigned.push(add[0]);
    left.set(v.id, left.get(v.id)! - amount);
    steps.get(v.id)!.push(...add);
  };
  for (const s of input.shipments) place(s.skills, s.amount[0], [{ type: 'pickup', id: s.pickup.id }, { type: 'delivery', id: s.delivery.id }]);
  for (const j of input.jobs) place(j.skills, j.delivery[0], [{ type: 'job', id: j.id }]);
  const routes = input.vehicles.filter((v) => steps.get(v.id)!.length).map((v) => ({ vehicle: v.id, steps: [{ type: 'start' }, ...steps.get(v.id)!, { type: 'end' }] }));
  return { code: 0, summary: { routes: routes.length, unassigned: unassigned.length }, routes, unassigned };
}

let server: Server;
let url: string;
const received: VroomInput[] = [];
let mode: 'answer' | 'fail' | 'garbage' = 'answer';
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const input = JSON.parse(body) as VroomInput;
      received.push(input);
      if (mode === 'fail') return res.writeHead(500).end('{"code":1,"error":"Internal error"}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(mode === 'garbage' ? { code: 0, routes: [{ vehicle: 99, steps: [] }] } : answer(input)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  mode = 'answer';
});

/** Two pairs and a single a small van may carry, and a single that needs a larger vehicle than any. */
function problem(): PlanningProblem {
  const points: [number, number][] = [[0, 0], [10, 0], [20, 0], [30, 0], [40, 0], [50, 0], [60, 0]];
  return onPlane(points, [
    { location: 1, service: 5, demand: 2, kind: 'pickup', partner: 1, window: [0, 100], minVehicleOrder: 10 },
    { location: 2, service: 5, demand: 0, kind: 'delivery', partner: 0, minVehicleOrder: 10 },
    { location: 3, service: 5, demand: 1, kind: 'pickup', partner: 3, minVehicleOrder: 10 },
    { location: 4, service: 5, demand: 0, kind: 'delivery', partner: 2, minVehicleOrder: 10 },
    { location: 5, service: 5, demand: 1, kind: 'single', minVehicleOrder: 10 },
    { location: 6, service: 5, demand: 1, kind: 'single', minVehicleOrder: 50 },
  ], [vehicle({ start: null, end: null, typeOrder: 20, shift: [0, 900] }), vehicle({ start: null, end: null, typeOrder: 10 })]);
}

const options = { budgetMs: 60_000, maxIterations: 50, seed: 2 };

describe('the VROOM-compatible optimiser adapter (OPTIMISER_URL)', () => {
  it('sends pairs as shipments, singles as jobs, vehicle types as skills, windows and hours as time windows, and an open start and end', async () => {
    await vroomPlanner(url, workerPlanner).plan(problem(), options);
    expect(received).toHaveLength(1);
    const input = received[0];
    expect(input.shipments).toEqual([
      { pickup: { id: 1, location_index: 1, service: 5, time_windows: [[0, 100]] }, delivery: { id: 2, location_index: 2, service: 5 }, amount: [2], skills: [1] },
      { pickup: { id: 3, location_index: 3, service: 5 }, delivery: { id: 4, location_index: 4, service: 5 }, amount: [1], skills: [1] },
    ]);
    expect(input.jobs).toEqual([{ id: 5, location_index: 5, service: 5, delivery: [1], skills: [1] }, { id: 6, location_index: 6, service: 5, delivery: [1], skills: [2] }]);
    // Location 7 is the free start and end: zero from and to everything, so runs are open as in the built-in planner.
    expect(input.vehicles).toEqual([
      { id: 1, start_index: 7, end_index: 7, capacity: [100], time_window: [0, 900], skills: [1] },
      { id: 2, start_index: 7, end_index: 7, capacity: [100], time_window: [0, 1000], skills: [1] },
    ]);
    expect(input.matrices.car.distances[1][3]).toBe(20);
    expect(input.matrices.car.distances[7].every((d) => d === 0)).toBe(true);
    expect(input.matrices.car.costs).toEqual(input.matrices.car.distances);
  });

  it("turns the service's routes back into the problem's stops in visit order, and lists the stops it left out", async () => {
    const plan = await vroomPlanner(url, workerPlanner).plan(problem(), options);
    expect(plan.routes).toEqual([[0, 1, 2, 3, 4], []]);
    expect(plan.unassigned).toEqual([{ stop: 5, reason: 'NO_ROOM' }]);
    expect(plan.cost).toBe(40);
  });

  it('falls back to the built-in planner when the service fails or answers something that is not a plan', async () => {
    const here = solve(problem(), { ...options, clock: () => performance.now() });
    for (const failing of ['fail', 'garbage'] as const) {
      mode = failing;
      const plan = await vroomPlanner(url, workerPlanner).plan(problem(), options);
      expect(received.length).toBeGreaterThan(0);
      expect(plan.routes).toEqual(here.routes);
    }
    const unreachable = await vroomPlanner('http://127.0.0.1:9/', workerPlanner).plan(problem(), options);
    expect(unreachable.routes).toEqual(here.routes);
  });

  it('leaves what VROOM cannot express (a consignment of several collections and deliveries) to the built-in planner, without a call', async () => {
    const grouped = onPlane([[0, 0], [1, 0], [2, 0], [3, 0]], [
      { location: 1, service: 0, demand: 1, kind: 'pickup', group: 'c1' },
      { location: 2, service: 0, demand: 0, kind: 'delivery', group: 'c1' },
      { location: 3, service: 0, demand: 0, kind: 'delivery', group: 'c1' },
    ], [vehicle({ start: null, end: null })]);
    const plan = await vroomPlanner(url, workerPlanner).plan(grouped, options);
    expect(received).toHaveLength(0);
    expect(plan.routes).toEqual([[0, 1, 2]]);
  });

  it('is the planner the config asks for when OPTIMISER_URL is set, and the built-in one otherwise', async () => {
    await plannerFor({ planning: { maxStops: 10, maxRuns: 2, maxSeconds: 2, optimiserUrl: url } }).plan(problem(), options);
    expect(received).toHaveLength(1);
    expect(plannerFor({ planning: { maxStops: 10, maxRuns: 2, maxSeconds: 2, optimiserUrl: undefined } })).toBe(workerPlanner);
  });
});
