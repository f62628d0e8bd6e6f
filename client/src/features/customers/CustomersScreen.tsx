import { useQuery } from '@apollo/client/react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CustomersListQuery } from '../../gql/graphql';
import { CustomerDrawer } from './components/CustomerDrawer';
import { CustomerSearch, type CustomerFilter } from './components/CustomerSearch';
import { CustomerLookupsQuery, CustomersQuery } from './customers.operations';

type Row = CustomersListQuery['customers'][number];

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : `£${v.toFixed(2)}`);

/**
 * The Customers screen (behaviour.md "Customers / Customers screen", office only): search by name, account type and deactivated, the
 * list, and the detail view in a drawer. Active customers are listed first.
 */
export function CustomersScreen() {
  const [filter, setFilter] = useState<CustomerFilter>({ isDeactivated: false });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, loading } = useQuery(CustomersQuery, { variables: filter, fetchPolicy: 'cache-and-network' });
  // Lookups fail silently (behaviour.md "Shared conventions / Stale writes"): the selects are then empty.
  const { data: lookups, loading: lookupsLoading } = useQuery(CustomerLookupsQuery);
  const typeName = (id: number) => lookups?.customerAccountTypes.find((t) => t.id === id)?.name ?? '';

  const columns: TableColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name', render: (name: string, r) => <span data-testid={`customers-name-${r.id}`}>{name}</span> },
    { title: 'Account type', key: 'type', render: (_, r) => (r.isOnStop ? <Tag color="red">{typeName(r.customerAccountTypeId) || 'On Stop'}</Tag> : typeName(r.customerAccountTypeId)) },
    { title: 'Phone', dataIndex: 'phoneNumber' },
    { title: 'Credit limit', key: 'limit', align: 'right', render: (_, r) => money(r.creditLimit) },
    { title: 'Outstanding', key: 'outstanding', align: 'right', render: (_, r) => <span style={r.isOverCreditLimit ? { color: '#cf1322' } : undefined}>{money(r.outstandingBalance)}</span> },
    { title: 'Flags', key: 'flags', render: (_, r) => r.isDeactivated && <Tag>Deactivated</Tag> },
  ];

  return (
    <div data-testid="customers-screen">
      <Card title="Customers" extra={<CustomerSearch value={filter} onChange={setFilter} onNew={() => setEditing('new')} lookups={lookups} />}>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={data?.customers ?? []}
          columns={columns}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          onRow={(row) => ({ onClick: () => setEditing(row.id), style: { cursor: 'pointer' }, 'data-testid': `customers-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
          data-testid="customers-table"
        />
      </Card>
      <CustomerDrawer editing={editing} lookups={lookups} lookupsLoading={lookupsLoading} onClose={() => setEditing(null)} />
    </div>
  );
}
