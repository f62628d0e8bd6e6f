/**
 * The planner's internal form of a problem: typed arrays indexed by node, so the search loop reads
 * numbers and allocates nothing. Nodes 0..n-1 are the stops; vehicle v has a start node n + 2v and an
 * end node n + 2v + 1. A vehicle without a start or end location uses a dummy location that is zero
 * travel from everywhere.
 */
import type { PlanningProblem, PlanningStop } from './problem.js';

export const SINGLE = 0;
export const PICKUP = 1;
export const DELIVERY = 2;
export const START = 3;
export const END = 4;

export interface Model {
  /** Stops, vehicles, nodes (stops + 2 per vehicle). */
  n: number;
  vehicles: number;
  nodes: number;
  /** Row length of the matrices (locations + the dummy). */
  width: number;
  dist: Float64Array;
  dur: Float64Array;
  loc: Int32Array;
  /** Window (earliest, latest start of service) and service time per node. */
  open: Float64Array;
  close: Float64Array;
  service: Float64Array;
  /** Load change after serving the node; a single stop's load is on board from the start (`startLoad`). */
  delta: Float64Array;
  startLoad: Float64Array;
  kind: Int8Array;
  /** A pair's other stop (-1 for singles and groups). */
  partner: Int32Array;
  /** The request (pair or group) of a stop, -1 for a single; members[start[r] .. start[r+1]) pickups first. */
  request: Int32Array;
  requestStart: Int32Array;
  requestMembers: Int32Array;
  /** The stop that stands for its request when it is inserted: a single itself, else the request's first pickup. */
  head: Int32Array;
  minOrder: Float64Array;
  fixedVehicle: Int32Array;
  fixedSequence: Float64Array;
  capacity: Float64Array;
  typeOrder: Float64Array;
  /** Vehicles with the same class are interchangeable: an empty one stands for all its empty peers. */
  vehicleClass: Int32Array;
  /** For each stop, the other stops by increasing distance (n x (n - 1)). */
  neighbours: Int32Array;
}

/** Copies the matrices with one extra row and column of zeros: the "anywhere" location. */
function widen(src: ArrayLike<number>, size: number): Float64Array {
  const width = size + 1;
  const out = new Float64Array(width * width);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) out[i * width + j] = src[i * size + j];
  return out;
}

/** A stop's load shape: what it is and how much it carries (PlanningStop's load fields). */
export type LoadShape = Pick<PlanningStop, 'kind' | 'demand' | 'partner' | 'group'>;

/**
 * How each stop changes the load on board: a single stop's load is on board from the run's start until the
 * stop; a pickup loads until its delivery (a pair's delivery unloads the pickup's demand, a group's its own).
 */
export function loadChanges(stops: readonly LoadShape[]): { startLoad: number; delta: number }[] {
  return stops.map((s) => {
    if (s.kind === 'single') return { startLoad: s.demand, delta: -s.demand };
    const q = s.kind === 'pickup' || s.group !== undefined ? s.demand : stops[s.partner!].demand;
    return { startLoad: 0, delta: s.kind === 'pickup' ? q : -q };
  });
}

/** The most load units on board at once when one vehicle serves `stops` in this order (partners index this list). */
export function peakLoad(stops: readonly LoadShape[]): number {
  const changes = loadChanges(stops);
  let onBoard = changes.reduce((sum, c) => sum + c.startLoad, 0);
  let peak = onBoard;
  for (const c of changes) {
    onBoard += c.delta;
    peak = Math.max(peak, onBoard);
  }
  return peak;
}

