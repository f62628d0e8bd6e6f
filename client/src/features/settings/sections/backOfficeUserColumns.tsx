import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { BackOfficeUserRow } from '../hooks/useBackOfficeUsers';

interface ColumnActions {
  onEdit: (row: BackOfficeUserRow) => void;
  onChangePassword: (row: BackOfficeUserRow) => void;
}

/** The back-office users' table: username, name, e-mail, flags as tags, and edit and change-password buttons. */
export function backOfficeUserColumns({ onEdit, onChangePassword }: ColumnActions): TableColumnsType<BackOfficeUserRow> {
  return [
    { title: 'Username', dataIndex: 'username', sorter: (a, b) => (a.username ?? '').localeCompare(b.username ?? '') },
    { title: 'Name', dataIndex: 'name' },
    { title: 'E-mail', dataIndex: 'email' },
    {
      title: 'Flags',
      key: 'flags',
      render: (_, r) => (
        <>
          {r.isAdmin && <Tag color="red">Admin</Tag>}
          {r.isAccounts && <Tag color="gold">Accounts</Tag>}
          {r.isManager && <Tag color="blue">Manager</Tag>}
          {r.isDeactivated && <Tag>Deactivated</Tag>}
        </>
      ),
    },
    {
      key: 'actions',
      width: 90,
      render: (_, r) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => onEdit(r)} data-testid={`users-edit-${r.id}`} />
          <Button size="small" icon={<KeyOutlined />} aria-label="Change password" onClick={() => onChangePassword(r)} data-testid={`users-password-${r.id}`} />
        </Space>
      ),
    },
  ];
}
