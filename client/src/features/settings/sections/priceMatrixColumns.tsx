import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import type { PriceMatrixIncrement, SettingsPriceMatrixFragment } from '../../../gql/graphql';
import { pounds } from './AdditionalChargesSection';

interface PriceMatrixColumnsOptions {
  customerName: Map<number, string>;
  onEdit: (row: SettingsPriceMatrixFragment) => void;
  /** Runs once the user has confirmed the delete. */
  onDelete: (id: number) => Promise<void>;
}

/** The price matrices' table: name, vehicle type, customer, increment, minimum price, band count, and edit and delete buttons. */
export function priceMatrixColumns({ customerName, onEdit, onDelete }: PriceMatrixColumnsOptions): TableColumnsType<SettingsPriceMatrixFragment> {
  return [
    { title: 'Name', dataIndex: 'name', render: (n: string | null) => <span data-testid="price-matrix-name">{n}</span> },
    { title: 'Vehicle type', key: 'vehicleType', render: (_, r) => r.vehicleType.name },
    { title: 'Customer', dataIndex: 'customerId', render: (id: number | null) => (id ? (customerName.get(id) ?? id) : 'Default') },
    { title: 'Increment', dataIndex: 'priceIncrement', render: (i: PriceMatrixIncrement) => (i === 'TIME' ? 'Time' : 'Distance') },
    { title: 'Minimum price', dataIndex: 'minimumPrice', align: 'right', render: pounds },
    { title: 'Rows', key: 'rows', align: 'right', render: (_, r) => <span data-testid={`price-matrices-rows-${r.id}`}>{r.rows.length}</span> },
    { title: 'Deactivated', dataIndex: 'isDeactivated', width: 110, render: (d: boolean) => (d ? <Tag>Deactivated</Tag> : null) },
    {
      key: 'actions',
      width: 90,
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => onEdit(r)} data-testid={`price-matrices-edit-${r.id}`} />
          <Popconfirm title="Delete this price matrix?" okText="Delete" okButtonProps={{ danger: true, ...({ 'data-testid': 'price-matrices-delete-confirm' } as Record<`data-${string}`, string>) }} onConfirm={() => onDelete(r.id)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete" data-testid={`price-matrices-delete-${r.id}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
