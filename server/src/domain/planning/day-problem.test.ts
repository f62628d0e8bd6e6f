import fc from 'fast-check';
import { dayProblem, DAY_SHIFT, runPeakLoad, STOP_SERVICE_SECONDS, type DayStop } from './day-problem.js';
import { problemErrors } from './problem.js';

const stop = (id: number, consignmentId: number, type: DayStop['type'], more: Partial<DayStop> = {}): DayStop => ({
  id, consignmentId, type, location: id - 1, from: 9 * 3600, to: null, timed: false, load: 1, typeOrder: 10, ...more,
});
const travel = (size: number) => ({ size, metres: new Float64Array(size * size), seconds: new Float64Array(size * size) });

describe("the day's planning problem (issue 23 item 4)", () => {
  it('makes a consignment of one collection and one delivery a pair, one of several a group, and lone stops singles', () => {
    const stops = [stop(1, 1, 'Collection'), stop(2, 1, 'Delivery'), stop(3, 2, 'Collection'), stop(4, 2, 'Delivery'), stop(5, 2, 'Delivery'), stop(6, 3, 'Delivery'), stop(7, 2, 'Other')];
    const p = dayProblem(stops, [{ key: 'u0', typeOrder: 99, capacity: 10 }], travel(7));
    expect(problemErrors(p)).toEqual([]);
    expect(p.stops.map((s) => [s.kind, s.partner, s.group])).toEqual([
      ['pickup', 1, undefined], ['delivery', 0, undefined],
      ['pickup', undefined, 'c2'], ['delivery', undefined, 'c2'], ['delivery', undefined, 'c2'],
      ['single', undefined, undefined], ['single', undefined, undefined],
    ]);
  });

  it('holds timed and locked stops to their scheduled window; untimed stops may be served any time of the working hours', () => {
    const p = dayProblem([
      stop(1, 1, 'Delivery', { timed: true, from: 36_000, to: 39_600 }),
      stop(2, 2, 'Delivery', { timed: true, from: 36_000 }),
      stop(3, 3, 'Delivery', { timed: false, from: 36_000 }),
    ], [{ key: 's1', typeOrder: 20, capacity: 5 }], travel(3));
    expect(p.stops.map((s) => s.window)).toEqual([[36_000, 39_600], [36_000, 36_000], undefined]);
    expect(p.stops.every((s) => s.service === STOP_SERVICE_SECONDS)).toBe(true);
    expect(p.vehicles).toEqual([{ id: 's1', start: null, end: null, shift: DAY_SHIFT, capacity: 5, typeOrder: 20 }]);
  });

  it("asks for a vehicle at least the consignment's type (behaviour.md 'Manifests / Saving a manifest') and carries each stop's load", () => {
    const p = dayProblem([stop(1, 1, 'Delivery', { typeOrder: 40, load: 7 })], [{ key: 'u0', typeOrder: 99, capacity: 10 }], travel(1));
    expect(p.stops[0]).toMatchObject({ minVehicleOrder: 40, demand: 7, id: '1' });
  });
});

describe("a run's peak load (issue 23 item 4: the dispatcher's edits and accepts are held to capacity as the planner is)", () => {
  const load = (consignmentId: number, type: DayStop['type'], units: number) => ({ consignmentId, type, load: units });

  it('counts a pair from its collection to its delivery, a group member by member, and a lone stop from the start of the run', () => {
    expect(runPeakLoad([load(1, 'Collection', 3), load(1, 'Delivery', 3), load(2, 'Collection', 3), load(2, 'Delivery', 3)])).toBe(3);
    expect(runPeakLoad([load(1, 'Collection', 3), load(2, 'Collection', 3), load(1, 'Delivery', 3), load(2, 'Delivery', 3)])).toBe(6);
    expect(runPeakLoad([load(1, 'Collection', 2), load(1, 'Collection', 2), load(1, 'Delivery', 1), load(1, 'Delivery', 3)])).toBe(4);
    expect(runPeakLoad([load(1, 'Delivery', 2), load(2, 'Delivery', 5), load(3, 'Collection', 1), load(3, 'Delivery', 1)])).toBe(7);
    expect(runPeakLoad([])).toBe(0);
  });

  it('equals the load simulated stop by stop, for any run whose consignments are collected before they are delivered', () => {
    // Each consignment: 1-2 collections then 1-2 deliveries, or one lone delivery; the runs interleave them.
    const consignment = fc.record({ collections: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 2 }), deliveries: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 2 }) });
    fc.assert(fc.property(fc.array(consignment, { minLength: 1, maxLength: 5 }), fc.array(fc.nat(), { maxLength: 30 }), (consignments, picks) => {
      const queues = consignments.map((c, id) => [...c.collections.map((units) => load(id, 'Collection', units)), ...c.deliveries.map((units) => load(id, 'Delivery', units))]);
      const run: ReturnType<typeof load>[] = [];
      for (let k = 0; queues.some((q) => q.length); k++) {
        const open = queues.filter((q) => q.length);
        run.push(open[(picks[k] ?? 0) % open.length].shift()!);
      }
      expect(runPeakLoad(run)).toBe(simulatedPeak(consignments, run));
    }));
  });
});

/**
 * The oracle, written from the rule's words: a delivery with no collection on the run is on board from the
 * start; a single collection's load stays until its single delivery; otherwise each stop adds or drops its own.
 */
function simulatedPeak(consignments: { collections: number[]; deliveries: number[] }[], run: { consignmentId: number; type: string; load: number }[]): number {
  const pair = (id: number) => consignments[id].collections.length === 1 && consignments[id].deliveries.length === 1;
  let onBoard = run.filter((s) => consignments[s.consignmentId].collections.length === 0).reduce((sum, s) => sum + s.load, 0);
  let peak = onBoard;
  for (const s of run) {
    const c = consignments[s.consignmentId];
    if (c.collections.length === 0) onBoard -= s.load;
    else if (s.type === 'Collection') onBoard += s.load;
    else onBoard -= pair(s.consignmentId) ? c.collections[0] : s.load;
    peak = Math.max(peak, onBoard);
  }
  return peak;
}
