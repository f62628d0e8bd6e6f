import { Select } from 'antd';
import type { PriceMatrixType } from '../../../gql/graphql';
import { TYPE_OPTIONS } from './PriceMatrixFields';

interface PriceMatrixFiltersProps {
  type: PriceMatrixType;
  onTypeChange: (type: PriceMatrixType) => void;
  customerId: number | null;
  onCustomerChange: (customerId: number | null) => void;
  customerOptions: { value: number; label: string }[];
}

/** Which matrices the list shows: PRICING or COSTING - SUPPLIER, and for PRICING the defaults or one customer's. */
export function PriceMatrixFilters({ type, onTypeChange, customerId, onCustomerChange, customerOptions }: PriceMatrixFiltersProps) {
  return (
    <>
      <Select<PriceMatrixType> aria-label="Matrix type" value={type} onChange={onTypeChange} options={TYPE_OPTIONS} style={{ width: 170 }} data-testid="price-matrices-type" />
      {type === 'PRICING' && (
        <Select<number>
          aria-label="Customer"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Default (no customer)"
          value={customerId ?? undefined}
          onChange={(v) => onCustomerChange(v ?? null)}
          options={customerOptions}
          style={{ width: 200 }}
          data-testid="price-matrices-customer"
        />
      )}
    </>
  );
}
