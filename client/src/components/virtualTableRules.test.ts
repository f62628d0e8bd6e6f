import { expect, test } from '@playwright/test';
import { nextSort, selectionState, sortRows, toggleAll, toggleOne, visibleRange } from './virtualTableRules';

test('a header click sorts ascending, then descending, then not at all; another column starts ascending', () => {
  expect(nextSort(null, 'price')).toEqual({ key: 'price', order: 'ascend' });
  expect(nextSort({ key: 'price', order: 'ascend' }, 'price')).toEqual({ key: 'price', order: 'descend' });
  expect(nextSort({ key: 'price', order: 'descend' }, 'price')).toBeNull();
  expect(nextSort({ key: 'price', order: 'descend' }, 'status')).toEqual({ key: 'status', order: 'ascend' });
});

test("rows sort by the column's compare function both ways, ties in the server's order, the input untouched", () => {
  const rows = [
    { id: 1, v: 2 },
    { id: 2, v: 1 },
    { id: 3, v: 2 },
    { id: 4, v: 0 },
  ];
  const byV = (a: { v: number }, b: { v: number }) => a.v - b.v;
  expect(sortRows(rows, byV, 'ascend').map((r) => r.id)).toEqual([4, 2, 1, 3]);
  expect(sortRows(rows, byV, 'descend').map((r) => r.id)).toEqual([1, 3, 2, 4]);
  expect(sortRows(rows, undefined, 'ascend')).toBe(rows);
  expect(sortRows(rows, byV, undefined)).toBe(rows);
  expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
});

test('only the rows in view and the overscan are drawn, clamped to the list', () => {
  expect(visibleRange(0, 520, 39, 5000, 4)).toEqual([0, 18]);
  expect(visibleRange(39 * 100, 520, 39, 5000, 4)).toEqual([96, 118]);
  expect(visibleRange(39 * 4990, 520, 39, 5000, 4)).toEqual([4986, 5000]);
  expect(visibleRange(0, 520, 39, 3, 4)).toEqual([0, 3]);
  expect(visibleRange(-20, 520, 39, 0, 4)).toEqual([0, 0]);
});

test('the header checkbox is ticked when every row is, indeterminate when some are, and ticks all or none', () => {
  expect(selectionState([], [1, 2])).toBe('none');
  expect(selectionState([2], [1, 2])).toBe('some');
  expect(selectionState([2, 1], [1, 2])).toBe('all');
  expect(selectionState([9], [1, 2])).toBe('none');
  expect(selectionState([], [])).toBe('none');
  expect(toggleAll([2], [1, 2])).toEqual([1, 2]);
  expect(toggleAll([1, 2], [1, 2])).toEqual([]);
});

test('a row checkbox ticks or unticks its row and drops ticks of rows no longer listed', () => {
  expect(toggleOne([1], [1, 2, 3], 3, true)).toEqual([1, 3]);
  expect(toggleOne([1, 3], [1, 2, 3], 1, false)).toEqual([3]);
  expect(toggleOne([7, 1], [1, 2], 2, true)).toEqual([1, 2]);
  expect(toggleOne([2], [1, 2], 2, true)).toEqual([2]);
});
