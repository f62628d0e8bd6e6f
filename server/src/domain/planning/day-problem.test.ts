import { dayProblem, DAY_SHIFT, STOP_SERVICE_SECONDS, type DayStop } from './day-problem.js';
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
