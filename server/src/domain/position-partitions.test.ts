import { londonDayRange } from './dates.js';
import { daysBetween, partitionBounds, partitionDay, partitionName, planPartitions } from './position-partitions.js';

describe('position partitions by London day (issue 26 item 1)', () => {
  it('names a day partition by its date and reads the date back; other tables are not day partitions', () => {
    expect(partitionName('2026-03-29')).toBe('supplier_location_p20260329');
    expect(partitionDay('supplier_location_p20260329')).toBe('2026-03-29');
    expect(partitionDay('supplier_location_default')).toBeUndefined();
    expect(partitionDay('supplier_location_p20261399')).toBeUndefined();
    expect(() => partitionName('2026-3-29')).toThrow(RangeError);
  });

  it('bounds a partition by London midnights, so the clock-change days hold 23 and 25 hours', () => {
    const hours = (day: string) => {
      const { from, to } = partitionBounds(day);
      return (to.getTime() - from.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(hours('2026-11-25')).toBe(24);
    expect(partitionBounds('2026-07-01').from.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(partitionBounds('2026-12-01').from.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('leaves no gap and no overlap between consecutive days', () => {
    const days = daysBetween('2026-03-20', '2026-11-05');
    for (let i = 1; i < days.length; i++) expect(partitionBounds(days[i]).from).toEqual(partitionBounds(days[i - 1]).to);
    expect(days).toHaveLength(231);
  });

  it('plans partitions for today and the days ahead that are missing, and drops days past retention', () => {
    const now = new Date('2026-11-25T23:30:00Z'); // 23:30 in London: still the 25th
    const existing = ['supplier_location_default', 'supplier_location_p20251024', 'supplier_location_p20251025', 'supplier_location_p20261125', 'supplier_location_p20261127'];
    const plan = planPartitions(now, existing, { retentionDays: 396, daysAhead: 3 });
    expect(plan.create).toEqual(['2026-11-26', '2026-11-28']);
    expect(plan.drop).toEqual(['2025-10-24']); // 2025-10-25 is exactly 396 days ago: kept
    expect(plan.expiredBefore).toEqual(londonDayRange('2025-10-25').start);
  });

  it('plans nothing when every partition is there and none has expired', () => {
    const now = new Date('2026-06-30T23:30:00Z'); // already 1 July in London (BST)
    const existing = daysBetween('2026-06-01', '2026-07-08').map(partitionName);
    expect(planPartitions(now, existing, { retentionDays: 30, daysAhead: 7 })).toMatchObject({ create: [], drop: [] });
  });
});
