import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space } from 'antd';
import { EditModal } from '../components/EditModal';
import { SettingsTable } from '../components/SettingsTable';
import { useWhitelistedIps, type IpValues, type WhitelistedIpRow } from '../hooks/useWhitelistedIps';
import { IpAddressField } from './IpAddressField';

/** Whitelisted IP addresses (behaviour.md "Settings / Settings screen"; "Settings / Whitelisted IP addresses"): four numbers joined by dots; add, edit and delete. */
export function WhitelistedIpsSection() {
  const { rows, loading, editing, setEditing, row, saving, save, del } = useWhitelistedIps();

  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="When any address is listed, office users can sign in only from the listed addresses."
      />
      <SettingsTable<WhitelistedIpRow>
        testId="whitelisted-ips"
        title="Whitelisted IP addresses"
        rows={rows}
        loading={loading}
        searchText={(r) => r.value}
        onAdd={() => setEditing('new')}
        columns={[
          { title: 'IP address', dataIndex: 'value', render: (v: string) => <span data-testid="whitelisted-ip-value">{v}</span> },
          {
            key: 'actions',
            width: 100,
            render: (_, r) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => setEditing(r)} data-testid={`whitelisted-ips-edit-${r.id}`} />
                <Popconfirm title={`Delete ${r.value}?`} okText="Delete" okButtonProps={{ danger: true, 'data-testid': 'whitelisted-ips-confirm-delete' } as Record<`data-${string}`, string>} onConfirm={() => del(r.id)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label="Delete" data-testid={`whitelisted-ips-delete-${r.id}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditModal<IpValues>
        testId="whitelisted-ips"
        title={row ? 'Edit IP address' : 'New IP address'}
        open={editing !== null}
        initialValues={{ parts: row ? row.value.split('.').map(Number) : [] }}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
        <IpAddressField />
      </EditModal>
    </>
  );
}
