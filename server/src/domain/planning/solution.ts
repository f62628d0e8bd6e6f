/**
 * A set of routes with, per position, the earliest start of service, the latest start that keeps the rest
 * of the route feasible (forward slack), the load on board after the stop and the largest load so far.
 * With these an insertion is checked in O(1) per position (pairs: O(1) per (pickup, delivery) position
 * pair while scanning), and only the changed route is recomputed.
 */
import { distance, travel, type Model } from './model.js';

export class Solution {
  readonly m: Model;
  readonly stride: number;
  readonly route: Int32Array;
  readonly length: Int32Array;
  readonly earliest: Float64Array;
  readonly latest: Float64Array;
  readonly load: Float64Array;
  readonly maxLoad: Float64Array;
  readonly cost: Float64Array;
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  unassigned = 0;

  constructor(m: Model) {
    this.m = m;
    this.stride = m.n + 2;
    const cells = m.vehicles * this.stride;
    this.route = new Int32Array(cells);
    this.length = new Int32Array(m.vehicles);
    this.earliest = new Float64Array(cells);
    this.latest = new Float64Array(cells);
    this.load = new Float64Array(cells);
    this.maxLoad = new Float64Array(cells);
    this.cost = new Float64Array(m.vehicles);
    this.routeOf = new Int32Array(m.n).fill(-1);
    this.posOf = new Int32Array(m.n).fill(-1);
    this.unassigned = m.n;
    for (let v = 0; v < m.vehicles; v++) {
      this.route[v * this.stride] = m.n + 2 * v;
      this.route[v * this.stride + 1] = m.n + 2 * v + 1;
      this.length[v] = 2;
      this.update(v);
    }
  }

  /** Makes this solution equal to `other` (same model); no allocation. */
  copyFrom(other: Solution): void {
    this.route.set(other.route);
    this.length.set(other.length);
    this.earliest.set(other.earliest);
    this.latest.set(other.latest);
    this.load.set(other.load);
    this.maxLoad.set(other.maxLoad);
    this.cost.set(other.cost);
    this.routeOf.set(other.routeOf);
    this.posOf.set(other.posOf);
    this.unassigned = other.unassigned;
  }

  /** Total distance of all routes. */
  total(): number {
    let sum = 0;
    for (let v = 0; v < this.m.vehicles; v++) sum += this.cost[v];
    return sum;
  }

  /** The node at position `pos` of vehicle v's route (0 = its start node). */
  at(v: number, pos: number): number {
    return this.route[v * this.stride + pos];
  }

  /** Puts `node` before position `pos` (1..length-1) of route v, without recomputing. */
  place(v: number, pos: number, node: number): void {
    const base = v * this.stride;
    this.route.copyWithin(base + pos + 1, base + pos, base + this.length[v]);
    this.route[base + pos] = node;
    this.length[v]++;
    this.routeOf[node] = v;
    this.unassigned--;
  }

  /** Takes stop `node` out of its route, without recomputing (positions after it are stale until update). */
  takeOut(node: number): void {
    const v = this.routeOf[node];
    const base = v * this.stride;
    let pos = 1;
    while (this.route[base + pos] !== node) pos++;
    this.route.copyWithin(base + pos, base + pos + 1, base + this.length[v]);
    this.length[v]--;
    this.routeOf[node] = -1;
    this.posOf[node] = -1;
    this.unassigned++;
  }

  /** Takes stop u and the rest of its request (pair or group) out of their route, without recomputing. */
  takeOutRequest(u: number): void {
    const m = this.m;
    const r = m.request[u];
    if (r < 0) {
      if (this.routeOf[u] >= 0) this.takeOut(u);
      return;
    }
    for (let k = m.requestStart[r]; k < m.requestStart[r + 1]; k++) {
      if (this.routeOf[m.requestMembers[k]] >= 0) this.takeOut(m.requestMembers[k]);
    }
  }

  /** Recomputes route v's schedule, loads, cost and positions; false when it breaks a window or the capacity. */
  update(v: number): boolean {
    const m = this.m;
    const base = v * this.stride;
    const len = this.length[v];
    let onBoard = 0;
    for (let k = 1; k < len - 1; k++) onBoard += m.startLoad[this.route[base + k]];
    let feasible = onBoard <= m.capacity[v];
    let prev = this.route[base];
    let time = m.open[prev];
    let cost = 0;
    this.earliest[base] = time;
    this.load[base] = onBoard;
    this.maxLoad[base] = onBoard;
    for (let k = 1; k < len; k++) {
      const node = this.route[base + k];
      time = Math.max(m.open[node], time + m.service[prev] + travel(m, prev, node));
      if (time > m.close[node]) feasible = false;
      cost += distance(m, prev, node);
      onBoard += m.delta[node];
      if (onBoard > m.capacity[v]) feasible = false;
      this.earliest[base + k] = time;
      this.load[base + k] = onBoard;
      this.maxLoad[base + k] = Math.max(this.maxLoad[base + k - 1], onBoard);
      if (node < m.n) this.posOf[node] = k;
      prev = node;
    }
    let late = m.close[this.route[base + len - 1]];
    this.latest[base + len - 1] = late;
    for (let k = len - 2; k >= 0; k--) {
      const node = this.route[base + k];
      late = Math.min(m.close[node], late - travel(m, node, this.route[base + k + 1]) - m.service[node]);
      this.latest[base + k] = late;
    }
    this.cost[v] = cost;
    return feasible;
  }

  /** Vehicle v's stops in visit order (start and end nodes left out). */
  stops(v: number): number[] {
    const out: number[] = [];
    for (let k = 1; k < this.length[v] - 1; k++) out.push(this.at(v, k));
    return out;
  }
}
