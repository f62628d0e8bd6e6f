import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';

/** The search of behaviour.md "Suppliers / Suppliers screen": name, tracking disabled flag, deactivated flag (undefined = either). */
export interface SupplierFilter {
  name?: string;
  isTrackingDisabled?: boolean;
  isDeactivated?: boolean;
}

const FLAG_OPTIONS = (yes: string, no: string) => [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];
const toFlag = (v: string): boolean | undefined => (v === 'any' ? undefined : v === 'yes');
const fromFlag = (v: boolean | undefined): string => (v === undefined ? 'any' : v ? 'yes' : 'no');

/** The search bar above the suppliers list, with the New supplier button. */
export function SupplierSearch({ value, onChange, onNew }: { value: SupplierFilter; onChange: (f: SupplierFilter) => void; onNew: () => void }) {
  return (
    <Space wrap data-testid="suppliers-search">
      <Input.Search
        allowClear
        placeholder="Supplier name"
        style={{ width: 240 }}
        defaultValue={value.name}
        onSearch={(name) => onChange({ ...value, name: name.trim() || undefined })}
        data-testid="suppliers-search-name"
      />
      <Space.Compact>
        <Button disabled>Tracking disabled</Button>
        <Select aria-label="Tracking disabled" value={fromFlag(value.isTrackingDisabled)} style={{ width: 110 }} onChange={(v: string) => onChange({ ...value, isTrackingDisabled: toFlag(v) })} options={FLAG_OPTIONS('Yes', 'No')} data-testid="suppliers-search-tracking" />
      </Space.Compact>
      <Space.Compact>
        <Button disabled>Deactivated</Button>
        <Select aria-label="Deactivated" value={fromFlag(value.isDeactivated)} style={{ width: 110 }} onChange={(v: string) => onChange({ ...value, isDeactivated: toFlag(v) })} options={FLAG_OPTIONS('Yes', 'No')} data-testid="suppliers-search-deactivated" />
      </Space.Compact>
      <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="suppliers-new">
        New supplier
      </Button>
    </Space>
  );
}
