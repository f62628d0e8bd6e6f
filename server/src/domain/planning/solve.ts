/**
 * Issue 23 item 1: the route planner. Locked stops go in first, in their sequence; then greedy insertion
 * builds a plan and ruin-and-recreate (string removal, greedy insertion with blinks) improves it under
 * simulated annealing until the time budget or the iteration limit; the first and the final plans are
 * polished with 2-opt and or-opt inside their routes. Plans compare by unassigned stops
 * first, then total distance; the fleet is a hard limit. Seeded: one seed and one iteration count give
 * one plan.
 */
import { insertGroup } from './group-insertion.js';
import { buildModel, DELIVERY, membersOf, PICKUP, requestLoad, type Model } from './model.js';
import { problemErrors, PROGRESS_EVERY_MS, type PlanningProblem, type PlanningResult, type SolveOptions } from './problem.js';
import { seededRandom } from './random.js';
import { apply, noPlacement, placePair, placeSingle, type Placement } from './insertion.js';
import { polish, scratch } from './local-search.js';
import { unassignedReasons } from './reasons.js';
import { ruin, ruinBuffers } from './ruin.js';
import { Solution } from './solution.js';

/** Chance of skipping an insertion position (SISR's blink rate). */
const BLINK = 0.01;
/** Annealing temperatures as fractions of the mean distance from a stop to its nearest neighbours. */
const START_TEMPERATURE = 0.6;
const FINAL_TEMPERATURE = 0.005;

