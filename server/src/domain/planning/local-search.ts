/**
 * Intra-route local search that polishes each new best plan: 2-opt (reverse a stretch) and or-opt (move a
 * stretch of one to three stops elsewhere in the route), first improvement until none is left. Moves
 * between routes (relocate, exchange, pair moves) are what ruin-and-recreate does. Each candidate order
 * is checked in full: windows, hours, capacity, pickup before delivery, locked stops in sequence.
 */
import { distance, DELIVERY, PICKUP, travel, type Model } from './model.js';
import type { Solution } from './solution.js';

const EPSILON = 1e-9;
const MAX_SEGMENT = 3;

/** Scratch space for one route's candidate orders. */
export interface Scratch {
  order: Int32Array;
  seen: Uint8Array;
}

export function scratch(m: Model): Scratch {
  return { order: new Int32Array(m.n + 2), seen: new Uint8Array(m.nodes) };
}

/** Improves every route of `s` in place; returns whether anything changed. */
export function polish(s: Solution, buf: Scratch): boolean {
  let changed = false;
  for (let v = 0; v < s.m.vehicles; v++) {
    while (s.length[v] > 3 && (twoOpt(s, v, buf) || orOpt(s, v, buf))) changed = true;
  }
  return changed;
}

/** Tries reversing each stretch [i..j] of route v; applies the first that shortens it. */
function twoOpt(s: Solution, v: number, buf: Scratch): boolean {
  const len = s.length[v];
  const base = v * s.stride;
  for (let i = 1; i < len - 2; i++) {
    for (let j = i + 1; j < len - 1; j++) {
      const m = s.m;
      const a = s.route[base + i - 1];
      const b = s.route[base + i];
      const c = s.route[base + j];
      const d = s.route[base + j + 1];
      if (distance(m, a, c) + distance(m, b, d) >= distance(m, a, b) + distance(m, c, d) - EPSILON) continue;
      for (let k = 0; k < len; k++) buf.order[k] = k >= i && k <= j ? s.route[base + i + j - k] : s.route[base + k];
      if (tryOrder(s, v, buf)) return true;
    }
  }
  return false;
}

/** Tries moving each stretch of 1..3 stops to every other place in route v; applies the first that shortens it. */
function orOpt(s: Solution, v: number, buf: Scratch): boolean {
  const len = s.length[v];
  const base = v * s.stride;
  const m = s.m;
  for (let size = 1; size <= MAX_SEGMENT; size++) {
    for (let i = 1; i + size <= len - 1; i++) {
      const first = s.route[base + i];
      const last = s.route[base + i + size - 1];
      const before = s.route[base + i - 1];
      const after = s.route[base + i + size];
      const removed = distance(m, before, first) + distance(m, last, after) - distance(m, before, after);
      for (let p = 0; p < len - 1; p++) {
        if (p >= i - 1 && p < i + size) continue;
        const x = s.route[base + p];
        const y = s.route[base + p + 1];
        if (distance(m, x, first) + distance(m, last, y) - distance(m, x, y) >= removed - EPSILON) continue;
        moveStretch(s, v, i, size, p, buf);
        if (tryOrder(s, v, buf)) return true;
      }
    }
  }
  return false;
}

/** buf.order = route v with the stretch at i..i+size-1 moved between positions p and p+1. */
function moveStretch(s: Solution, v: number, i: number, size: number, p: number, buf: Scratch): void {
  const base = v * s.stride;
  const len = s.length[v];
  let k = 0;
  for (let q = 0; q < len; q++) {
    if (q >= i && q < i + size) continue;
    buf.order[k++] = s.route[base + q];
    if (q === p) for (let r = 0; r < size; r++) buf.order[k++] = s.route[base + i + r];
  }
}

/** Keeps buf.order for route v when it keeps every rule and is shorter. */
function tryOrder(s: Solution, v: number, buf: Scratch): boolean {
  const cost = routeCost(s.m, v, buf, s.length[v]);
  if (!(cost < s.cost[v] - EPSILON)) return false;
  s.route.set(buf.order.subarray(0, s.length[v]), v * s.stride);
  s.update(v);
  return true;
}

/** The length of the order in buf for vehicle v, or Infinity when it breaks a rule. */
function routeCost(m: Model, v: number, buf: Scratch, len: number): number {
  let onBoard = 0;
  for (let k = 1; k < len - 1; k++) onBoard += m.startLoad[buf.order[k]];
  let prev = buf.order[0];
  let time = m.open[prev];
  let cost = 0;
  let lockedSequence = -Infinity;
  let ok = true;
  for (let k = 1; k < len && ok; k++) {
    const node = buf.order[k];
    time = Math.max(m.open[node], time + m.service[prev] + travel(m, prev, node));
    onBoard += m.delta[node];
    cost += distance(m, prev, node);
    if (time > m.close[node] || onBoard > m.capacity[v]) ok = false;
    else if (node < m.n && m.kind[node] === DELIVERY && !pickupsSeen(m, node, buf)) ok = false;
    else if (node < m.n && m.fixedVehicle[node] >= 0) {
      if (m.fixedSequence[node] < lockedSequence) ok = false;
      lockedSequence = m.fixedSequence[node];
    }
    buf.seen[node] = 1;
    prev = node;
  }
  for (let k = 0; k < len; k++) buf.seen[buf.order[k]] = 0;
  return ok ? cost : Infinity;
}

/** Whether every collection of a delivery's consignment is already in the candidate order. */
function pickupsSeen(m: Model, d: number, buf: Scratch): boolean {
  const r = m.request[d];
  for (let k = m.requestStart[r]; k < m.requestStart[r + 1]; k++) {
    const w = m.requestMembers[k];
    if (m.kind[w] === PICKUP && !buf.seen[w]) return false;
  }
  return true;
}
