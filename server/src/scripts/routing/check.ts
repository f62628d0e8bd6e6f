/**
 * Issue 23 item 7: an independent feasibility checker for benchmark solutions. It reads only the
 * instance and the routes as task ids (what the CLI prints) and re-derives everything from the rules in
 * bench/routing/README.md; it shares no code with the planner, so a planner bug cannot hide itself.
 */
import { euclidean, type Instance } from './instance.js';

/** Floating-point slack for window comparisons (the times are sums of square roots). */
const EPSILON = 1e-6;

export interface CheckResult {
  feasible: boolean;
  /** Recomputed total distance. */
  cost: number;
  /** Every broken rule, in words. */
  problems: string[];
}

/** Checks every task once, windows, depot hours, capacity, precedence (Li & Lim) and fleet size. */
export function checkSolution(instance: Instance, routes: number[][]): CheckResult {
  const problems: string[] = [];
  const { tasks } = instance;
  const seen = new Map<number, number>();
  routes.forEach((route, r) => route.forEach((id) => {
    if (!Number.isInteger(id) || id < 1 || id >= tasks.length) problems.push(`route ${r}: unknown task ${id}`);
    else if (seen.has(id)) problems.push(`task ${id} visited twice`);
    else seen.set(id, r);
  }));
  for (const task of tasks.slice(1)) if (!seen.has(task.id)) problems.push(`task ${task.id} not visited`);
  const used = routes.filter((r) => r.length > 0);
  if (used.length > instance.vehicles) problems.push(`${used.length} routes for ${instance.vehicles} vehicles`);
  let cost = 0;
  used.forEach((route, r) => {
    cost += checkRoute(instance, route.filter((id) => tasks[id]), `route ${r}`, problems);
  });
  return { feasible: problems.length === 0, cost, problems };
}

/** Walks one route from the depot and back; returns its length and adds what it breaks to `problems`. */
function checkRoute(instance: Instance, ids: number[], label: string, problems: string[]): number {
  const { tasks } = instance;
  const depot = tasks[0];
  let at = depot;
  let clock = depot.ready;
  let length = 0;
  // Solomon: everything is loaded at the depot. Li & Lim: pickups add, deliveries remove.
  let load = instance.format === 'solomon' ? ids.reduce((sum, id) => sum + tasks[id].demand, 0) : 0;
  if (load > instance.capacity + EPSILON) problems.push(`${label}: leaves the depot with ${load} > ${instance.capacity}`);
  const position = new Map(ids.map((id, k) => [id, k]));
  ids.forEach((id, k) => {
    const task = tasks[id];
    const leg = euclidean(at, task);
    length += leg;
    clock = Math.max(clock + leg, task.ready);
    if (clock > task.due + EPSILON) problems.push(`${label}: task ${id} served at ${clock.toFixed(3)} after its due time ${task.due}`);
    clock += task.service;
    load += instance.format === 'solomon' ? -task.demand : task.demand;
    if (load > instance.capacity + EPSILON || load < -EPSILON) problems.push(`${label}: load ${load} after task ${id}`);
    if (instance.format === 'li_lim' && task.pickup > 0) {
      const pickupAt = position.get(task.pickup);
      if (pickupAt === undefined || pickupAt > k) problems.push(`${label}: delivery ${id} without its pickup ${task.pickup} before it on the same route`);
    }
    at = task;
  });
  const home = euclidean(at, depot);
  length += home;
  if (clock + home > depot.due + EPSILON) problems.push(`${label}: back at the depot at ${(clock + home).toFixed(3)} after ${depot.due}`);
  return length;
}
