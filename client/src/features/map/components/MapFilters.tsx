import { Alert, Button, Form, Input, Select, Switch } from 'antd';
import { Autocomplete } from '../../../components/Autocomplete';
import type { SupplierChoice } from '../hooks/useSupplierSearch';

/** What the live map is filtered on (behaviour.md "Map / Live vehicles"). */
export interface MapFilterValues {
  supplier: SupplierChoice | null;
  vehicleTypeId: number | null;
  /** Consignment number, customer reference or PO number (behaviour.md "Map / Live vehicles"). */
  consignmentText: string;
  manifestText: string;
}

/** What the carrier search (consignment / manifest filters) found, for the line under the filters. */
export interface CarrierSearchState {
  searching: boolean;
  /** Null when no carrier search is applied. */
  found: number | null;
  withoutPosition: number;
  error: string | null;
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
      <Form.Item label="Consignment no. / customer ref. / PO no." htmlFor="map-filter-consignment">
        <Input
          allowClear
          value={value.consignmentText}
          id="map-filter-consignment"
          data-testid="map-filter-consignment"
          onChange={(e) => onChange({ ...value, consignmentText: e.target.value })}
          onPressEnter={onCarrierSearch}
        />
      </Form.Item>
      <Form.Item label="Manifest number" htmlFor="map-filter-manifest">
        <Input
          allowClear
          inputMode="numeric"
          value={value.manifestText}
          id="map-filter-manifest"
          data-testid="map-filter-manifest"
          onChange={(e) => onChange({ ...value, manifestText: e.target.value })}
          onPressEnter={onCarrierSearch}
        />
      </Form.Item>
      <Button size="small" onClick={onCarrierSearch} loading={carrierSearch.searching} data-testid="map-carrier-search" style={{ marginBottom: 8 }}>
        Find
      </Button>
      {carrierSearch.error && <Alert type="error" title={carrierSearch.error} data-testid="map-carrier-error" style={{ marginBottom: 8 }} />}
      {carrierSearch.found !== null && !carrierSearch.error && (
        <div data-testid="map-carrier-result" style={{ marginBottom: 8 }}>
          {carrierSearch.found === 0
            ? 'No vehicle is carrying it'
            : `${carrierSearch.found} ${carrierSearch.found === 1 ? 'vehicle carries' : 'vehicles carry'} it${carrierSearch.withoutPosition ? ` (${carrierSearch.withoutPosition} with no known position)` : ''}`}
        </div>
      )}
      {trafficAvailable && (
        <Form.Item label="Traffic" htmlFor="map-traffic-toggle">
          <Switch checked={traffic} onChange={onTrafficChange} id="map-traffic-toggle" data-testid="map-traffic-toggle" />
        </Form.Item>
      )}
    </Form>
  );
}
