import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { InputRef } from 'antd';
import { hrefOf } from '../../app/router/routes';
import { useLogin, type LoginValues } from './useLogin';

interface LoginScreenProps {
  productShortName: string;
  /** Title of a screen the signed-in user's role may not open, which sent them here (behaviour.md "Roles and access / Roles"). */
  deniedScreen?: string;
}

/** behaviour.md "Shared conventions / Screens and routes" login: e-mail (or username), password, and the authentication code when the server asks. */
export function LoginScreen({ productShortName, deniedScreen }: LoginScreenProps) {
  const [form] = Form.useForm<LoginValues>();
  const { submit, submitting, error, codeRequested } = useLogin();
  const codeInput = useRef<InputRef>(null);

  useEffect(() => {
    if (codeRequested) codeInput.current?.focus();
  }, [codeRequested]);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }} data-testid="login-screen">
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }} data-testid="login-product-name">
          {productShortName}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          Sign in to continue
        </Typography.Paragraph>
        {deniedScreen && (
          <Alert
            type="info"
            showIcon
            title={`The ${deniedScreen} screen is for office staff only.`}
            description={
              <>
                Sign in with an office account to open it, or go back to the{' '}
                <a href={hrefOf({ name: 'control_screen' })} data-testid="login-back">
                  Control Screen
                </a>
                .
              </>
            }
            style={{ marginBottom: 16 }}
            data-testid="login-denied"
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
          <Form.Item label="Email" name="username" rules={[{ required: true, whitespace: true, message: 'Please enter your email address or username' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="login-email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          {codeRequested && (
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
          )}
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
