import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ListCard } from '../components/ListCard';
import { Field, optionsOf, required, type Lookups } from '../components/fields';
import type { DeductionValues } from '../supplierForm';

/** Deductions (behaviour.md "Suppliers / Saving a supplier"): name, value in pounds, account code and VAT code, all required. */
export function DeductionsSection({ lookups }: { lookups: Lookups | undefined }) {
  const accountCodes = optionsOf(lookups?.accountCodes ?? []);
  const vatCodes = optionsOf(lookups?.vatCodes ?? []);
  return (
    <ListCard<DeductionValues>
      name="deductions"
      title="Deductions"
      testId="supplier-deductions"
      newItem={() => ({ name: null, value: null, accountCodeId: null, vatCodeId: null })}
      renderRow={({ name }) => (
        <Row gutter={8}>
          <Col span={7}>
            <Form.Item label="Name" name={[name, 'name']} rules={required('Deduction name')}>
              <Input maxLength={150} data-testid={`supplier-deductions-${name}-name`} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Field
              testId={`supplier-deductions-${name}-value`}
              label="Value"
              name={[name, 'value']}
              rules={[...required('Deduction value'), { type: 'number', min: 0.01, message: 'Deduction value must be an amount greater than £0.00 with at most 2 decimals' }]}
            >
              <InputNumber prefix="£" min={0} precision={2} step={1} style={{ width: '100%' }} />
            </Field>
          </Col>
          <Col span={6}>
            <Field testId={`supplier-deductions-${name}-account`} label="Account code" name={[name, 'accountCodeId']} rules={required('Account code')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={accountCodes} />
            </Field>
          </Col>
          <Col span={6}>
            <Field testId={`supplier-deductions-${name}-vat`} label="VAT code" name={[name, 'vatCodeId']} rules={required('VAT code')}>
              <Select options={vatCodes} />
            </Field>
          </Col>
        </Row>
      )}
    />
  );
}
