/**
 * The "ruin" half of ruin-and-recreate: SISR-style string removal (Christiaens & Vanden Berghe, 2020).
 * Around a random stop, strings of consecutive stops are cut out of a few nearby routes; a pickup or
 * delivery takes the rest of its consignment with it, and locked stops are never removed.
 */
import type { Model } from './model.js';
import type { Solution } from './solution.js';

/** Scratch space reused across iterations. */
export interface RuinBuffers {
  touched: Uint8Array;
  picked: Int32Array;
}

export function ruinBuffers(m: Model): RuinBuffers {
  return { touched: new Uint8Array(m.vehicles), picked: new Int32Array(m.n) };
}

/** Average number of stops removed per ruin and the longest string. */
const AVERAGE_REMOVED = 10;
const MAX_STRING = 10;
/** Share of ruins that remove stops at random rather than strings. */
const RANDOM_RUIN = 0.1;

/** Removes strings of stops; false when a route it touched can no longer be kept (then discard `s`). */
export function ruin(s: Solution, buf: RuinBuffers, random: () => number): boolean {
  const m = s.m;
  const assigned = m.n - s.unassigned;
  if (assigned === 0) return true;
  buf.touched.fill(0);
  let routes = 0;
  let routeStops = 0;
  for (let v = 0; v < m.vehicles; v++) {
    if (s.length[v] > 2) {
      routes++;
      routeStops += s.length[v] - 2;
    }
  }
  const average = Math.min(AVERAGE_REMOVED, Math.max(2, Math.floor(assigned / 3)));
  const maxString = Math.min(MAX_STRING, routeStops / routes);
  if (random() < RANDOM_RUIN) return ruinAtRandom(s, buf, 1 + Math.floor(random() * Math.min(assigned, 2 * average)), random);
  // At least two strings when there are two routes, so stops can change places between routes.
  const maxStrings = Math.max(Math.min(2, routes), (4 * average) / (1 + maxString) - 1);
  const strings = Math.floor(random() * maxStrings) + 1;
  const seed = randomAssigned(s, random);
  let done = 0;
  for (let k = -1; k < m.n - 1 && done < strings; k++) {
    const c = k < 0 ? seed : m.neighbours[seed * (m.n - 1) + k];
    const v = s.routeOf[c];
    if (v < 0 || buf.touched[v]) continue;
    buf.touched[v] = 1;
    const size = s.length[v] - 2;
    const length = Math.floor(random() * Math.min(size, maxString)) + 1;
    removeString(s, buf, v, c, length, random);
    done++;
  }
  for (let v = 0; v < m.vehicles; v++) if (buf.touched[v] && !s.update(v)) return false;
  return true;
}

/** Removes `count` stops (with their requests) picked at random: the occasional bigger shake. */
function ruinAtRandom(s: Solution, buf: RuinBuffers, count: number, random: () => number): boolean {
  for (let k = 0; k < count && s.unassigned < s.m.n; k++) {
    const c = randomAssigned(s, random);
    if (s.m.fixedVehicle[c] >= 0) continue;
    buf.touched[s.routeOf[c]] = 1;
    s.takeOutRequest(c);
  }
  for (let v = 0; v < s.m.vehicles; v++) if (buf.touched[v] && !s.update(v)) return false;
  return true;
}

function randomAssigned(s: Solution, random: () => number): number {
  const m = s.m;
  for (;;) {
    const c = Math.floor(random() * m.n);
    if (s.routeOf[c] >= 0 && m.fixedVehicle[c] < 0) return c;
    // Only locked stops assigned: any assigned stop seeds the string (locked ones are skipped when cutting).
    if (s.routeOf[c] >= 0 && random() < 0.05) return c;
  }
}

/** Cuts `length` consecutive stops of route v that include stop c (locked stops in the string stay). */
function removeString(s: Solution, buf: RuinBuffers, v: number, c: number, length: number, random: () => number): void {
  const m = s.m;
  const size = s.length[v] - 2;
  const pos = s.posOf[c];
  const first = Math.max(1, Math.min(size - length + 1, pos - Math.floor(random() * length)));
  let count = 0;
  for (let k = first; k < first + length; k++) {
    const node = s.at(v, k);
    if (m.fixedVehicle[node] < 0) buf.picked[count++] = node;
  }
  for (let k = 0; k < count; k++) {
    const node = buf.picked[k];
    if (s.routeOf[node] >= 0) s.takeOutRequest(node);
  }
}
