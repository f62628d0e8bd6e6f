import { useQuery } from '@apollo/client/react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SuppliersListQuery } from '../../gql/graphql';
import { SupplierDrawer } from './components/SupplierDrawer';
import { SupplierSearch, type SupplierFilter } from './components/SupplierSearch';
import { SupplierLookupsQuery, SuppliersQuery } from './suppliers.operations';

type Row = SuppliersListQuery['suppliers'][number];

const COLUMNS: TableColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', render: (name: string, r) => <span data-testid={`suppliers-name-${r.id}`}>{name}</span> },
  { title: 'Type', key: 'type', render: (_, r) => r.supplierType?.name ?? '' },
  { title: 'Smallest vehicle', key: 'smallest', render: (_, r) => r.smallestVehicle?.name ?? '' },
  { title: 'E-mail', dataIndex: 'email' },
  { title: 'Phone', key: 'phone', render: (_, r) => r.phoneNumber ?? r.mobileNumber ?? '' },
  {
    title: 'Flags',
    key: 'flags',
    render: (_, r) => (
      <>
        {r.isTrackingDisabled && <Tag color="orange">Tracking disabled</Tag>}
        {r.isDeactivated && <Tag>Deactivated</Tag>}
      </>
    ),
  },
];

/**
 * The Suppliers screen (behaviour.md "Suppliers / Suppliers screen", office only): search by name and the two flags, the list, and the
 * detail view in a drawer. Active suppliers are listed first, as a dispatcher looks for them.
 */
export function SuppliersScreen() {
  const [filter, setFilter] = useState<SupplierFilter>({ isDeactivated: false });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, loading } = useQuery(SuppliersQuery, { variables: filter, fetchPolicy: 'cache-and-network' });
  // Lookups fail silently (behaviour.md "Shared conventions / Stale writes"): the selects are then empty.
  const { data: lookups } = useQuery(SupplierLookupsQuery);

  return (
    <div data-testid="suppliers-screen">
      <Card title="Suppliers" extra={<SupplierSearch value={filter} onChange={setFilter} onNew={() => setEditing('new')} />}>
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={data?.suppliers ?? []}
          columns={COLUMNS}
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          onRow={(row) => ({ onClick: () => setEditing(row.id), style: { cursor: 'pointer' }, 'data-testid': `suppliers-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
          data-testid="suppliers-table"
        />
      </Card>
      <SupplierDrawer editing={editing} lookups={lookups} onClose={() => setEditing(null)} />
    </div>
  );
}