/** Builds the model; the problem must have passed problemErrors. */
export function buildModel(p: PlanningProblem): Model {
  const n = p.stops.length;
  const V = p.vehicles.length;
  const nodes = n + 2 * V;
  const width = p.locations + 1;
  const m: Model = {
    n, vehicles: V, nodes, width,
    dist: widen(p.distance, p.locations), dur: widen(p.duration, p.locations),
    loc: new Int32Array(nodes), open: new Float64Array(nodes), close: new Float64Array(nodes), service: new Float64Array(nodes),
    delta: new Float64Array(nodes), startLoad: new Float64Array(nodes), kind: new Int8Array(nodes), partner: new Int32Array(nodes).fill(-1),
    minOrder: new Float64Array(nodes), fixedVehicle: new Int32Array(nodes).fill(-1), fixedSequence: new Float64Array(nodes),
    request: new Int32Array(0), requestStart: new Int32Array(0), requestMembers: new Int32Array(0), head: new Int32Array(0),
    capacity: new Float64Array(V), typeOrder: new Float64Array(V), vehicleClass: new Int32Array(V), neighbours: new Int32Array(n * Math.max(0, n - 1)),
  };
  p.stops.forEach((s, i) => {
    m.loc[i] = s.location;
    m.open[i] = s.window ? s.window[0] : -Infinity;
    m.close[i] = s.window ? s.window[1] : Infinity;
    m.service[i] = s.service;
    m.kind[i] = s.kind === 'pickup' ? PICKUP : s.kind === 'delivery' ? DELIVERY : SINGLE;
    m.partner[i] = s.kind === 'single' || s.group !== undefined ? -1 : s.partner!;
    m.minOrder[i] = s.minVehicleOrder ?? -Infinity;
    if (s.fixed) {
      m.fixedVehicle[i] = s.fixed.vehicle;
      m.fixedSequence[i] = s.fixed.sequence;
    }
  });
  loadChanges(p.stops).forEach(({ startLoad, delta }, i) => {
    m.startLoad[i] = startLoad;
    m.delta[i] = delta;
  });
  Object.assign(m, requests(p));
  p.vehicles.forEach((v, k) => {
    for (const [node, at, kind] of [[n + 2 * k, v.start, START], [n + 2 * k + 1, v.end, END]] as const) {
      m.loc[node] = at ?? p.locations;
      m.open[node] = v.shift[0];
      m.close[node] = v.shift[1];
      m.kind[node] = kind;
    }
    m.capacity[k] = v.capacity;
    m.typeOrder[k] = v.typeOrder;
    const twin = p.vehicles.findIndex((w) => w.start === v.start && w.end === v.end && w.shift[0] === v.shift[0] && w.shift[1] === v.shift[1] && w.capacity === v.capacity && w.typeOrder === v.typeOrder);
    m.vehicleClass[k] = twin;
  });
  fillNeighbours(m);
  return m;
}

/** Pairs and groups as requests, each listed pickups first. */
function requests(p: PlanningProblem): Pick<Model, 'request' | 'requestStart' | 'requestMembers' | 'head'> {
  const lists: number[][] = [];
  const byGroup = new Map<string, number[]>();
  p.stops.forEach((s, i) => {
    if (s.kind === 'single') return;
    if (s.group === undefined) {
      if (s.kind === 'pickup') lists.push([i, s.partner!]);
      return;
    }
    if (!byGroup.has(s.group)) lists.push(byGroup.set(s.group, []).get(s.group)!);
    byGroup.get(s.group)!.push(i);
  });
  for (const list of lists) list.sort((a, b) => Number(p.stops[a].kind === 'delivery') - Number(p.stops[b].kind === 'delivery') || a - b);
  const request = new Int32Array(p.stops.length).fill(-1);
  const head = Int32Array.from(p.stops, (_, i) => i);
  const requestStart = new Int32Array(lists.length + 1);
  lists.forEach((list, r) => {
    requestStart[r + 1] = requestStart[r] + list.length;
    for (const u of list) {
      request[u] = r;
      head[u] = list[0];
    }
  });
  return { request, head, requestStart, requestMembers: Int32Array.from(lists.flat()) };
}

/** The stops of u's request (u alone for a single). */
export function membersOf(m: Model, u: number): Int32Array {
  const r = m.request[u];
  return r < 0 ? Int32Array.of(u) : m.requestMembers.subarray(m.requestStart[r], m.requestStart[r + 1]);
}

/** The load a request puts on board: a single's, a pair's pickup, or all of a group's pickups. */
export function requestLoad(m: Model, u: number): number {
  const r = m.request[u];
  if (r < 0) return m.startLoad[u];
  let load = 0;
  for (let k = m.requestStart[r]; k < m.requestStart[r + 1]; k++) if (m.kind[m.requestMembers[k]] === PICKUP) load += m.delta[m.requestMembers[k]];
  return load;
}

function fillNeighbours(m: Model): void {
  const others = new Array<number>(m.n - 1);
  for (let i = 0; i < m.n; i++) {
    let k = 0;
    for (let j = 0; j < m.n; j++) if (j !== i) others[k++] = j;
    const row = m.loc[i] * m.width;
    others.sort((x, y) => m.dist[row + m.loc[x]] - m.dist[row + m.loc[y]] || x - y);
    m.neighbours.set(others, i * (m.n - 1));
  }
}

/** Distance between two nodes. */
export function distance(m: Model, from: number, to: number): number {
  return m.dist[m.loc[from] * m.width + m.loc[to]];
}

/** Travel time between two nodes. */
export function travel(m: Model, from: number, to: number): number {
  return m.dur[m.loc[from] * m.width + m.loc[to]];
}

/** Whether vehicle v may carry stop u at all (behaviour.md "Manifests / Saving a manifest" type Order; a locked stop only its own vehicle). */
export function eligible(m: Model, u: number, v: number): boolean {
  return m.typeOrder[v] >= m.minOrder[u] && (m.fixedVehicle[u] < 0 || m.fixedVehicle[u] === v);
}
