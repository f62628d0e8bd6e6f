import { Button, Checkbox, Col, Input, InputNumber, Row, Space } from 'antd';
import type { ManifestFilterState } from '../filterState';
import { DateRangeFilter, enterRunsSearch, VehicleTypeFilter } from './SharedFilters';
import { setManifestFlag, type ManifestFlag } from '../manifestRules';

interface Props {
  value: ManifestFilterState;
  onChange: (next: ManifestFilterState) => void;
  onSearch: () => void;
  vehicleTypes: readonly { id: number; name: string }[];
}

type TextKey = 'customerName' | 'poNumber' | 'collectionAddress' | 'deliveryAddress' | 'supplierName';

/**
 * The manifest filters of behaviour.md "Manifests / Manifest search and export"; Enter in any of them runs the search. Backload and exclude
 * backload are mutually exclusive; non-spec clears the supplier name (behaviour.md "Manifests / Manifest search and export").
 */
export function ManifestFilters({ value, onChange, onSearch, vehicleTypes }: Props) {
  const set = (patch: Partial<ManifestFilterState>) => onChange({ ...value, ...patch });
  const onKeyDown = enterRunsSearch(onSearch);
  const text = (key: TextKey, label: string, disabled = false) => (
    <Col xs={24} sm={12} md={6} key={key}>
      <Input
        placeholder={label}
        aria-label={label}
        disabled={disabled}
        value={value[key] ?? ''}
        data-testid={`manifest-filter-${key}`}
        onChange={(e) => set({ [key]: e.target.value || null })}
      />
    </Col>
  );
  const flag = (key: ManifestFlag, label: string) => (
    <Checkbox
      key={key}
      checked={value[key] === true}
      data-testid={`manifest-filter-${key}`}
      onChange={(e) => set(setManifestFlag(key, e.target.checked))}
    >
      {label}
    </Checkbox>
  );

  return (
    <div onKeyDown={onKeyDown} data-testid="manifest-filters">
      <DateRangeFilter value={value} onChange={set} testIdPrefix="manifest-filter" />
      <Row gutter={[8, 8]}>
        <VehicleTypeFilter value={value.vehicleType} onChange={(vehicleType) => set({ vehicleType })} vehicleTypes={vehicleTypes} testIdPrefix="manifest-filter" />
        {text('customerName', 'Customer name')}
        {text('poNumber', 'PO number')}
        <Col xs={24} sm={12} md={6}>
          <InputNumber
            placeholder="Consignment number"
            style={{ width: '100%' }}
            data-testid="manifest-filter-consignmentNumber"
            value={value.consignmentNumber ?? null}
            onChange={(v) => set({ consignmentNumber: v ?? null })}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <InputNumber
            placeholder="Manifest number"
            style={{ width: '100%' }}
            data-testid="manifest-filter-manifestNumber"
            value={value.manifestNumber ?? null}
            onChange={(v) => set({ manifestNumber: v ?? null })}
          />
        </Col>
        {text('collectionAddress', 'Collection address')}
        {text('deliveryAddress', 'Delivery address')}
        {text('supplierName', 'Supplier name', value.nonSpec === true)}
      </Row>
      <Space wrap style={{ marginTop: 8 }}>
        {flag('nonSpec', 'Non-spec')}
        {flag('notAcknowledged', 'Not acknowledged')}
        {flag('isBackload', 'Backload')}
        {flag('excludeBackload', 'Exclude backload')}
        {flag('isDeleted', 'Deleted')}
        <Button type="primary" onClick={onSearch} data-testid="manifest-search">
          Search
        </Button>
      </Space>
    </div>
  );
}
