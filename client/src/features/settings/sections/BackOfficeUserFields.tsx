import { Checkbox, Form, Input, Space } from 'antd';
import { PasswordFields } from '../components/PasswordFields';

const FLAG_LABELS = { isAdmin: 'Admin', isAccounts: 'Accounts', isManager: 'Manager', isDeactivated: 'Deactivated' } as const;

/** The add / edit form of a back-office user (behaviour.md "Settings / Back-office users"): only admins set the flags, and a new user gets a confirmed password. */
export function BackOfficeUserFields({ isAdmin, isNew }: { isAdmin: boolean; isNew: boolean }) {
  return (
    <>
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
              {FLAG_LABELS[flag]}
            </Checkbox>
          </Form.Item>
        ))}
      </Space>
      {isNew && <PasswordFields />}
    </>
  );
}
