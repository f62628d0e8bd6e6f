import { Button, Space } from 'antd';
import { VirtualTable, type VirtualColumn } from '../../../components/VirtualTable';
import { useMemo } from 'react';
import { hrefOf } from '../../../app/router/routes';
import type { ConsignmentRow } from '../consignmentRules';

const TABLE_HEIGHT = 520;

interface Props {
  rows: ConsignmentRow[];
  loading: boolean;
  /** The chosen columns, before the actions column. */
  columns: VirtualColumn<ConsignmentRow>[];
  /** The ticked rows, for office users who make a manifest of them; customers tick nothing. */
  selection?: { selected: number[]; onSelect: (ids: number[]) => void };
  /** A click on a row opens its detail. */
  onOpen: (id: number) => void;
  onCopy: (id: number) => void;
}

/** The list's last column, fixed on the right: Open and Copy, whose clicks do not open the row's detail. */
const actionsColumn = (onCopy: (id: number) => void): VirtualColumn<ConsignmentRow> => ({
  key: 'actions',
  title: '',
  width: 120,
  fixedRight: true,
  render: (c) => (
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

const selectLabel = (c: ConsignmentRow) => `Select consignment ${c.consignmentNumber}`;
const rowTestId = (c: ConsignmentRow) => `consignment-row-${c.consignmentNumber}`;

/** The consignment list of the control screen: a sortable virtual table, with a checkbox per row for office users. */
export function ConsignmentTable({ rows, loading, columns, selection, onOpen, onCopy }: Props) {
  const withActions = useMemo(() => [...columns, actionsColumn(onCopy)], [columns, onCopy]);
  return (
    <VirtualTable<ConsignmentRow>
      height={TABLE_HEIGHT}
      loading={loading}
      rows={rows}
      columns={withActions}
      selection={selection && { selected: selection.selected, onSelect: selection.onSelect, label: selectLabel, allLabel: 'Select all consignments' }}
      emptyText="No consignments"
      onOpen={onOpen}
      rowTestId={rowTestId}
      data-testid="consignment-table"
    />
  );
}
