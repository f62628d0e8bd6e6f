import { setSearchFlag } from '@domain/consignment-search';
import { Button, Checkbox, Col, Input, InputNumber, Row, Space } from 'antd';
import { flagsOf, type FilterState } from '../filterState';
import { DateRangeFilter, enterRunsSearch, VehicleTypeFilter } from './SharedFilters';

interface Props {
  value: FilterState;
  onChange: (next: FilterState) => void;
  onSearch: () => void;
  office: boolean;
  vehicleTypes: readonly { id: number; name: string }[];
}

type TextKey = 'customerName' | 'poNumber' | 'collectionAddress' | 'deliveryAddress' | 'bookingContact' | 'supplierName';

/** The consignment filters of behaviour.md "Booking / Consignment search and export"; Enter in any of them runs the search. */
export function ConsignmentFilters({ value, onChange, onSearch, office, vehicleTypes }: Props) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const onKeyDown = enterRunsSearch(onSearch);
  const text = (key: TextKey, label: string) => (
    <Col xs={24} sm={12} md={6} key={key}>
      <Input
        placeholder={label}
        aria-label={label}
        value={value[key] ?? ''}
        data-testid={`filter-${key}`}
        onChange={(e) => set({ [key]: e.target.value || null })}
      />
    </Col>
  );
  const flag = (key: 'isFrequent' | 'haveNoManifest' | 'isQuote', label: string) => (
    <Checkbox
      key={key}
      checked={value[key] === true}
      data-testid={`filter-${key}`}
      onChange={(e) => onChange({ ...value, ...setSearchFlag(flagsOf(value), key, e.target.checked) })}
    >
      {label}
    </Checkbox>
  );

  return (
    <div onKeyDown={onKeyDown} data-testid="consignment-filters">
      <DateRangeFilter value={value} onChange={set} testIdPrefix="filter" />
      <Row gutter={[8, 8]}>
        <VehicleTypeFilter value={value.vehicleType} onChange={(vehicleType) => set({ vehicleType })} vehicleTypes={vehicleTypes} testIdPrefix="filter" />
        {office && text('customerName', 'Customer name')}
        {text('poNumber', 'PO number')}
        <Col xs={24} sm={12} md={6}>
          <InputNumber
            placeholder="Consignment number"
            style={{ width: '100%' }}
            data-testid="filter-consignmentNumber"
            value={value.consignmentNumber ?? null}
            onChange={(v) => set({ consignmentNumber: v ?? null })}
          />
        </Col>
        <Col xs={24} sm={12} md={6}>
          <InputNumber
            placeholder="Manifest number"
            style={{ width: '100%' }}
            data-testid="filter-manifestNumber"
            value={value.manifestNumber ?? null}
            onChange={(v) => set({ manifestNumber: v ?? null })}
          />
        </Col>
        {text('collectionAddress', 'Collection address')}
        {text('deliveryAddress', 'Delivery address')}
        {text('bookingContact', 'Booking contact')}
        {text('supplierName', 'Supplier name')}
      </Row>
      <Space wrap style={{ marginTop: 8 }}>
        {flag('isFrequent', 'Frequent')}
        {flag('haveNoManifest', 'No manifest')}
        {flag('isQuote', 'Quote')}
        {office && (
          <Checkbox checked={value.isDeleted === true} data-testid="filter-isDeleted" onChange={(e) => set({ isDeleted: e.target.checked })}>
            Deleted
          </Checkbox>
        )}
        <Button type="primary" onClick={onSearch} data-testid="consignment-search">
          Search
        </Button>
      </Space>
    </div>
  );
}
