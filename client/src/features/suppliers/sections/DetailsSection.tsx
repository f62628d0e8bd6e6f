import { Card, Col, Form, Input, Row, Select } from 'antd';
import { EmailPicker } from '../components/EmailPicker';
import { Field, optionsOf, required, type Lookups } from '../components/fields';
import { useEmailChoices } from '../hooks/useEmailChoices';
import { SupplierAddressFields } from './SupplierAddressFields';
import { SupplierFlagFields } from './SupplierFlagFields';

/** Details (behaviour.md "Suppliers / Saving a supplier" Supplier): name, e-mails, type, billing, address, phone, notes and the two flags. */
export function DetailsSection({ lookups }: { lookups: Lookups | undefined }) {
  const choices = useEmailChoices();
  // behaviour.md "Settings / Settings screen": each supplier type is one of IS_SELF_BILLING, IS_EMPLOYED, SUBCONTRACTOR.
  const types = (lookups?.supplierTypes ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <Card title="Details" size="small" data-testid="supplier-details">
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item label="Name" name="name" rules={required('Name')}>
            <Input data-testid="supplier-name" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Field testId="supplier-type" label="Type" name="supplierTypeId">
            <Select allowClear options={types} placeholder="Self billing, employed or subcontractor" />
          </Field>
        </Col>
        <Col span={6}>
          <Field testId="supplier-billing-type" label="Billing type" name="supplierBillingTypeId">
            <Select allowClear options={optionsOf(lookups?.supplierBillingTypes ?? [])} />
          </Field>
        </Col>
        <Col span={12}>
          <Form.Item label="E-mail" name="email" rules={[{ type: 'email', message: 'Email must be a valid e-mail address' }]}>
            <EmailPicker choices={choices} testId="supplier-email" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Secondary e-mail" name="secondaryEmail" rules={[{ type: 'email', message: 'SecondaryEmail must be a valid e-mail address' }]}>
            <EmailPicker choices={choices} testId="supplier-secondary-email" />
          </Form.Item>
        </Col>
        <SupplierAddressFields lookups={lookups} />
        <Col span={6}>
          <Form.Item label="Phone" name="phoneNumber">
            <Input data-testid="supplier-phone" maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="Mobile" name="mobileNumber">
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <SupplierFlagFields />
        </Col>
        <Col span={24}>
          <Form.Item label="Notes" name="notes">
            <Input.TextArea rows={3} maxLength={4000} data-testid="supplier-notes" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
