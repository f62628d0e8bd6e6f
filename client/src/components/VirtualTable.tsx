import { Checkbox, Spin, theme } from 'antd';
import { isValidElement, memo, useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './VirtualTable.module.css';
import { nextSort, selectionState, sortRows, toggleAll, toggleOne, visibleRange, type SortOrder, type SortState } from './virtualTableRules';

// The control screen's lists in a table of our own rather than antd's, whose Table brought select, pagination and
// radio with it: 82 kB gzipped of the office's first screen (issue 26 item 5; docs/decisions/0184-own-list-table.md).

/** Every row is this tall (antd's small density: 22px of text, 8px above and below, a 1px line): the list is virtual. */
export const ROW_HEIGHT = 39;
/** Rows drawn above and below those in view, so a fast scroll shows no blank band. */
const OVERSCAN = 8;
const SELECT_WIDTH = 32;

/** One column: what its header says, how wide it is, how a cell shows and how the column sorts. */
export interface VirtualColumn<T> {
  key: string;
  title: string;
  width: number;
  render: (row: T) => ReactNode;
  /** Sorts the column when its header is clicked; without it the header is plain text. */
  compare?: (a: T, b: T) => number;
  /** The list opens sorted by this column. */
  defaultSortOrder?: SortOrder;
  /** Stays at the right edge while the rest scrolls sideways under it (the row actions). */
  fixedRight?: boolean;
}

/** Ticked rows, by id, with a checkbox column first. */
export interface VirtualSelection<T> {
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  /** The accessible name of a row's checkbox. */
  label: (row: T) => string;
  /** The accessible name of the header checkbox. */
  allLabel: string;
}

interface Props<T extends { id: number }> {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  loading: boolean;
  /** The height of the rows' box, below the header. */
  height: number;
  /** Shown instead of rows when there are none. */
  emptyText: string;
  rowTestId: (row: T) => string;
  /** A click on a row (not on its checkbox or buttons). */
  onOpen: (id: number) => void;
  selection?: VirtualSelection<T>;
  'data-testid': string;
}

/** The sort the columns ask for at first, then the user's header clicks; the rows in that order. */
function useSortedRows<T>(rows: readonly T[], columns: readonly VirtualColumn<T>[]) {
  const [sort, setSort] = useState<SortState>(() => {
    const first = columns.find((c) => c.defaultSortOrder);
    return first ? { key: first.key, order: first.defaultSortOrder! } : null;
  });
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const sorted = useMemo(() => sortRows(rows, column?.compare, column ? sort?.order : undefined), [rows, column, sort]);
  return { sorted, sort: column ? sort : null, onSort: (key: string) => setSort((s) => nextSort(s, key)) };
}

const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/** A column's header: a button that sorts when the column can be sorted, with the arrows antd's Table showed. */
function HeaderCell<T>({ column, order, onSort }: { column: VirtualColumn<T>; order: SortOrder | undefined; onSort: (key: string) => void }) {
  const className = column.fixedRight ? `${styles.th} ${styles.fixed}` : styles.th;
  if (!column.title) {
    return (
      <th scope="col" className={className}>
        <span className={styles.hidden}>Actions</span>
      </th>
    );
  }
  if (!column.compare) {
    return (
      <th scope="col" className={className} title={column.title}>
        {column.title}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={order ? ARIA_SORT[order] : undefined}>
      <button type="button" className={styles.sortButton} title={column.title} onClick={() => onSort(column.key)}>
        <span className={styles.ellipsis}>{column.title}</span>
        <span className={styles.arrows} aria-hidden="true">
          <span className={order === 'ascend' ? `${styles.up} ${styles.arrowOn}` : styles.up} />
          <span className={order === 'descend' ? `${styles.down} ${styles.arrowOn}` : styles.down} />
        </span>
      </button>
    </th>
  );
}

interface RowProps<T> {
  row: T & { id: number };
  columns: readonly VirtualColumn<T>[];
  testId: string;
  onOpen: (id: number) => void;
  /** Whether the row is ticked; undefined when the list has no checkboxes. */
  checked: boolean | undefined;
  checkLabel: string | undefined;
  onCheck: (id: number, checked: boolean) => void;
}

/** A cell's full text for its tooltip, when it is plain text (or one element holding plain text), as antd's Table gave. */
function cellTitle(node: ReactNode): string | undefined {
  const text = isValidElement<{ children?: ReactNode }>(node) ? node.props.children : node;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : undefined;
}

/** One row. Memoised: while the list scrolls only the rows coming into view are drawn. */
function BodyRowOf<T>({ row, columns, testId, onOpen, checked, checkLabel, onCheck }: RowProps<T>) {
  return (
    <tr className={checked ? `${styles.row} ${styles.selected}` : styles.row} data-testid={testId} onClick={() => onOpen(row.id)}>
      {checked !== undefined && (
        // A click on the checkbox ticks the row and does not open it.
        <td className={styles.check} onClick={(e) => e.stopPropagation()}>
          <Checkbox checked={checked} aria-label={checkLabel} onChange={(e) => onCheck(row.id, e.target.checked)} />
        </td>
      )}
      {columns.map((c) => {
        const cell = c.render(row);
        return (
          <td key={c.key} className={c.fixedRight ? `${styles.td} ${styles.fixed}` : styles.td} title={cellTitle(cell)}>
            {cell}
          </td>
        );
      })}
    </tr>
  );
}
const BodyRow = memo(BodyRowOf) as typeof BodyRowOf;

/** An empty row that stands for the rows above or below those drawn, so the scrollbar is the whole list's. */
function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={span} className={styles.spacer} style={{ height }} />
    </tr>
  );
}