/** Solves the problem; throws when its shape is wrong (problemErrors says why). */
export function solve(problem: PlanningProblem, options: SolveOptions): PlanningResult {
  const errors = problemErrors(problem);
  if (errors.length) throw new Error(`Bad planning problem: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
  const started = options.clock();
  const m = buildModel(problem);
  const random = seededRandom(options.seed ?? 1);
  const blocked = new Uint8Array(m.n);
  const current = new Solution(m);
  placeLocked(current, blocked);
  const search = new Search(m, random, blocked);
  search.recreate(current);
  const polishing = scratch(m);
  polish(current, polishing);
  const best = new Solution(m);
  best.copyFrom(current);
  const candidate = new Solution(m);
  const buffers = ruinBuffers(m);
  const scale = typicalDistance(m);
  const maxIterations = options.maxIterations ?? Infinity;
  let iterations = 0;
  let reported = started;
  while (iterations < maxIterations && m.n > 0) {
    const now = options.clock();
    const progress = Math.max((now - started) / options.budgetMs, iterations / maxIterations);
    if (progress >= 1) break;
    if (options.onProgress && now - reported >= PROGRESS_EVERY_MS) {
      reported = now;
      options.onProgress({ fraction: progress, iterations, unassigned: best.unassigned, cost: best.total() });
    }
    iterations++;
    candidate.copyFrom(current);
    if (!ruin(candidate, buffers, random)) continue;
    search.recreate(candidate);
    const temperature = scale * START_TEMPERATURE * (FINAL_TEMPERATURE / START_TEMPERATURE) ** progress;
    if (better(candidate, current, temperature * -Math.log(random() || 1e-12))) current.copyFrom(candidate);
    if (better(current, best, 0)) best.copyFrom(current);
  }
  // Polishing every new best costs a quarter of the iterations under load for no measurable gain; the final plan is polished once.
  polish(best, polishing);
  return {
    routes: Array.from({ length: m.vehicles }, (_, v) => best.stops(v)),
    unassigned: unassignedReasons(best, blocked),
    cost: best.total(),
    iterations,
    ms: options.clock() - started,
  };
}

/** Fewer unassigned stops wins; then the shorter plan, with `slack` of worsening allowed (annealing). */
function better(a: Solution, b: Solution, slack: number): boolean {
  if (a.unassigned !== b.unassigned) return a.unassigned < b.unassigned;
  return a.total() < b.total() + slack;
}

/** The mean distance from each stop to its nearest other stops: the unit of the annealing temperature. */
function typicalDistance(m: Model): number {
  if (m.n < 2) return 1;
  const near = Math.min(5, m.n - 1);
  let sum = 0;
  for (let u = 0; u < m.n; u++) {
    for (let k = 0; k < near; k++) sum += m.dist[m.loc[u] * m.width + m.loc[m.neighbours[u * (m.n - 1) + k]]];
  }
  return sum / (m.n * near) || 1;
}

/** Appends each vehicle's locked stops in sequence; one that breaks a rule there is blocked (left out). */
function placeLocked(s: Solution, blocked: Uint8Array): void {
  const m = s.m;
  const locked = Array.from({ length: m.n }, (_, u) => u).filter((u) => m.fixedVehicle[u] >= 0);
  locked.sort((a, b) => m.fixedSequence[a] - m.fixedSequence[b] || a - b);
  for (const u of locked) {
    const v = m.fixedVehicle[u];
    const pickupMissing = m.kind[u] === DELIVERY && Array.from(membersOf(m, u)).some((w) => m.kind[w] === PICKUP && s.routeOf[w] !== v);
    if (!pickupMissing && m.typeOrder[v] >= m.minOrder[u]) {
      s.place(v, s.length[v] - 1, u);
      if (s.update(v)) continue;
      s.takeOut(u);
      s.update(v);
    }
    blocked[u] = 1;
  }
  // A consignment stays together: when one of its stops is refused, the others come out too.
  for (let u = 0; u < m.n; u++) {
    if (!blocked[u] || m.request[u] < 0) continue;
    for (const w of membersOf(m, u)) {
      blocked[w] = 1;
      const v = s.routeOf[w];
      if (v < 0) continue;
      s.takeOut(w);
      s.update(v);
    }
  }
}

/** Greedy insertion of every unassigned request, in a randomly chosen SISR order. */
class Search {
  private readonly order: Int32Array;
  private readonly key: Float64Array;
  private readonly tried: Uint8Array;
  private readonly best: Placement = noPlacement();
  private readonly spot: Placement = noPlacement();
  private readonly skip: () => boolean;
  private readonly m: Model;
  private readonly random: () => number;
  private readonly blocked: Uint8Array;

  constructor(m: Model, random: () => number, blocked: Uint8Array) {
    this.m = m;
    this.random = random;
    this.blocked = blocked;
    this.order = new Int32Array(m.n);
    this.key = new Float64Array(m.n);
    this.tried = new Uint8Array(m.vehicles);
    this.skip = () => random() < BLINK;
  }

  /** Inserts every request that is out (and not blocked) at its cheapest place, if any. */
  recreate(s: Solution): void {
    const count = this.sortOut(s);
    for (let k = 0; k < count; k++) this.insert(s, this.order[k]);
  }

  private sortOut(s: Solution): number {
    const m = this.m;
    const rule = this.random();
    let count = 0;
    for (let u = 0; u < m.n; u++) {
      if (s.routeOf[u] >= 0 || this.blocked[u] || m.head[u] !== u) continue;
      this.order[count++] = u;
      this.key[u] = rule < 0.4 ? this.random() : rule < 0.8 ? -this.demand(u) : rule < 0.9 ? -this.far(u) : this.width(u);
    }
    const key = this.key;
    this.order.subarray(0, count).sort((a, b) => key[a] - key[b] || a - b);
    return count;
  }

  private demand(u: number): number {
    return requestLoad(this.m, u);
  }

  /** Distance from the first vehicle's start: far stops first is SISR's "far" order. */
  private far(u: number): number {
    const m = this.m;
    return m.dist[m.loc[m.n] * m.width + m.loc[u]];
  }

  private width(u: number): number {
    return this.m.close[u] - this.m.open[u];
  }

  private insert(s: Solution, u: number): void {
    const m = this.m;
    const best = this.best;
    const group = m.request[u] >= 0 && m.partner[u] < 0;
    best.cost = Infinity;
    best.vehicle = -1;
    this.tried.fill(0);
    for (let v = 0; v < m.vehicles; v++) {
      if (s.length[v] === 2) {
        // An empty vehicle stands for every empty vehicle of its class.
        if (this.tried[m.vehicleClass[v]]) continue;
        this.tried[m.vehicleClass[v]] = 1;
      }
      if (group) this.tryGroup(s, u, v);
      else if (m.kind[u] === PICKUP) placePair(s, u, v, best, this.skip);
      else placeSingle(s, u, v, best, this.skip);
    }
    if (best.vehicle < 0) return;
    if (group) insertGroup(s, u, best.vehicle, this.spot);
    else apply(s, u, best);
  }

  /** A group is tried in each route for real and taken out again; the cheapest route gets it afterwards. */
  private tryGroup(s: Solution, u: number, v: number): void {
    const cost = insertGroup(s, u, v, this.spot);
    if (cost === Infinity) return;
    s.takeOutRequest(u);
    s.update(v);
    if (cost < this.best.cost) {
      this.best.cost = cost;
      this.best.vehicle = v;
    }
  }
}
