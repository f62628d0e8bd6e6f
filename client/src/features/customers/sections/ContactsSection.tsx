import { Col, Form, Input, Row } from 'antd';
import { CUSTOMER_MESSAGES } from '@domain/customer';
import { ListCard } from '../../suppliers/components/ListCard';
import type { ContactValues, CustomerFormValues } from '../customerForm';

const key = (name?: string | null) => (name ?? '').trim().toLowerCase();

/** Contacts (behaviour.md "Customers / Saving a customer"): name (required, unique within the customer), phone, e-mail. */
export function ContactsSection() {
  return (
    <ListCard<ContactValues>
      name="contacts"
      title="Contacts"
      testId="customer-contacts"
      newItem={() => ({})}
      renderRow={({ name }) => {
        const at = (field: string) => `customer-contacts-${name}-${field}`;
        return (
          <Row gutter={8}>
            <Col span={8}>
              <Form.Item
                label="Name"
                name={[name, 'name']}
                rules={[
                  { required: true, whitespace: true, message: 'Contact name is required' },
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string) => {
                      const contacts = (getFieldValue('contacts') ?? []) as CustomerFormValues['contacts'] & object;
                      const clash = key(value) && contacts.some((c, i) => i < name && key(c?.name) === key(value));
                      return clash ? Promise.reject(new Error(CUSTOMER_MESSAGES.contactExists)) : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input maxLength={200} data-testid={at('name')} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="Phone" name={[name, 'phone']}>
                <Input maxLength={30} data-testid={at('phone')} />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item label="E-mail" name={[name, 'email']} rules={[{ type: 'email', message: 'Contact e-mail address is not valid' }]}>
                <Input maxLength={320} data-testid={at('email')} />
              </Form.Item>
            </Col>
          </Row>
        );
      }}
    />
  );
}
