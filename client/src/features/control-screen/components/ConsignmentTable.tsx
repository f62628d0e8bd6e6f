import { Button, Space, type TableColumnType } from 'antd';
import { LazyTable } from '../../../components/LazyTable';
import { hrefOf } from '../../../app/router/routes';
import type { ConsignmentRow } from '../consignmentRules';

const TABLE_HEIGHT = 520;

interface Props {
  rows: ConsignmentRow[];
  loading: boolean;
  /** The chosen columns, before the actions column. */
  columns: TableColumnType<ConsignmentRow>[];
  /** The ticked rows, for office users who make a manifest of them; customers tick nothing. */
  selection?: { selected: number[]; onSelect: (ids: number[]) => void };
  /** A click on a row opens its detail. */
  onOpen: (id: number) => void;
  onCopy: (id: number) => void;
}

/** The list's last column, fixed on the right: Open and Copy, whose clicks do not open the row's detail. */
const actionsColumn = (onCopy: (id: number) => void) => ({
  key: 'actions',
  title: '',
  width: 120,
  fixed: 'right' as const,
  render: (_: unknown, c: ConsignmentRow) => (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <Button size="small" href={hrefOf({ name: 'consignment', id: String(c.id) })} data-testid={`open-${c.consignmentNumber}`}>
        Open
      </Button>
      <Button size="small" onClick={() => onCopy(c.id)} data-testid={`copy-${c.consignmentNumber}`}>
        Copy
      </Button>
    </Space>
  ),
});

/** The consignment list of the control screen: a sortable virtual table, with a checkbox per row for office users. */
export function ConsignmentTable({ rows, loading, columns, selection, onOpen, onCopy }: Props) {
  return (
    <LazyTable<ConsignmentRow>
      height={TABLE_HEIGHT + 40}
      virtual
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={[...columns, actionsColumn(onCopy)]}
      pagination={false}
      rowSelection={selection ? { columnWidth: 32, selectedRowKeys: selection.selected, onChange: (keys) => selection.onSelect(keys.map(Number)), getCheckboxProps: (c) => ({ 'aria-label': `Select consignment ${c.consignmentNumber}` }) as object } : undefined}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 100), 120), y: TABLE_HEIGHT }}
      // A wide selection scrolls sideways (shift+wheel, trackpad); the sticky scrollbar sits under the last row, never over it.
      sticky
      onRow={(c) => ({ onClick: () => onOpen(c.id), 'data-testid': `consignment-row-${c.consignmentNumber}` }) as object}
      data-testid="consignment-table"
    />
  );
}
