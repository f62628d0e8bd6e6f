import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { readErrorInfo } from '../../app/apollo/errorInfo';
import type { SessionUser } from '../../app/session/SessionContext';
import { ChangePasswordMutation } from './account.operations';
import { confirmationProblem, passwordLengthProblem } from './passwordRules';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = new Set(['currentPassword', 'newPassword', 'confirmPassword']);

/** The server may name a field by its input path or in REST's PascalCase ('input.NewPassword'): 'newPassword'. */
function formFieldName(serverField: string): string {
  const last = serverField.split('.').pop() ?? '';
  return last.charAt(0).toLowerCase() + last.slice(1);
}

function rejectIf(problem: string | null): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

/** behaviour.md "Control screen / Consignments tab" / behaviour.md "Sign-in and sessions / Changing a password" "change password": the signed-in user sets a new password for their own account. */
export function ChangePasswordScreen({ user }: { user: SessionUser }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (values: ChangePasswordValues) => {
    setOutcome(null);
    try {
      await changePassword({ variables: { id: user.id, input: values } });
      form.resetFields();
      setOutcome({ ok: true, text: 'Your password has been changed.' });
    } catch (e) {
      const info = readErrorInfo(e);
      const fieldErrors = info.fields
        .map((f) => ({ name: formFieldName(f.field), message: f.message }))
        .filter((f) => FIELDS.has(f.name));
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors.map((f) => ({ name: f.name as keyof ChangePasswordValues, errors: [f.message] })));
      } else {
        // behaviour.md "Shared conventions / Errors and status codes": any other save failure shows 'An error has occurred.'
        setOutcome({ ok: false, text: info.fields[0]?.message ?? 'An error has occurred.' });
      }
    }
  };

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
