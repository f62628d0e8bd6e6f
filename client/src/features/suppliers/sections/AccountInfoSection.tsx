import { Card, Col, Form, Input, Row } from 'antd';

const FIELDS = [
  ['vatNumber', 'VAT number', 20],
  ['companyNumber', 'Company number', 20],
  ['bankAccountName', 'Bank account name', 150],
  ['bankSortCode', 'Sort code', 8],
  ['bankAccountNumber', 'Account number', 12],
] as const;

/** Account info: what self-bill invoices and payments need (docs/decisions.md "Suppliers"). */
export function AccountInfoSection() {
  return (
    <Card title="Account info" size="small" data-testid="supplier-account-info">
      <Row gutter={12}>
        {FIELDS.map(([name, label, max]) => (
          <Col span={name === 'bankAccountName' ? 12 : 6} key={name}>
            <Form.Item label={label} name={name}>
              <Input maxLength={max} data-testid={`supplier-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
