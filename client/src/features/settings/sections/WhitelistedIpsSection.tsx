import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Popconfirm, Space } from 'antd';
import { Fragment, useState } from 'react';
import { EditModal } from '../components/EditModal';
import { SettingsTable } from '../components/SettingsTable';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import {
  CreateWhitelistedIpMutation,
  DeleteWhitelistedIpMutation,
  UpdateWhitelistedIpMutation,
  WhitelistedIpsQuery,
} from '../people.operations';

type Row = { id: number; value: string; version: number };
interface IpValues {
  parts: number[];
}

/** Whitelisted IP addresses (behaviour.md "Settings / Settings screen"; "Settings / Whitelisted IP addresses"): four numbers joined by dots; add, edit and delete. */
export function WhitelistedIpsSection() {
  const { data, loading } = useQuery(WhitelistedIpsQuery);
  const opts = { refetchQueries: [WhitelistedIpsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateWhitelistedIpMutation, opts);
  const [update] = useMutation(UpdateWhitelistedIpMutation, opts);
  const [remove] = useMutation(DeleteWhitelistedIpMutation, opts);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const row = editing === 'new' ? null : editing;

  const save = async ({ parts }: IpValues) => {
    setSaving(true);
    try {
      await (row ? update({ variables: { id: row.id, input: { parts, version: row.version } } }) : create({ variables: { input: { parts } } }));
      feedback.saved('IP address saved');
      setEditing(null);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const del = async (id: number) => {
    try {
      await remove({ variables: { id } });
      feedback.saved('IP address deleted');
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="When any address is listed, office users can sign in only from the listed addresses."
      />
      <SettingsTable<Row>
        testId="whitelisted-ips"
        title="Whitelisted IP addresses"
        rows={data?.whitelistedIpAddresses ?? []}
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
        <Form.Item label="IP address" required>
          {/* behaviour.md "Settings / Whitelisted IP addresses": four numeric parts joined by dots. */}
          <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            {[0, 1, 2, 3].map((i) => (
              <Fragment key={i}>
                {i > 0 && <strong>.</strong>}
                <Form.Item name={['parts', i]} noStyle rules={[{ required: true, message: 'The IP address must be four numbers from 0 to 255 separated by dots.' }]}>
                  <InputNumber min={0} max={255} precision={0} controls={false} style={{ width: 70 }} aria-label={`Part ${i + 1}`} data-testid={`field-ip-${i}`} />
                </Form.Item>
              </Fragment>
            ))}
          </div>
        </Form.Item>
      </EditModal>
    </>
  );
}
