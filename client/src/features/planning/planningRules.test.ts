import { expect, test } from '@playwright/test';
import { acceptedRuns, moveStopTo, planTotals, runColour, runFigures, runsOnMap, tomorrowIn, withFigures, type PlanRun } from './planningRules';

const run = (supplierId: number | null, ids: number[], miles = 10): PlanRun => ({
  supplierId, supplierName: null, vehicleTypeName: 'Small Van', stops: ids.map((id) => ({ id, version: id + 100 })),
  miles, minutes: 30, costPence: 2000, pricePence: 3500, marginPence: 1500,
});

test('accepting sends only the ticked runs, in plan order, with each stop\'s planned version', () => {
  const runs = [run(1, [1, 2]), run(null, [3, 4]), run(2, [5, 6])];
  expect(acceptedRuns(runs, new Set([2, 0]))).toEqual([
    { supplierId: 1, stops: [{ id: 1, version: 101 }, { id: 2, version: 102 }] },
    { supplierId: 2, stops: [{ id: 5, version: 105 }, { id: 6, version: 106 }] },
  ]);
  expect(acceptedRuns(runs, new Set())).toEqual([]);
});

test('a run reads as miles, minutes, cost, price and margin; the plan totals add the runs up', () => {
  expect(runFigures(run(1, [1, 2]))).toBe('10 miles · 30 min · cost £20.00 · price £35.00 · margin £15.00');
  expect(planTotals([run(1, [1, 2], 10), run(2, [3, 4], 5)])).toEqual({ miles: 15, minutes: 60, costPence: 4000, pricePence: 7000, marginPence: 3000 });
});

test('the day planned by default is tomorrow in London, across midnight UTC in summer time', () => {
  expect(tomorrowIn(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-03');
  expect(tomorrowIn(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
});

test("a stop dragged to another run takes its consignment's other stops of that run along, in order, to the end", () => {
  const consignmentOf = (id: number) => ({ 1: 10, 2: 10, 3: 20, 4: 20, 5: 30, 6: 30 })[id];
  const runs = [run(1, [1, 3, 2, 4]), run(2, [5, 6])];
  const moved = moveStopTo(runs, 4, 1, consignmentOf);
  expect(moved.map((r) => r.stops.map((s) => s.id))).toEqual([[1, 2], [5, 6, 3, 4]]);
  expect(moved[1].stops.find((s) => s.id === 3)?.version).toBe(103);
  expect(moveStopTo(runs, 5, 1, consignmentOf)).toEqual(runs);
  expect(moveStopTo(runs, 5, 0, consignmentOf).map((r) => r.stops.length)).toEqual([6, 0]);
});

test('new figures go to the runs that still have stops; an emptied run counts nothing', () => {
  const runs = [run(1, []), run(2, [5, 6])];
  const figures = [{ vehicleTypeName: 'Luton Van', miles: 3, minutes: 9, costPence: 100, pricePence: 300, marginPence: 200 }];
  expect(withFigures(runs, figures).map((r) => [r.miles, r.vehicleTypeName])).toEqual([[0, 'Small Van'], [3, 'Luton Van']]);
});

test('the map draws each run in its own colour, its located stops numbered in visit order, and redraws a moved stop on its new run', () => {
  expect(new Set(Array.from({ length: 10 }, (_, i) => runColour(i))).size).toBe(10);
  expect(runColour(10)).toBe(runColour(0));
  const places = new Map([[1, { latitude: 51.5, longitude: -0.1 }], [2, { latitude: 51.4, longitude: -0.2 }], [3, { latitude: null, longitude: null }], [4, { latitude: 51.6, longitude: 0 }]]);
  const runs = [run(1, [1, 2]), run(2, [3, 4]), run(null, [])];
  const drawn = runsOnMap(runs, (id) => places.get(id));
  expect(drawn).toEqual([
    [{ id: 1, run: 0, position: 1, at: [51.5, -0.1] }, { id: 2, run: 0, position: 2, at: [51.4, -0.2] }],
    [{ id: 4, run: 1, position: 2, at: [51.6, 0] }],
    [],
  ]);
  const moved = runsOnMap(moveStopTo(runs, 1, 1, () => undefined), (id) => places.get(id));
  expect(moved[0]).toEqual([{ id: 2, run: 0, position: 1, at: [51.4, -0.2] }]);
  expect(moved[1].map((s) => [s.id, s.position])).toEqual([[4, 2], [1, 3]]);
});
