/**
 * Issue 23 item 6: reads the public routing benchmarks (formats in bench/routing/README.md): Solomon's
 * VRPTW instances and Li & Lim's PDPTW instances. Row 0 is the depot; tasks keep the instance's ids.
 */
import type { PlanningProblem, PlanningStop } from '../../domain/planning/problem.js';

/** One task (or the depot, id 0) as the file gives it. */
export interface Task {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
  /** Li & Lim only: a delivery names its pickup, a pickup its delivery (0 = none). */
  pickup: number;
  delivery: number;
}

/** A benchmark instance: the fleet, the depot (tasks[0]) and the tasks. */
export interface Instance {
  name: string;
  format: 'solomon' | 'li_lim';
  vehicles: number;
  capacity: number;
  tasks: Task[];
}

const numbers = (line: string): number[] => line.trim().split(/\s+/).map(Number);

/** Parses either format, told apart by Solomon's `VEHICLE` header. */
export function parseInstance(name: string, text: string): Instance {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (/^\s*VEHICLE/m.test(text)) {
    const header = lines.findIndex((l) => /NUMBER\s+CAPACITY/.test(l));
    const [vehicles, capacity] = numbers(lines[header + 1]);
    const rows = lines.filter((l) => /^\s*\d/.test(l)).slice(1).map(numbers).filter((r) => r.length >= 7);
    const tasks = rows.map(([id, x, y, demand, ready, due, service]) => ({ id, x, y, demand, ready, due, service, pickup: 0, delivery: 0 }));
    return checked({ name, format: 'solomon', vehicles, capacity, tasks });
  }
  const [vehicles, capacity] = numbers(lines[0]);
  const tasks = lines.slice(1).map(numbers).map(([id, x, y, demand, ready, due, service, pickup, delivery]) => ({ id, x, y, demand, ready, due, service, pickup, delivery }));
  return checked({ name, format: 'li_lim', vehicles, capacity, tasks });
}

function checked(instance: Instance): Instance {
  const bad = instance.tasks.some((t, i) => t.id !== i || [t.x, t.y, t.demand, t.ready, t.due, t.service].some((n) => !Number.isFinite(n)));
  if (!instance.tasks.length || bad || !(instance.vehicles > 0) || !(instance.capacity > 0)) throw new Error(`${instance.name} is not a Solomon or Li & Lim instance`);
  return instance;
}

/** Euclidean distance between two tasks (double precision, not rounded: the usual convention). */
export function euclidean(a: Task, b: Task): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The planner's form: Euclidean travel (distance = time), the instance's fleet, capacity and depot hours. */
export function toProblem(instance: Instance): PlanningProblem {
  const { tasks } = instance;
  const size = tasks.length;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) matrix[i * size + j] = euclidean(tasks[i], tasks[j]);
  const stops: PlanningStop[] = tasks.slice(1).map((t) => {
    const base = { id: String(t.id), location: t.id, service: t.service, window: [t.ready, t.due] as const, demand: Math.abs(t.demand) };
    if (instance.format === 'solomon') return { ...base, kind: 'single' };
    return t.pickup === 0 ? { ...base, kind: 'pickup', partner: t.delivery - 1 } : { ...base, kind: 'delivery', partner: t.pickup - 1 };
  });
  const depot = tasks[0];
  const vehicles = Array.from({ length: instance.vehicles }, (_, k) => ({
    id: String(k + 1), start: 0, end: 0, shift: [depot.ready, depot.due] as const, capacity: instance.capacity, typeOrder: 0,
  }));
  return { locations: size, distance: matrix, duration: matrix, stops, vehicles };
}
