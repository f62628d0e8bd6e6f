import { useMutation } from '@apollo/client/react';
import { App, Button, Col, Form, Input, Modal, Row } from 'antd';
import { CUSTOMER_MESSAGES } from '@domain/customer';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../account/passwordRules';
import { ListCard } from '../../suppliers/components/ListCard';
import type { CustomerFormValues, CustomerUserValues } from '../customerForm';
import { ChangeCustomerUserPasswordMutation } from '../customers.operations';
import { GENERIC_FAILURE, NOTICE_SECONDS } from '../saveFailure';

interface PasswordValues { newPassword: string; confirmPassword: string }

/** Sets a saved customer user's password (changeCustomerUserPassword); the user's sessions end. */
function ChangePasswordButton({ userId, email }: { userId: number; email: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PasswordValues>();
  const [change, { loading }] = useMutation(ChangeCustomerUserPasswordMutation);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await change({ variables: { userId, ...values } });
      void message.success({ content: 'Password changed', duration: NOTICE_SECONDS });
      setOpen(false);
    } catch {
      void message.error({ content: GENERIC_FAILURE, duration: NOTICE_SECONDS });
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} style={{ marginTop: 22 }} data-testid={`customer-user-${userId}-change-password`}>
        Change password
      </Button>
      <Modal open={open} title={`Change password for ${email}`} onCancel={() => setOpen(false)} onOk={() => void submit()} okText="Change" confirmLoading={loading} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item label="New password" name="newPassword" rules={[{ required: true, min: MIN_PASSWORD_LENGTH, message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters` }]}>
            <Input.Password autoComplete="new-password" data-testid="customer-user-new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={[({ getFieldValue }) => ({ validator: (_, v?: string) => (v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(CUSTOMER_MESSAGES.passwordsDoNotMatch))) })]}
          >
            <Input.Password autoComplete="new-password" data-testid="customer-user-confirm-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * Customer users (behaviour.md "Customers / Saving a customer"): e-mail; a new user also a password and its confirmation, which
 * must match ('Passwords do not match!'); a saved one changes its password from here.
 */
export function CustomerUsersSection() {
  const form = Form.useFormInstance<CustomerFormValues>();
  return (
    <ListCard<CustomerUserValues>
      name="customerUsers"
      title="Users"
      testId="customer-users"
      newItem={() => ({})}
      renderRow={({ name }) => {
        const at = (field: string) => `customer-users-${name}-${field}`;
        const saved = form.getFieldValue(['customerUsers', name]) as CustomerUserValues | undefined;
        return (
          <Row gutter={8}>
            <Col span={10}>
              <Form.Item label="E-mail" name={[name, 'email']} rules={[{ required: true, type: 'email', message: 'The customer user e-mail address is not valid' }]}>
                <Input autoComplete="off" data-testid={at('email')} />
              </Form.Item>
            </Col>
            {saved?.id ? (
              <Col span={14}>
                <ChangePasswordButton userId={saved.id} email={saved.email ?? ''} />
              </Col>
            ) : (
              <>
                <Col span={7}>
                  <Form.Item label="Password" name={[name, 'password']} rules={[{ required: true, message: 'A password is required for a new customer user' }]}>
                    <Input.Password autoComplete="new-password" data-testid={at('password')} />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item
                    label="Confirm password"
                    name={[name, 'confirmPassword']}
                    dependencies={[['customerUsers', name, 'password']]}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_, confirm?: string) =>
                          (getFieldValue(['customerUsers', name, 'password']) ?? '') === (confirm ?? '') ? Promise.resolve() : Promise.reject(new Error(CUSTOMER_MESSAGES.passwordsDoNotMatch)),
                      }),
                    ]}
                  >
                    <Input.Password autoComplete="new-password" data-testid={at('confirm')} />
                  </Form.Item>
                </Col>
              </>
            )}
          </Row>
        );
      }}
    />
  );
}
