import type { TableProps } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';

// antd's Table brings its pagination, select, tree (column filters), dropdown, checkbox and radio: the largest part
// of a list screen (about 85 kB gzipped). Loaded on its own, it downloads while the screen's first search runs
// instead of before the screen shows (issue 26 item 5; docs/decisions/0175-lazy-list-table.md).
const AntTable = lazy(() => import('antd/es/table')) as unknown as ComponentType<TableProps<object>>;

/** antd's Table, loaded when first shown; `height` keeps the space it will take so nothing jumps when it arrives. */
export function LazyTable<T extends object>({ height, ...props }: TableProps<T> & { height: number }) {
  return (
    <Suspense
      fallback={
        <div role="status" data-testid="list-loading" style={{ height, display: 'grid', placeItems: 'center', color: '#555' }}>
          Loading list…
        </div>
      }
    >
      <AntTable {...(props as TableProps<object>)} />
    </Suspense>
  );
}
