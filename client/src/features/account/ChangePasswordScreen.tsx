import { Alert, Button, Card, Form, Input } from 'antd';
import type { SessionUser } from '../../app/session/SessionContext';
import { confirmationProblem, passwordLengthProblem } from './passwordRules';
import { useChangePassword, type ChangePasswordValues } from './useChangePassword';

function rejectIf(problem: string | null): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

/** behaviour.md "Control screen / Consignments tab" / behaviour.md "Sign-in and sessions / Changing a password" "change password": the signed-in user sets a new password for their own account. */
export function ChangePasswordScreen({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, loading, outcome } = useChangePassword(user, form);

  return (
    <Card title="Change password" style={{ maxWidth: 480 }} data-testid="change-password-screen">
      {outcome && (
        <Alert
          type={outcome.ok ? 'success' : 'error'}
          showIcon
          title={outcome.text}
          style={{ marginBottom: 16 }}
          data-testid="change-password-result"
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} disabled={loading}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.email ?? ''} readOnly hidden />
        {/* issue 20 item 6: a session left open is not enough to change the password. */}
        <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Please enter your current password' }]}>
          <Input.Password autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <Form.Item
          label="New password"
          name="newPassword"
          rules={[
            { required: true, message: 'Please enter a new password' },
            { validator: (_, v: string = '') => rejectIf(passwordLengthProblem(v)) },
          ]}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" data-testid="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['newPassword']}
          hasFeedback
          rules={[
            { required: true, message: 'Please confirm the new password' },
            ({ getFieldValue }) => ({
              validator: (_, v: string = '') => rejectIf(confirmationProblem(getFieldValue('newPassword') ?? '', v)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="confirm-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading} data-testid="change-password-submit">
          Change password
        </Button>
      </Form>
    </Card>
  );
}
