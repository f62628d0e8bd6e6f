import { Col, Form, Input, Row } from 'antd';
import { SUPPLIER_MESSAGES } from '@domain/supplier';
import { ListCard } from '../components/ListCard';
import type { SupplierUserValues } from '../supplierForm';

/**
 * Supplier app (driver) users (behaviour.md "Driver app / Positions"; "Suppliers / Saving a supplier"): e-mail, username, and a new password with its
 * confirmation, which must match. A row left blank is ignored; one removed is signed out on save.
 */
export function SupplierUsersSection() {
  return (
    <ListCard<SupplierUserValues>
      name="supplierUsers"
      title="Supplier app users"
      testId="supplier-users"
      newItem={() => ({})}
      renderRow={({ name }) => {
        const at = (field: string) => `supplier-users-${name}-${field}`;
        return (
          <Row gutter={8}>
            <Col span={7}>
              <Form.Item label="E-mail" name={[name, 'email']} rules={[{ type: 'email', message: 'Supplier app e-mail address is not valid' }]}>
                <Input autoComplete="off" data-testid={at('email')} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item label="Username" name={[name, 'username']}>
                <Input autoComplete="off" data-testid={at('username')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="New password" name={[name, 'newPassword']}>
                <Input.Password autoComplete="new-password" data-testid={at('password')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label="Confirm password"
                name={[name, 'confirmPassword']}
                dependencies={[['supplierUsers', name, 'newPassword']]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, confirm?: string) =>
                      (getFieldValue(['supplierUsers', name, 'newPassword']) ?? '') === (confirm ?? '') ? Promise.resolve() : Promise.reject(new Error(SUPPLIER_MESSAGES.passwordsMustMatch)),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" data-testid={at('confirm')} />
              </Form.Item>
            </Col>
          </Row>
        );
      }}
    />
  );
}
