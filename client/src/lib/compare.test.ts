import { expect, test } from '@playwright/test';
import { compareCells, compareText } from './compare';

test('behaviour.md "Manifests / Transport exchange": sortable columns put numbers in order of size and text in alphabetical order, whatever the case', () => {
  expect([10, 9, 100].sort(compareCells)).toEqual([9, 10, 100]);
  expect(['beta', 'Alpha', 'alpha', 'Beta'].sort(compareCells)).toEqual(['alpha', 'Alpha', 'beta', 'Beta']);
  expect(['Zed Haulage', 'Åsa Couriers', 'Able Transport'].sort(compareText)).toEqual(['Able Transport', 'Åsa Couriers', 'Zed Haulage']);
});