/** The colours of antd's theme, for the stylesheet. */
function useThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--vt-bg': token.colorBgContainer,
    '--vt-border': token.colorBorderSecondary,
    '--vt-header-bg': token.colorFillAlter,
    '--vt-header-text': token.colorTextHeading,
    '--vt-hover': token.colorFillAlter,
    '--vt-selected': token.controlItemBgActive,
    '--vt-primary': token.colorPrimary,
    '--vt-arrow': token.colorTextQuaternary,
    '--vt-empty': token.colorTextDescription,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    color: token.colorText,
  } as CSSProperties;
}

/** The header checkbox: ticks every row, or none when all are ticked; indeterminate when some are. */
function SelectAllCell<T extends { id: number }>({ selection, rows }: { selection: VirtualSelection<T>; rows: readonly T[] }) {
  const ids = rows.map((r) => r.id);
  const state = selectionState(selection.selected, ids);
  return (
    <th scope="col" className={`${styles.th} ${styles.check}`}>
      <Checkbox
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={ids.length === 0}
        aria-label={selection.allLabel}
        onChange={() => selection.onSelect(toggleAll(selection.selected, ids))}
      />
    </th>
  );
}

/**
 * A sortable virtual list in antd's small-table look: a real table whose header sticks to the top of one scrolling
 * box, so it scrolls sideways with the rows and the native sideways scrollbar sits under the last row; only the rows
 * in view (and an overscan) are drawn. The scroll position survives new rows (a live refresh): rows are keyed by id.
 */
export function VirtualTable<T extends { id: number }>(props: Props<T>) {
  const { rows, columns, loading, height, emptyText, rowTestId, onOpen, selection } = props;
  const { sorted, sort, onSort } = useSortedRows(rows, columns);
  const [scrollTop, setScrollTop] = useState(0);
  const [start, end] = visibleRange(scrollTop, height, ROW_HEIGHT, sorted.length, OVERSCAN);
  const width = columns.reduce((sum, c) => sum + c.width, selection ? SELECT_WIDTH : 0);
  const span = columns.length + (selection ? 1 : 0);
  const onCheck = useCallback(
    (id: number, checked: boolean) => selection?.onSelect(toggleOne(selection.selected, rows.map((r) => r.id), id, checked)),
    [selection, rows],
  );
  return (
    <Spin spinning={loading}>
      <div className={styles.root} style={useThemeVars()} data-testid={props['data-testid']}>
        <div className={styles.scroll} style={{ maxHeight: height + ROW_HEIGHT }} data-testid="table-scroll" onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}>
          <table className={styles.table} style={{ minWidth: width }}>
            <colgroup>
              {selection && <col style={{ width: SELECT_WIDTH }} />}
              {columns.map((c) => <col key={c.key} style={{ width: c.width }} />)}
            </colgroup>
            <thead>
              <tr>
                {selection && <SelectAllCell selection={selection} rows={rows} />}
                {columns.map((c) => <HeaderCell key={c.key} column={c} order={sort?.key === c.key ? sort.order : undefined} onSort={onSort} />)}
              </tr>
            </thead>
            <tbody>
              <Spacer height={start * ROW_HEIGHT} span={span} />
              {sorted.slice(start, end).map((row) => (
                <BodyRow
                  key={row.id}
                  row={row}
                  columns={columns}
                  testId={rowTestId(row)}
                  onOpen={onOpen}
                  checked={selection ? selection.selected.includes(row.id) : undefined}
                  checkLabel={selection?.label(row)}
                  onCheck={onCheck}
                />
              ))}
              <Spacer height={(sorted.length - end) * ROW_HEIGHT} span={span} />
            </tbody>
          </table>
        </div>
        {rows.length === 0 && <div className={styles.empty} data-testid="table-empty">{loading ? '' : emptyText}</div>}
      </div>
    </Spin>
  );
}
