import { useMutation, useQuery } from '@apollo/client/react';
import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import type { SettingsAtlasUsersQuery } from '../../../gql/graphql';
import { EditModal } from '../components/EditModal';
import { SettingsTable } from '../components/SettingsTable';
import { useSaveFeedback } from '../hooks/useSaveFeedback';
import { AtlasUsersQuery, ChangeAtlasUserPasswordMutation, CreateAtlasUserMutation, UpdateAtlasUserMutation } from '../people.operations';
import { PasswordFields } from '../components/PasswordFields';

type Row = SettingsAtlasUsersQuery['atlasUsers'][number];

interface UserValues {
  username: string;
  email: string;
  name?: string;
  isAdmin: boolean;
  isAccounts: boolean;
  isManager: boolean;
  isDeactivated: boolean;
  password?: string;
  confirmPassword?: string;
}

type Filter = { username?: string; email?: string; isDeactivated: boolean };

/** Back-office users (behaviour.md "Settings / Settings screen"; "Accounts / Issue filters"; "Settings / Back-office users"): search, create with a confirmed password, flags, deactivate. */
export function BackOfficeUsersSection({ isAdmin }: { isAdmin: boolean }) {
  const [filter, setFilter] = useState<Filter>({ isDeactivated: false });
  const { data, loading } = useQuery(AtlasUsersQuery, { variables: filter });
  const opts = { refetchQueries: [AtlasUsersQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateAtlasUserMutation, opts);
  const [update] = useMutation(UpdateAtlasUserMutation, opts);
  const [changePassword] = useMutation(ChangeAtlasUserPasswordMutation);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const feedback = useSaveFeedback();
  const row = editing === 'new' ? null : editing;

  const run = async (work: () => Promise<unknown>, done: string, close: () => void) => {
    setSaving(true);
    try {
      await work();
      feedback.saved(done);
      close();
    } catch (error) {
      feedback.failed(error);
    } finally {
      setSaving(false);
    }
  };

  const save = (v: UserValues) =>
    run(
      () => (row ? update({ variables: { id: row.id, input: { username: v.username, email: v.email, name: v.name, isAdmin: v.isAdmin, isAccounts: v.isAccounts, isManager: v.isManager, isDeactivated: v.isDeactivated, version: row.version } } }) : create({ variables: { input: v } })),
      'User saved',
      () => setEditing(null),
    );

  const search = (
    <Space wrap data-testid="users-filters">
      <Input allowClear placeholder="Username" style={{ width: 140 }} onChange={(e) => setFilter((f) => ({ ...f, username: e.target.value || undefined }))} data-testid="users-filter-username" />
      <Input allowClear placeholder="E-mail" style={{ width: 160 }} onChange={(e) => setFilter((f) => ({ ...f, email: e.target.value || undefined }))} data-testid="users-filter-email" />
      <Select
        aria-label="Active or deactivated"
        value={filter.isDeactivated}
        style={{ width: 130 }}
        onChange={(isDeactivated: boolean) => setFilter((f) => ({ ...f, isDeactivated }))}
        options={[{ value: false, label: 'Active' }, { value: true, label: 'Deactivated' }]}
        data-testid="users-filter-deactivated"
      />
    </Space>
  );

  return (
    <>
      <SettingsTable<Row>
        testId="users"
        title="Back-office users"
        rows={data?.atlasUsers ?? []}
        loading={loading}
        extra={search}
        searchText={(r) => `${r.username} ${r.email} ${r.name}`}
        onAdd={isAdmin ? () => setEditing('new') : undefined}
        columns={[
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
                <Button size="small" icon={<EditOutlined />} aria-label="Edit" onClick={() => setEditing(r)} data-testid={`users-edit-${r.id}`} />
                <Button size="small" icon={<KeyOutlined />} aria-label="Change password" onClick={() => setPasswordFor(r)} data-testid={`users-password-${r.id}`} />
              </Space>
            ),
          },
        ]}
      />
      <EditModal<UserValues>
        testId="users"
        title={row ? `Edit ${row.username}` : 'New back-office user'}
        open={editing !== null}
        initialValues={row ? { ...row, username: row.username ?? '', email: row.email ?? '', isAdmin: !!row.isAdmin, isAccounts: !!row.isAccounts, isManager: !!row.isManager, isDeactivated: !!row.isDeactivated } : { isAdmin: false, isAccounts: false, isManager: false, isDeactivated: false }}
        saving={saving}
        onCancel={() => setEditing(null)}
        onSave={save}
      >
        <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: 'Please enter a username' }]}>
          <Input autoComplete="off" data-testid="field-username" />
        </Form.Item>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: 'Please enter a valid e-mail address' }]}>
          <Input autoComplete="off" data-testid="field-email" />
        </Form.Item>
        <Form.Item label="Name" name="name">
          <Input data-testid="field-user-name" />
        </Form.Item>
        <Space wrap>
          {(['isAdmin', 'isAccounts', 'isManager', 'isDeactivated'] as const).map((flag) => (
            <Form.Item key={flag} name={flag} valuePropName="checked" style={{ marginBottom: 8 }}>
              <Checkbox disabled={!isAdmin} data-testid={`field-${flag}`}>
                {{ isAdmin: 'Admin', isAccounts: 'Accounts', isManager: 'Manager', isDeactivated: 'Deactivated' }[flag]}
              </Checkbox>
            </Form.Item>
          ))}
        </Space>
        {!row && <PasswordFields />}
      </EditModal>
      <EditModal<{ newPassword: string; confirmPassword: string }>
        testId="user-password"
        title={`Change the password of ${passwordFor?.username ?? ''}`}
        open={passwordFor !== null}
        initialValues={{}}
        saving={saving}
        onCancel={() => setPasswordFor(null)}
        onSave={(v) => run(() => changePassword({ variables: { id: passwordFor!.id, input: v } }), 'Password changed', () => setPasswordFor(null))}
      >
        <PasswordFields passwordName="newPassword" />
      </EditModal>
    </>
  );
}
