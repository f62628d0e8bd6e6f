import { Form, Input } from 'antd';

/** behaviour.md "Settings / Back-office users": back-office user passwords must match. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';

/** A password and its confirmation, refused with 'Passwords do not match!' when they differ. */
export function PasswordFields({ passwordName = 'password' }: { passwordName?: string }) {
  return (
    <>
      <Form.Item label="Password" name={passwordName} rules={[{ required: true, message: 'Please enter a password' }]}>
        <Input.Password autoComplete="new-password" data-testid="field-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={[passwordName]}
        rules={[
          { required: true, message: 'Please confirm the password' },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              !value || value === getFieldValue(passwordName) ? Promise.resolve() : Promise.reject(new Error(PASSWORDS_DO_NOT_MATCH)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="field-confirm-password" />
      </Form.Item>
    </>
  );
}
