import { Card, Checkbox, Form, Space } from 'antd';

const FLAGS = [
  ['isPONumberRequired', 'PO number required'],
  ['preventConsignmentWithoutPONumber', 'Prevent consignment without PO number'],
  ['showCostCode', 'Show cost code'],
  ['preventConsignmentWithoutCostCode', 'Prevent consignment without cost code'],
] as const;

/** Optional consignment fields: the PO number and cost code a booking asks for. */
export function OptionalFieldsSection() {
  return (
    <Card title="Optional consignment fields" size="small" data-testid="customer-optional-fields">
      <Space wrap>
        {FLAGS.map(([name, label]) => (
          <Form.Item key={name} name={name} valuePropName="checked" noStyle>
            <Checkbox data-testid={`customer-${name}`}>{label}</Checkbox>
          </Form.Item>
        ))}
      </Space>
    </Card>
  );
}
