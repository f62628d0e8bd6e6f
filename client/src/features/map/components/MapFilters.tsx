import { Form, Select, Switch } from 'antd';
import { Autocomplete } from '../../../components/Autocomplete';
import type { SupplierChoice } from '../hooks/useSupplierSearch';
import { CarrierSearchFields, type CarrierSearchState } from './CarrierSearchFields';

export type { CarrierSearchState } from './CarrierSearchFields';

/** What the live map is filtered on (behaviour.md "Map / Live vehicles"). */
export interface MapFilterValues {
  supplier: SupplierChoice | null;
  vehicleTypeId: number | null;
  /** Consignment number, customer reference or PO number (behaviour.md "Map / Live vehicles"). */
  consignmentText: string;
  manifestText: string;
}

interface MapFiltersProps {
  value: MapFilterValues;
  onChange: (value: MapFilterValues) => void;
  /** Runs the consignment / manifest search (Enter in either field, or Find). */
  onCarrierSearch: () => void;
  carrierSearch: CarrierSearchState;
  vehicleTypes: { id: number; name: string }[];
  searchSuppliers: (text: string) => Promise<SupplierChoice[]>;
  /** The traffic switch shows only when a traffic layer is configured (issue 7 item 1). */
  trafficAvailable: boolean;
  traffic: boolean;
  onTrafficChange: (on: boolean) => void;
}

/**
 * The live map's filters (behaviour.md "Map / Live vehicles"): supplier, vehicle type, consignment number / customer reference /
 * PO number or manifest number (searched on Enter), and traffic when a traffic layer is configured.
 */
export function MapFilters({ value, onChange, onCarrierSearch, carrierSearch, vehicleTypes, searchSuppliers, trafficAvailable, traffic, onTrafficChange }: MapFiltersProps) {
  return (
    <Form layout="vertical" size="small" data-testid="map-filters">
      <Form.Item label="Supplier" htmlFor="map-filter-supplier">
        <Autocomplete
          testId="map-filter-supplier"
          id="map-filter-supplier"
          placeholder="Type a supplier name"
          search={searchSuppliers}
          labelOf={(s) => s.name}
          keyOf={(s) => s.id}
          value={value.supplier}
          onChange={(supplier) => onChange({ ...value, supplier })}
        />
      </Form.Item>
      <Form.Item label="Vehicle type" htmlFor="map-filter-vehicle-type">
        <Select
          allowClear
          placeholder="All vehicle types"
          id="map-filter-vehicle-type"
          data-testid="map-filter-vehicle-type"
          value={value.vehicleTypeId ?? undefined}
          onChange={(id?: number) => onChange({ ...value, vehicleTypeId: id ?? null })}
          options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <CarrierSearchFields value={value} onChange={onChange} onSearch={onCarrierSearch} state={carrierSearch} />
      {trafficAvailable && (
        <Form.Item label="Traffic" htmlFor="map-traffic-toggle">
          <Switch checked={traffic} onChange={onTrafficChange} id="map-traffic-toggle" data-testid="map-traffic-toggle" />
        </Form.Item>
      )}
    </Form>
  );
}
