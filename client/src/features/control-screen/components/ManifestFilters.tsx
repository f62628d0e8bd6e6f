import { Button, Row, Space } from 'antd';
import type { ManifestFilterState } from '../filterState';
import { FlagFilter, NumberFilter, TextFilter } from './FilterFields';
import { DateRangeFilter, enterRunsSearch, VehicleTypeFilter } from './SharedFilters';
import { setManifestFlag, type ManifestFlag } from '../manifestRules';

interface Props {
  value: ManifestFilterState;
  onChange: (next: ManifestFilterState) => void;
  onSearch: () => void;
  vehicleTypes: readonly { id: number; name: string }[];
}

type TextKey = 'customerName' | 'poNumber' | 'collectionAddress' | 'deliveryAddress' | 'supplierName';
type NumberKey = 'consignmentNumber' | 'manifestNumber';

/**
 * The manifest filters of behaviour.md "Manifests / Manifest search and export"; Enter in any of them runs the search. Backload and exclude
 * backload are mutually exclusive; non-spec clears the supplier name (behaviour.md "Manifests / Manifest search and export").
 */
export function ManifestFilters({ value, onChange, onSearch, vehicleTypes }: Props) {
  const set = (patch: Partial<ManifestFilterState>) => onChange({ ...value, ...patch });
  const text = (key: TextKey, label: string, disabled = false) => (
    <TextFilter label={label} disabled={disabled} value={value[key]} testId={`manifest-filter-${key}`} onChange={(next) => set({ [key]: next })} />
  );
  const number = (key: NumberKey, placeholder: string) => (
    <NumberFilter placeholder={placeholder} value={value[key]} testId={`manifest-filter-${key}`} onChange={(next) => set({ [key]: next })} />
  );
  const flag = (key: ManifestFlag, label: string) => (
    <FlagFilter label={label} checked={value[key] === true} testId={`manifest-filter-${key}`} onChange={(checked) => set(setManifestFlag(key, checked))} />
  );

  return (
    <div onKeyDown={enterRunsSearch(onSearch)} data-testid="manifest-filters">
      <DateRangeFilter value={value} onChange={set} testIdPrefix="manifest-filter" />
      <Row gutter={[8, 8]}>
        <VehicleTypeFilter value={value.vehicleType} onChange={(vehicleType) => set({ vehicleType })} vehicleTypes={vehicleTypes} testIdPrefix="manifest-filter" />
        {text('customerName', 'Customer name')}
        {text('poNumber', 'PO number')}
        {number('consignmentNumber', 'Consignment number')}
        {number('manifestNumber', 'Manifest number')}
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
