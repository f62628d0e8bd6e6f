/**
 * Issue 23 item 1 / DESIGN "Interfaces": a VROOM-compatible optimiser (vroom-express JSON over HTTP,
 * OPTIMISER_URL) behind the Planner interface. The problem goes as VROOM input with explicit matrices:
 * singles are jobs, collection-delivery pairs are shipments, vehicle type eligibility (behaviour.md "Manifests / Saving a manifest") is
 * skills, windows and working hours are time windows; an extra location at zero distance from every
 * other is each vehicle's start and end, so runs are open as in the built-in planner. What VROOM cannot
 * express (groups of more than one pair, stops locked on a vehicle), and any failure of the service,
 * goes to the built-in planner, so planning works whatever the service does.
 */
import type { PlanningProblem, PlanningResult, PlanningStop } from '../../domain/planning/problem.js';
import type { Planner, PlanOptions, ProgressListener } from './planner.js';

interface VroomStep {
  type: string;
  id?: number;
}
interface VroomAnswer {
  code?: number;
  routes?: { vehicle: number; steps: VroomStep[] }[];
  unassigned?: { id: number; type?: string }[];
}

/** Whether VROOM can take the problem as it is. */
export function vroomCanSolve(p: PlanningProblem): boolean {
  return p.stops.every((s) => !s.fixed && s.group === undefined);
}

const int = (x: number) => Math.round(x);

/** The VROOM input for a problem; stop i is job or pickup/delivery id i + 1, vehicle v is id v + 1. */
export function vroomRequest(p: PlanningProblem): Record<string, unknown> {
  const n = p.locations;
  const free = n; // the extra location: zero distance from and to everything
  const grid = (cells: ArrayLike<number>) => Array.from({ length: n + 1 }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === free || j === free ? 0 : int(cells[i * n + j]))));
  const orders = [...new Set(p.stops.map((s) => s.minVehicleOrder ?? 0))].sort((a, b) => a - b);
  const skills = (s: PlanningStop) => [orders.indexOf(s.minVehicleOrder ?? 0) + 1];
  const step = (s: PlanningStop, i: number) => ({ id: i + 1, location_index: s.location, service: int(s.service), ...(s.window ? { time_windows: [[int(s.window[0]), int(s.window[1])]] } : {}) });
  const jobs = p.stops.flatMap((s, i) => (s.kind === 'single' ? [{ ...step(s, i), delivery: [int(s.demand)], skills: skills(s) }] : []));
  const shipments = p.stops.flatMap((s, i) => (s.kind === 'pickup' ? [{ pickup: step(s, i), delivery: step(p.stops[s.partner!], s.partner!), amount: [int(s.demand)], skills: skills(s) }] : []));
  const vehicles = p.vehicles.map((v, k) => ({
    id: k + 1,
    start_index: v.start ?? free,
    end_index: v.end ?? free,
    capacity: [Math.min(int(v.capacity), 2 ** 31 - 1)],
    time_window: [int(v.shift[0]), int(v.shift[1])],
    skills: orders.flatMap((o, i) => (o <= v.typeOrder ? [i + 1] : [])),
  }));
  const distances = grid(p.distance);
  return { vehicles, jobs, shipments, matrices: { car: { durations: grid(p.duration), distances, costs: distances } } };
}

/** The plan in VROOM's answer, with the problem's stop indices; false when the answer is not a plan. */
export function fromVroom(p: PlanningProblem, answer: VroomAnswer): Omit<PlanningResult, 'ms'> | null {
  if (answer.code !== 0 || !Array.isArray(answer.routes)) return null;
  const routes: number[][] = p.vehicles.map(() => []);
  for (const r of answer.routes) {
    const stops = r.steps.filter((s) => s.type === 'job' || s.type === 'pickup' || s.type === 'delivery').map((s) => s.id! - 1);
    if (!routes[r.vehicle - 1] || stops.some((i) => !p.stops[i])) return null;
    routes[r.vehicle - 1] = stops;
  }
  const placed = new Set(routes.flat());
  const unassigned = p.stops.flatMap((_, i) => (placed.has(i) ? [] : [{ stop: i, reason: 'NO_ROOM' as const }]));
  const cost = routes.reduce((sum, route) => sum + route.slice(1).reduce((s, to, k) => s + p.distance[p.stops[route[k]].location * p.locations + p.stops[to].location], 0), 0);
  return { routes, unassigned, cost, iterations: 0 };
}

/** A planner that asks the VROOM-compatible service at `url`, and `fallback` when it cannot or fails. */
export function vroomPlanner(url: string, fallback: Planner): Planner {
  return {
    async plan(problem: PlanningProblem, options: PlanOptions, onProgress?: ProgressListener): Promise<PlanningResult> {
      if (!vroomCanSolve(problem) || problem.stops.length === 0) return fallback.plan(problem, options, onProgress);
      const started = performance.now();
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(vroomRequest(problem)),
          // The service gets the run's budget and a little more to answer; a late answer is not waited for.
          signal: AbortSignal.timeout(options.budgetMs + 5000),
        });
        const plan = res.ok ? fromVroom(problem, (await res.json()) as VroomAnswer) : null;
        if (plan) return { ...plan, ms: performance.now() - started };
      } catch {
        // unreachable, timed out or not JSON: the built-in planner answers instead
      }
      return fallback.plan(problem, options, onProgress);
    },
  };
}
