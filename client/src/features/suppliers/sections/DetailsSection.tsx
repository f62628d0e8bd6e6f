import { Card, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { emailChoices, type SupplierFormValues } from '../supplierForm';
import { EmailPicker } from '../components/EmailPicker';
import { Field, optionsOf, required, type Lookups } from '../components/fields';

/** Details (behaviour.md "Suppliers / Saving a supplier" Supplier): name, e-mails, type, billing, address, phone, notes and the two flags. */
export function DetailsSection({ lookups }: { lookups: Lookups | undefined }) {
  const form = Form.useFormInstance<SupplierFormValues>();
  // The watches re-render on change; the values are read from the store, which (unlike useWatch on
  // the first render) already holds the loaded supplier, so the pickers start in the right mode.
  Form.useWatch('email', form);
  Form.useWatch('secondaryEmail', form);
  Form.useWatch('supplierUsers', form);
  const choices = emailChoices(form.getFieldsValue(true) as SupplierFormValues);
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
        {(['addressLine1', 'addressLine2', 'addressLine3'] as const).map((name, i) => (
          <Col span={8} key={name}>
            <Form.Item label={`Address line ${i + 1}`} name={name}>
              <Input data-testid={`supplier-${name}`} maxLength={150} />
            </Form.Item>
          </Col>
        ))}
        <Col span={6}>
          <Form.Item label="Town" name="town">
            <Input data-testid="supplier-town" maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="County" name="county">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="Postcode" name="postcode">
            <Input data-testid="supplier-postcode" maxLength={12} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Field testId="supplier-country" label="Country" name="countryId">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={optionsOf(lookups?.countries ?? [])} />
          </Field>
        </Col>
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
          <Form.Item label=" " style={{ marginBottom: 0 }}>
            <Form.Item name="splitXeroInvoices" valuePropName="checked" noStyle>
              <Checkbox data-testid="supplier-split-xero">Split Xero invoices</Checkbox>
            </Form.Item>
            <Form.Item name="isTrackingDisabled" valuePropName="checked" noStyle>
              <Checkbox data-testid="supplier-tracking-disabled">Tracking disabled</Checkbox>
            </Form.Item>
            <Form.Item name="isDeactivated" valuePropName="checked" noStyle>
              <Checkbox data-testid="supplier-deactivated">Deactivated</Checkbox>
            </Form.Item>
          </Form.Item>
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
