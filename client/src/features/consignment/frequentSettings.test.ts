import { expect, test } from '@playwright/test';
import { defaultFrequency, frequencyProblems, frequencySummary } from './frequentSettings';

// Wednesday 8 July 2026, midday London: the earliest start is Monday 13 July.
const WEDNESDAY = new Date('2026-07-08T11:00:00Z');
// Monday 6 July 2026: next Monday is skipped, the earliest is 20 July.
const MONDAY = new Date('2026-07-06T11:00:00Z');

test('behaviour.md "Booking / Frequent consignments": a new frequent setting starts on the earliest date offered, with no weekdays', () => {
  expect(defaultFrequency(WEDNESDAY)).toEqual({ weekDayIds: [], frequencyId: null, startDate: '2026-07-13' });
  expect(defaultFrequency(MONDAY).startDate).toBe('2026-07-20');
});

test('behaviour.md "Booking / Frequent consignments": weekdays are required and a new template may not start before the earliest date', () => {
  expect(frequencyProblems({ weekDayIds: [], frequencyId: null, startDate: '2026-07-13' }, WEDNESDAY, true)).toEqual({
    weekDays: 'Please choose at least one weekday',
  });
  expect(frequencyProblems({ weekDayIds: [1], frequencyId: null, startDate: '2026-07-13' }, MONDAY, true)).toEqual({
    startDate: 'The start date must be a date (YYYY-MM-DD) on or after 2026-07-20',
  });
  // A saved template keeps its start date.
  expect(frequencyProblems({ weekDayIds: [1], frequencyId: null, startDate: '2026-07-13' }, MONDAY, false)).toEqual({});
});

test('the screen names the chosen weekdays and the start date', () => {
  const days = [{ id: 1, name: 'Monday' }, { id: 2, name: 'Tuesday' }, { id: 3, name: 'Wednesday' }];
  expect(frequencySummary({ weekDayIds: [3, 1], frequencyId: null, startDate: '2026-07-20' }, days)).toBe('Mon, Wed from 20/07/2026');
});
