import { Card, Checkbox, Col, Form, Input, Row } from 'antd';

const EMAIL_RULE = [{ type: 'email' as const, message: 'BookingEmailAddress must be a valid e-mail address' }];

/** Invoice settings: the invoice name, booking e-mail and when consignment e-mails go out. */
export function InvoiceSettingsSection() {
  const flag = (name: string, label: string) => (
    <Form.Item name={name} valuePropName="checked" noStyle>
      <Checkbox data-testid={`customer-${name}`}>{label}</Checkbox>
    </Form.Item>
  );
  return (
    <Card title="Invoice settings" size="small" data-testid="customer-invoice-settings">
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Name shown on invoice" name="nameShownOnInvoice">
            <Input maxLength={200} data-testid="customer-name-on-invoice" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Booking e-mail address" name="bookingEmailAddress" rules={EMAIL_RULE}>
            <Input maxLength={320} data-testid="customer-booking-email" />
          </Form.Item>
        </Col>
        <Col span={24}>
          {flag('useContactEmail', 'Use contact e-mail')}
          {flag('autoEmailOnCreate', 'E-mail on create')}
          {flag('autoEmailOnCollection', 'E-mail on collection')}
          {flag('autoEmailOnDelivery', 'E-mail on delivery')}
        </Col>
      </Row>
    </Card>
  );
}
