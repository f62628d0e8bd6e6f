import { Button, Checkbox, Col, Input, InputNumber, Row, Space } from 'antd';
import type { ManifestSearchInput } from '../../../gql/graphql';
import { presetRange, type DatePreset } from '../consignmentRules';
import { DateRangeFilter, enterRunsSearch, VehicleTypeFilter } from './SharedFilters';
import { setManifestFlag, type ManifestFlag } from '../manifestRules';

export interface ManifestFilterState extends ManifestSearchInput {
  preset: DatePreset;
}

/** spec 1 §2: the list opens on today's manifests. */
export function initialManifestFilters(now: Date): ManifestFilterState {
  return { preset: 'today', ...presetRange('today', now) };
}

interface Props {
  value: ManifestFilterState;
  onChange: (next: ManifestFilterState) => void;
  onSearch: () => void;
  vehicleTypes: readonly { id: number; name: string }[];
}

type TextKey = 'customerName' | 'poNumber' | 'collectionAddress' | 'deliveryAddress' | 'supplierName';

/**
 * The manifest filters of spec 1 §7; Enter in any of them runs the search. Backload and exclude
 * backload are mutually exclusive; non-spec clears the supplier name (spec 1 §5).
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

/** The search input sent to the server: the filter state without the preset. */
export function toManifestSearchInput({ preset: _preset, ...search }: ManifestFilterState): ManifestSearchInput {
  void _preset;
  return search;
}
