import { Alert, Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useSupplierSave } from '../hooks/useSupplierSave';
import { AccountInfoSection } from '../sections/AccountInfoSection';
import { DeductionsSection } from '../sections/DeductionsSection';
import { DetailsSection } from '../sections/DetailsSection';
import { LicencesSection } from '../sections/LicencesSection';
import { PhotosSection } from '../sections/PhotosSection';
import { SupplierUsersSection } from '../sections/SupplierUsersSection';
import { VehiclesSection } from '../sections/VehiclesSection';
import { supplierFormErrors, toSupplierInput, type SupplierFormValues } from '../supplierForm';
import type { Lookups } from './fields';

/** Save stays in reach while the long form scrolls; it covers the drawer body's bottom padding too. */
const FOOTER = { position: 'sticky', bottom: -24, margin: '12px -24px 0', padding: '12px 24px', background: '#fff', borderTop: '1px solid #f0f0f0', zIndex: 2 } as const;

interface SupplierFormProps {
  /** null for a new supplier. */
  id: number | null;
  /** The version loaded; a save from an older one is refused (608). */
  version: number | null;
  initialValues: SupplierFormValues;
  lookups: Lookups | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The supplier detail view's form: every section of behaviour.md "Suppliers / Suppliers screen" one under another, and the record
 * rules of behaviour.md "Suppliers / Saving a supplier" (or the server's refusal) listed above Save, where they are seen.
 */
export function SupplierForm({ id, version, initialValues, lookups, onSaved, onCancel }: SupplierFormProps) {
  const [form] = Form.useForm<SupplierFormValues>();
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const save = useSupplierSave();
  const hadVehicles = (initialValues.vehicles ?? []).length > 0;

  const submit = async () => {
    // Field rules and record rules together, so one Save shows everything to fix.
    const fieldsOk = await form.validateFields().then(() => true, () => false);
    const values = form.getFieldsValue(true) as SupplierFormValues;
    const record = [...new Set(supplierFormErrors(values, hadVehicles).map((e) => e.message))];
    setProblems(record);
    if (!fieldsOk || record.length) return;
    setSaving(true);
    const result = await save(id, toSupplierInput(values, version, hadVehicles));
    setSaving(false);
    if (result.ok) onSaved();
    else setProblems(result.messages);
  };

  return (
    <Form<SupplierFormValues> form={form} layout="vertical" size="small" initialValues={initialValues} scrollToFirstError data-testid="supplier-form">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <DetailsSection lookups={lookups} />
        <LicencesSection lookups={lookups} />
        <VehiclesSection lookups={lookups} />
        <AccountInfoSection />
        <DeductionsSection lookups={lookups} />
        <PhotosSection />
        <SupplierUsersSection />
      </Space>
      <div style={FOOTER}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 8 }}
            data-testid="supplier-problems"
            title={problems.length === 1 ? problems[0] : 'Please correct the following'}
            description={problems.length > 1 ? <ul style={{ margin: 0, paddingLeft: 18 }}>{problems.map((p) => <li key={p}>{p}</li>)}</ul> : undefined}
          />
        )}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} data-testid="supplier-cancel">
            Cancel
          </Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="supplier-save">
            Save
          </Button>
        </Space>
      </div>
    </Form>
  );
}
