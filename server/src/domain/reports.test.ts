import { marginPercent, presetsFor, profitTotals, reportPresetRange, weekdayName } from './reports.js';

// Wednesday 2026-10-28 09:00 GMT; clocks went back on Sunday 2026-10-25.
const now = new Date('2026-10-28T09:00:00Z');

describe('report date ranges (behaviour.md "Reports / Reports screen")', () => {
  it.each([
    ['today', '2026-10-28', '2026-10-28'],
    ['yesterday', '2026-10-27', '2026-10-27'],
    ['tomorrow', '2026-10-29', '2026-10-29'],
    ['thisWeek', '2026-10-26', '2026-11-01'],
    ['lastWeek', '2026-10-19', '2026-10-25'],
    ['thisMonth', '2026-10-01', '2026-10-31'],
    ['lastMonth', '2026-09-01', '2026-09-30'],
  ] as const)('%s runs from %s to %s (weeks Monday to Sunday)', (preset, from, to) => {
    expect(reportPresetRange(preset, now)).toEqual({ from, to });
  });

  it('uses the London date: 00:30 BST on 1 July is July, though UTC still says June', () => {
    expect(reportPresetRange('thisMonth', new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(reportPresetRange('lastMonth', new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('crosses the year: last month in January is December, this week on a Sunday ends that day', () => {
    expect(reportPresetRange('lastMonth', new Date('2027-01-10T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(reportPresetRange('thisWeek', new Date('2026-11-01T12:00:00Z'))).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(reportPresetRange('thisMonth', new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('offers tomorrow on the profitability reports only', () => {
    expect(presetsFor('profitability')).toContain('tomorrow');
    expect(presetsFor('other')).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth']);
  });
});

describe('profit and margin', () => {
  it('is (price - cost) / price as a percentage to 2 decimals, null without a price', () => {
    expect(marginPercent(10_000, 7_500)).toBe(25);
    expect(marginPercent(30_000, 20_000)).toBe(33.33);
    expect(marginPercent(1_000, 1_500)).toBe(-50);
    expect(marginPercent(0, 500)).toBeNull();
  });

  it('totals the sums, so the total margin is not an average of margins', () => {
    expect(profitTotals([{ pricePence: 10_000, costPence: 5_000 }, { pricePence: 1_000, costPence: 1_000 }])).toEqual({ pricePence: 11_000, costPence: 6_000, profitPence: 5_000, marginPercent: 45.45 });
    expect(profitTotals([])).toEqual({ pricePence: 0, costPence: 0, profitPence: 0, marginPercent: null });
  });

  it('names the weekday of a date', () => {
    expect(weekdayName('2026-10-25')).toBe('Sunday');
    expect(weekdayName('2026-10-26')).toBe('Monday');
  });
});
