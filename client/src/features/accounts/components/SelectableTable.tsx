import { Alert, Table, type TableColumnsType } from 'antd';

/** What every accounts list shows: rows with an id, selectable for a bulk action. */
interface Props<Row extends { id: number }> {
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  loading: boolean;
  failed: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** data-testid of a row, e.g. `accounts-consignment-{number}`. */
  rowTestId: (row: Row) => string;
  testId?: string;
}

/**
 * The accounts tabs' list (behaviour.md "Accounts / Accounts screen" Accounts screen): 50 rows a page, a checkbox per row for invoicing or
 * deciding in bulk, and 'An error has occurred.' above it when the load failed.
 */
export function SelectableTable<Row extends { id: number }>({ rows, columns, loading, failed, selected, onSelect, rowTestId, testId }: Props<Row>) {
  return (
    <>
      {failed && <Alert type="error" title="An error has occurred." style={{ marginBottom: 8 }} />}
      <Table<Row>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows as Row[]}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]) }}
        onRow={(r) => ({ 'data-testid': rowTestId(r) }) as object}
        data-testid={testId}
      />
    </>
  );
}
