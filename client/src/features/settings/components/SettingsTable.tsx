import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';

interface SettingsTableProps<T extends { id: number }> {
  /** data-testid prefix: `${testId}-section`, `${testId}-search`, `${testId}-add`, rows `${testId}-row-{id}`. */
  testId: string;
  title: string;
  rows: T[];
  loading: boolean;
  columns: TableColumnsType<T>;
  /** The text a search matches against. */
  searchText: (row: T) => string;
  onAdd?: () => void;
  /** Controls above the table besides the search box (e.g. a deactivated filter). */
  extra?: ReactNode;
  /** Vehicle types keep their order; other lists are sortable by column. */
  pagination?: false;
}

/** A settings list (behaviour.md "Settings / Settings screen"): a card with a search box, an Add button and a table. */
export function SettingsTable<T extends { id: number }>(props: SettingsTableProps<T>) {
  const { testId, title, rows, loading, columns, searchText, onAdd, extra } = props;
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return wanted ? rows.filter((r) => searchText(r).toLowerCase().includes(wanted)) : rows;
  }, [rows, search, searchText]);
  return (
    <Card
      title={title}
      data-testid={`${testId}-section`}
      extra={
        <Space wrap>
          {extra}
          <Input.Search allowClear placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 220 }} data-testid={`${testId}-search`} />
          {onAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-add`}>
              Add
            </Button>
          )}
        </Space>
      }
    >
      <Table<T>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={shown}
        columns={columns}
        pagination={props.pagination ?? { pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ 'data-testid': `${testId}-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
