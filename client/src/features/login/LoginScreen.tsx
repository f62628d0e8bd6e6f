import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { AuthenticationCodeField } from './AuthenticationCodeField';
import { LoginDeniedNotice } from './LoginDeniedNotice';
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

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 400, maxWidth: '100%' }} data-testid="login-screen">
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }} data-testid="login-product-name">
          {productShortName}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          Sign in to continue
        </Typography.Paragraph>
        {deniedScreen && <LoginDeniedNotice screen={deniedScreen} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
          <Form.Item label="Email" name="username" rules={[{ required: true, whitespace: true, message: 'Please enter your email address or username' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="login-email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          {codeRequested && <AuthenticationCodeField />}
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
