import { ANY_LOAD, capacityErrors, CAPACITY_MESSAGE, MAX_VEHICLE_CAPACITY, runCapacity, stopLoad } from './vehicle-capacity.js';

describe('vehicle type capacity (decision 0166)', () => {
  it('accepts no capacity or a whole number of load units in range, and refuses anything else with the message', () => {
    for (const ok of [null, undefined, 1, 26, MAX_VEHICLE_CAPACITY]) expect(capacityErrors(ok)).toEqual([]);
    for (const bad of [0, -3, 2.5, MAX_VEHICLE_CAPACITY + 1, Number.NaN]) expect(capacityErrors(bad)).toEqual([{ field: 'Capacity', message: CAPACITY_MESSAGE }]);
  });

  it('counts a stop\'s load as its load details\' quantities', () => {
    expect(stopLoad([{ quantity: 2 }, { quantity: 3 }, { quantity: null }])).toBe(5);
    expect(stopLoad([])).toBe(0);
  });

  it('lets a run without a declared capacity carry any load', () => {
    expect(runCapacity(null)).toBe(ANY_LOAD);
    expect(runCapacity(12)).toBe(12);
  });
});
