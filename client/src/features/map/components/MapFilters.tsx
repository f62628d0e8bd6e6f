import { Form, Input, Select, Switch, Tooltip } from 'antd';
import { Autocomplete } from '../../../components/Autocomplete';
import type { SupplierChoice } from '../hooks/useSupplierSearch';

/** What the live map is filtered on (spec 1 §2). */
export interface MapFilterValues {
  supplier: SupplierChoice | null;
  vehicleTypeId: number | null;
}

/** Shown on the filters whose API is still being built. */
export const NOT_LIVE_YET = 'Available when consignments and manifests are live';

interface MapFiltersProps {
  value: MapFilterValues;
  onChange: (value: MapFilterValues) => void;
  vehicleTypes: { id: number; name: string }[];
  searchSuppliers: (text: string) => Promise<SupplierChoice[]>;
  /** The traffic switch shows only when a traffic layer is configured (issue 7 item 1). */
  trafficAvailable: boolean;
  traffic: boolean;
  onTrafficChange: (on: boolean) => void;
}

/** The live map's filters: supplier, vehicle type, consignment and manifest numbers, and traffic. */
export function MapFilters({ value, onChange, vehicleTypes, searchSuppliers, trafficAvailable, traffic, onTrafficChange }: MapFiltersProps) {
  return (
    <Form layout="vertical" size="small" data-testid="map-filters">
      <Form.Item label="Supplier">
        <Autocomplete
          testId="map-filter-supplier"
          placeholder="Type a supplier name"
          search={searchSuppliers}
          labelOf={(s) => s.name}
          keyOf={(s) => s.id}
          value={value.supplier}
          onChange={(supplier) => onChange({ ...value, supplier })}
        />
      </Form.Item>
      <Form.Item label="Vehicle type">
        <Select
          allowClear
          placeholder="All vehicle types"
          data-testid="map-filter-vehicle-type"
          value={value.vehicleTypeId ?? undefined}
          onChange={(id?: number) => onChange({ ...value, vehicleTypeId: id ?? null })}
          options={vehicleTypes.map((t) => ({ value: t.id, label: t.name }))}
        />
      </Form.Item>
      <Tooltip title={NOT_LIVE_YET}>
        <Form.Item label="Consignment no. / customer ref. / PO no.">
          <Input disabled placeholder={NOT_LIVE_YET} data-testid="map-filter-consignment" />
        </Form.Item>
      </Tooltip>
      <Tooltip title={NOT_LIVE_YET}>
        <Form.Item label="Manifest number">
          <Input disabled placeholder={NOT_LIVE_YET} data-testid="map-filter-manifest" />
        </Form.Item>
      </Tooltip>
      {trafficAvailable && (
        <Form.Item label="Traffic">
          <Switch checked={traffic} onChange={onTrafficChange} data-testid="map-traffic-toggle" />
        </Form.Item>
      )}
    </Form>
  );
}
