import { Card, Col, Form, InputNumber, Row, Select } from 'antd';
import type { CustomerLookupsQuery } from '../../../gql/graphql';
import { Field, optionsOf } from '../../suppliers/components/fields';
import type { CustomerFormValues } from '../customerForm';

/**
 * Account info: account type (Account, Pro Forma, On Stop), ledger number, VAT code, Xero
 * organisation, and the credit limit against the outstanding balance (behaviour.md "Customers / Credit report").
 */
export function AccountInfoSection({ lookups }: { lookups: CustomerLookupsQuery | undefined }) {
  const form = Form.useFormInstance<CustomerFormValues>();
  const limit = Form.useWatch('creditLimit', form) ?? 0;
  const outstanding = Form.useWatch('outstandingBalance', form) ?? 0;
  const over = outstanding - limit > 0;
  return (
    <Card title="Account info" size="small" data-testid="customer-account-info">
      <Row gutter={12}>
        <Col span={6}>
          <Field testId="customer-account-type" label="Account type" name="customerAccountTypeId" rules={[{ required: true, message: 'Account type is required' }]}>
            <Select options={(lookups?.customerAccountTypes ?? []).map((t) => ({ value: t.id, label: t.name }))} />
          </Field>
        </Col>
        <Col span={6}>
          <Field testId="customer-ledger-number" label="Ledger number" name="ledgerNumberId">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={optionsOf(lookups?.ledgerNumbers ?? [])} />
          </Field>
        </Col>
        <Col span={6}>
          <Field testId="customer-vat-code" label="VAT code" name="vatCodeId">
            <Select allowClear options={optionsOf(lookups?.vatCodes ?? [])} />
          </Field>
        </Col>
        <Col span={6}>
          <Field testId="customer-xero-organisation" label="Xero organisation" name="xeroOrganisationId">
            <Select allowClear options={optionsOf(lookups?.xeroOrganisations ?? [])} />
          </Field>
        </Col>
        <Col span={6}>
          <Form.Item label="Credit limit (£)" name="creditLimit">
            <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="customer-credit-limit" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="Outstanding balance (£)" name="outstandingBalance" help={over ? 'Over the credit limit' : undefined} validateStatus={over ? 'warning' : undefined}>
            <InputNumber precision={2} style={{ width: '100%' }} data-testid="customer-outstanding-balance" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
