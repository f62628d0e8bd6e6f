import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';

/** The e-mailed code's field (behaviour.md "Sign-in and sessions / Device verification"): shown once the server asks for it, and focused then. */
export function AuthenticationCodeField() {
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  return (
    <Form.Item
      label="Authentication code"
      name="authenticationCode"
      extra="We have e-mailed you a code to confirm this device."
      rules={[{ required: true, whitespace: true, message: 'Please enter the authentication code' }]}
    >
      <Input
        ref={codeInput}
        prefix={<SafetyOutlined />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        data-testid="login-code"
      />
    </Form.Item>
  );
}
