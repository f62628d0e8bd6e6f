import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import type { SupplierTypeValue } from '../../../gql/graphql';
import {
  CreateSupplierBillingTypeMutation,
  CreateSupplierTypeMutation,
  CreateVatCodeMutation,
  SupplierBillingTypesQuery,
  SupplierTypesQuery,
  UpdateSupplierBillingTypeMutation,
  UpdateSupplierTypeMutation,
  UpdateVatCodeMutation,
  VatCodesQuery,
} from '../catalogue.operations';
import { CatalogueSection } from '../components/CatalogueSection';

const required = (what: string) => [{ required: true, whitespace: true, message: `Please enter ${what}` }];
const deactivatedField = (
  <Form.Item name="isDeactivated" valuePropName="checked">
    <Checkbox data-testid="field-deactivated">Deactivated</Checkbox>
  </Form.Item>
);

interface VatValues {
  code: string;
  name: string;
  rate: number;
  isDeactivated: boolean;
}

/** VAT codes (behaviour.md "Settings / Settings screen"): code, name and rate in per cent. */
export function VatCodesSection() {
  const { data, loading } = useQuery(VatCodesQuery);
  const opts = { refetchQueries: [VatCodesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateVatCodeMutation, opts);
  const [update] = useMutation(UpdateVatCodeMutation, opts);
  return (
    <CatalogueSection<NonNullable<typeof data>['vatCodes'][number], VatValues>
      testId="vat-codes"
      title="VAT codes"
      noun="VAT code"
      rows={data?.vatCodes ?? []}
      loading={loading}
      columns={[
        { title: 'Code', dataIndex: 'code', sorter: (a, b) => a.code.localeCompare(b.code) },
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { title: 'Rate %', dataIndex: 'rate', align: 'right', render: (r: number) => r.toFixed(2) },
      ]}
      searchText={(r) => `${r.code} ${r.name}`}
      valuesOf={(r) => (r ? { code: r.code, name: r.name, rate: r.rate, isDeactivated: r.isDeactivated } : { isDeactivated: false, rate: 20 })}
      create={(v) => create({ variables: { input: v } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...v, version: r.version } } })}
      fields={
        <>
          <Form.Item label="Code" name="code" rules={required('a code')}>
            <Input data-testid="field-code" />
          </Form.Item>
          <Form.Item label="Name" name="name" rules={required('a name')}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label="Rate %" name="rate" rules={[{ required: true, message: 'Please enter a rate' }]}>
            <InputNumber min={0} max={100} step={0.5} style={{ width: '100%' }} data-testid="field-rate" />
          </Form.Item>
          {deactivatedField}
        </>
      }
    />
  );
}

const SUPPLIER_TYPE_VALUES: { value: SupplierTypeValue; label: string }[] = [
  { value: 'IS_SELF_BILLING', label: 'Self billing' },
  { value: 'IS_EMPLOYED', label: 'Employed' },
  { value: 'SUBCONTRACTOR', label: 'Subcontractor' },
];

interface SupplierTypeValues {
  name: string;
  value: SupplierTypeValue;
  isDeactivated: boolean;
}

/** Supplier types (behaviour.md "Suppliers / Suppliers screen"; "Settings / Settings screen": self billing, employed or subcontractor). */
export function SupplierTypesSection() {
  const { data, loading } = useQuery(SupplierTypesQuery);
  const opts = { refetchQueries: [SupplierTypesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateSupplierTypeMutation, opts);
  const [update] = useMutation(UpdateSupplierTypeMutation, opts);
  return (
    <CatalogueSection<NonNullable<typeof data>['supplierTypes'][number], SupplierTypeValues>
      testId="supplier-types"
      title="Supplier types"
      noun="Supplier type"
      rows={data?.supplierTypes ?? []}
      loading={loading}
      columns={[
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { title: 'Kind', dataIndex: 'value', render: (v: SupplierTypeValue) => SUPPLIER_TYPE_VALUES.find((o) => o.value === v)?.label ?? v },
      ]}
      searchText={(r) => r.name}
      valuesOf={(r) => (r ? { name: r.name, value: r.value, isDeactivated: r.isDeactivated } : { isDeactivated: false, value: 'SUBCONTRACTOR' })}
      create={(v) => create({ variables: { input: v } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...v, version: r.version } } })}
      fields={
        <>
          <Form.Item label="Name" name="name" rules={required('a name')}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label="Kind" name="value" rules={[{ required: true, message: 'Please choose a kind' }]}>
            <Select options={SUPPLIER_TYPE_VALUES} data-testid="field-value" />
          </Form.Item>
          {deactivatedField}
        </>
      }
    />
  );
}

interface BillingTypeValues {
  name: string;
  brandingThemeId?: number | null;
  isDeactivated: boolean;
}

/** Supplier billing types (behaviour.md "Suppliers / Suppliers screen"), each with the branding theme its invoices use. */
export function SupplierBillingTypesSection() {
  const { data, loading } = useQuery(SupplierBillingTypesQuery);
  const opts = { refetchQueries: [SupplierBillingTypesQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateSupplierBillingTypeMutation, opts);
  const [update] = useMutation(UpdateSupplierBillingTypeMutation, opts);
  const toInput = (v: BillingTypeValues) => ({ ...v, brandingThemeId: v.brandingThemeId ?? null });
  return (
    <CatalogueSection<NonNullable<typeof data>['supplierBillingTypes'][number], BillingTypeValues>
      testId="billing-types"
      title="Supplier billing types"
      noun="Supplier billing type"
      rows={data?.supplierBillingTypes ?? []}
      loading={loading}
      columns={[
        { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
        { title: 'Branding theme', key: 'theme', render: (_, r) => r.brandingTheme?.name ?? '' },
      ]}
      searchText={(r) => `${r.name} ${r.brandingTheme?.name ?? ''}`}
      valuesOf={(r) => (r ? { name: r.name, brandingThemeId: r.brandingThemeId, isDeactivated: r.isDeactivated } : { isDeactivated: false })}
      create={(v) => create({ variables: { input: toInput(v) } })}
      update={(r, v) => update({ variables: { id: r.id, input: { ...toInput(v), version: r.version } } })}
      fields={
        <>
          <Form.Item label="Name" name="name" rules={required('a name')}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label="Branding theme" name="brandingThemeId">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a branding theme"
              options={(data?.brandingThemes ?? []).map((t) => ({ value: t.id, label: t.name }))}
              data-testid="field-branding-theme"
            />
          </Form.Item>
          {deactivatedField}
        </>
      }
    />
  );
}
