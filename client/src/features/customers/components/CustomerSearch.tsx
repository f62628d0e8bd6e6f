import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import type { CustomerLookupsQuery } from '../../../gql/graphql';

/** The search of behaviour.md "Customers / Customers screen": name, account type, deactivated flag (undefined = any). */
export interface CustomerFilter {
  name?: string;
  customerAccountTypeId?: number;
  isDeactivated?: boolean;
}

const FLAG_OPTIONS = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const toFlag = (v: string): boolean | undefined => (v === 'any' ? undefined : v === 'yes');
const fromFlag = (v: boolean | undefined): string => (v === undefined ? 'any' : v ? 'yes' : 'no');

interface CustomerSearchProps {
  value: CustomerFilter;
  onChange: (f: CustomerFilter) => void;
  onNew: () => void;
  lookups: CustomerLookupsQuery | undefined;
}

/** The search bar above the customers list, with the New customer button. */
export function CustomerSearch({ value, onChange, onNew, lookups }: CustomerSearchProps) {
  const types = (lookups?.customerAccountTypes ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <Space wrap data-testid="customers-search">
      <Input.Search
        allowClear
        placeholder="Customer name"
        style={{ width: 240 }}
        defaultValue={value.name}
        onSearch={(name) => onChange({ ...value, name: name.trim() || undefined })}
        data-testid="customers-search-name"
      />
      <div data-testid="customers-search-account-type">
        <Select
          allowClear
          aria-label="Account type"
          placeholder="Any account type"
          style={{ width: 220 }}
          value={value.customerAccountTypeId}
          onChange={(v?: number) => onChange({ ...value, customerAccountTypeId: v ?? undefined })}
          options={types}
        />
      </div>
      <Space.Compact>
        <Button disabled>Deactivated</Button>
        <Select aria-label="Deactivated" value={fromFlag(value.isDeactivated)} style={{ width: 110 }} onChange={(v: string) => onChange({ ...value, isDeactivated: toFlag(v) })} options={FLAG_OPTIONS} data-testid="customers-search-deactivated" />
      </Space.Compact>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="customers-new">
        New customer
      </Button>
    </Space>
  );
}
