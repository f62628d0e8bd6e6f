import { setSearchFlag } from '@domain/consignment-search';
import { Button, Row, Space } from 'antd';
import { flagsOf, type FilterState } from '../filterState';
import { FlagFilter, NumberFilter, TextFilter } from './FilterFields';
import { DateRangeFilter, enterRunsSearch, VehicleTypeFilter } from './SharedFilters';

interface Props {
  value: FilterState;
  onChange: (next: FilterState) => void;
  onSearch: () => void;
  office: boolean;
  vehicleTypes: readonly { id: number; name: string }[];
}

type TextKey = 'customerName' | 'poNumber' | 'collectionAddress' | 'deliveryAddress' | 'bookingContact' | 'supplierName';
type NumberKey = 'consignmentNumber' | 'manifestNumber';
type FlagKey = 'isFrequent' | 'haveNoManifest' | 'isQuote';

/** The consignment filters of behaviour.md "Booking / Consignment search and export"; Enter in any of them runs the search. */
export function ConsignmentFilters({ value, onChange, onSearch, office, vehicleTypes }: Props) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const text = (key: TextKey, label: string) => (
    <TextFilter label={label} value={value[key]} testId={`filter-${key}`} onChange={(next) => set({ [key]: next })} />
  );
  const number = (key: NumberKey, placeholder: string) => (
    <NumberFilter placeholder={placeholder} value={value[key]} testId={`filter-${key}`} onChange={(next) => set({ [key]: next })} />
  );
  const flag = (key: FlagKey, label: string) => (
    <FlagFilter label={label} checked={value[key] === true} testId={`filter-${key}`} onChange={(checked) => onChange({ ...value, ...setSearchFlag(flagsOf(value), key, checked) })} />
  );

  return (
    <div onKeyDown={enterRunsSearch(onSearch)} data-testid="consignment-filters">
      <DateRangeFilter value={value} onChange={set} testIdPrefix="filter" />
      <Row gutter={[8, 8]}>
        <VehicleTypeFilter value={value.vehicleType} onChange={(vehicleType) => set({ vehicleType })} vehicleTypes={vehicleTypes} testIdPrefix="filter" />
        {office && text('customerName', 'Customer name')}
        {text('poNumber', 'PO number')}
        {number('consignmentNumber', 'Consignment number')}
        {number('manifestNumber', 'Manifest number')}
        {text('collectionAddress', 'Collection address')}
        {text('deliveryAddress', 'Delivery address')}
        {text('bookingContact', 'Booking contact')}
        {text('supplierName', 'Supplier name')}
      </Row>
      <Space wrap style={{ marginTop: 8 }}>
        {flag('isFrequent', 'Frequent')}
        {flag('haveNoManifest', 'No manifest')}
        {flag('isQuote', 'Quote')}
        {office && <FlagFilter label="Deleted" checked={value.isDeleted === true} testId="filter-isDeleted" onChange={(isDeleted) => set({ isDeleted })} />}
        <Button type="primary" onClick={onSearch} data-testid="consignment-search">
          Search
        </Button>
      </Space>
    </div>
  );
}
