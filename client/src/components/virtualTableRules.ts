/**
 * The pure parts of VirtualTable: which rows are drawn, in which order, and which are ticked. Kept apart from the
 * component so they are tested without a browser.
 */

export type SortOrder = 'ascend' | 'descend';

/** The column a list is sorted by, and which way; null when unsorted (the rows as the server sent them). */
export type SortState = { key: string; order: SortOrder } | null;

/** A header click: ascending, then descending, then unsorted, as antd's Table did; another column starts ascending. */
export function nextSort(current: SortState, key: string): SortState {
  if (!current || current.key !== key) return { key, order: 'ascend' };
  return current.order === 'ascend' ? { key, order: 'descend' } : null;
}

/**
 * The rows in sort order, by the sorted column's compare function; a copy, the input left as it is. Ties keep the
 * server's order either way (Array.prototype.sort is stable and descending negates the comparison).
 */
export function sortRows<T>(rows: readonly T[], compare: ((a: T, b: T) => number) | undefined, order: SortOrder | undefined): readonly T[] {
  if (!compare || !order) return rows;
  const sign = order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** The rows to draw for a scroll position: those in view and `overscan` more on each side, as [start, end). */
export function visibleRange(scrollTop: number, viewHeight: number, rowHeight: number, count: number, overscan: number): [number, number] {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewHeight) / rowHeight);
  return [Math.max(0, Math.min(count, first - overscan)), Math.min(count, last + overscan)];
}

/** The header checkbox: ticked when every row is, indeterminate when some are. */
export function selectionState(selected: readonly number[], ids: readonly number[]): 'all' | 'some' | 'none' {
  const ticked = new Set(selected);
  const count = ids.filter((id) => ticked.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The header checkbox's click: every row when not all were ticked, none when all were. */
export function toggleAll(selected: readonly number[], ids: readonly number[]): number[] {
  return selectionState(selected, ids) === 'all' ? [] : [...ids];
}

/** A row checkbox's click; ticks of rows no longer listed are dropped, as antd's Table did. */
export function toggleOne(selected: readonly number[], ids: readonly number[], id: number, checked: boolean): number[] {
  const listed = new Set(ids);
  const kept = selected.filter((s) => s !== id && listed.has(s));
  return checked ? [...kept, id] : kept;
}
