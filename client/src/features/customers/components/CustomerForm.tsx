import { Alert, Button, Form, Space } from 'antd';
import { useState } from 'react';
import type { CustomerLookupsQuery } from '../../../gql/graphql';
import { customerFormErrors, toCustomerInput, type CustomerFormValues } from '../customerForm';
import { useCustomerSave } from '../hooks/useCustomerSave';
import { AccountInfoSection } from '../sections/AccountInfoSection';
import { AddressesSection } from '../sections/AddressesSection';
import { ColumnsSection } from '../sections/ColumnsSection';
import { ContactsSection } from '../sections/ContactsSection';
import { CustomerUsersSection } from '../sections/CustomerUsersSection';
import { DetailsSection } from '../sections/DetailsSection';
import { InvoiceSettingsSection } from '../sections/InvoiceSettingsSection';
import { OptionalFieldsSection } from '../sections/OptionalFieldsSection';

/** Save stays in reach while the long form scrolls; it covers the drawer body's bottom padding too. */
const FOOTER = { position: 'sticky', bottom: -24, margin: '12px -24px 0', padding: '12px 24px', background: '#fff', borderTop: '1px solid #f0f0f0', zIndex: 2 } as const;

interface CustomerFormProps {
  /** null for a new customer. */
  id: number | null;
  /** The version loaded; a save from an older one is refused (608). */
  version: number | null;
  initialValues: CustomerFormValues;
  lookups: CustomerLookupsQuery | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The customer detail view's form: every section of behaviour.md "Customers / Customers screen" one under another, and the record
 * rules of behaviour.md "Customers / Saving a customer" (or the server's refusal) listed above Save, where they are seen.
 */
export function CustomerForm({ id, version, initialValues, lookups, onSaved, onCancel }: CustomerFormProps) {
  const [form] = Form.useForm<CustomerFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const save = useCustomerSave();

  const submit = async () => {
    // Field rules and record rules together, so one Save shows everything to fix.
    const fieldsOk = await form.validateFields().then(() => true, () => false);
    const values = form.getFieldsValue(true) as CustomerFormValues;
    const record = [...new Set(customerFormErrors(values).map((e) => e.message))];
    setProblems(record);
    if (!fieldsOk || record.length) return;
    setSaving(true);
    const result = await save(id, toCustomerInput(values, version));
    setSaving(false);
    if (result.ok) onSaved();
    else setProblems(result.messages);
  };

  return (
    <Form<CustomerFormValues> form={form} layout="vertical" size="small" initialValues={initialValues} scrollToFirstError data-testid="customer-form">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <DetailsSection customerId={id} />
        <AccountInfoSection lookups={lookups} />
        <InvoiceSettingsSection />
        <OptionalFieldsSection />
        <ContactsSection />
        <AddressesSection lookups={lookups} />
        <CustomerUsersSection />
        <ColumnsSection />
      </Space>
      <div style={FOOTER}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            data-testid="customer-problems"
            title={problems.length === 1 ? problems[0] : 'Please correct the following'}
            description={problems.length > 1 ? <ul style={{ margin: 0, paddingLeft: 18 }}>{problems.map((p) => <li key={p}>{p}</li>)}</ul> : undefined}
          />
        )}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} data-testid="customer-cancel">
            Cancel
          </Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="customer-save">
            Save
          </Button>
        </Space>
      </div>
    </Form>
  );
}
