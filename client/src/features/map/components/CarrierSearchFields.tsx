import { Alert, Button, Form, Input } from 'antd';
import type { MapFilterValues } from './MapFilters';

/** What the carrier search (consignment / manifest filters) found, for the line under the filters. */
export interface CarrierSearchState {
  searching: boolean;
  /** Null when no carrier search is applied. */
  found: number | null;
  withoutPosition: number;
  error: string | null;
}

interface CarrierSearchFieldsProps {
  value: MapFilterValues;
  onChange: (value: MapFilterValues) => void;
  /** Runs the consignment / manifest search (Enter in either field, or Find). */
  onSearch: () => void;
  state: CarrierSearchState;
}

/** The line under the carrier search: its error, or how many vehicles carry what was searched. */
function CarrierSearchOutcome({ state }: { state: CarrierSearchState }) {
  return (
    <>
      {state.error && <Alert type="error" title={state.error} data-testid="map-carrier-error" style={{ marginBottom: 8 }} />}
      {state.found !== null && !state.error && (
        <div data-testid="map-carrier-result" style={{ marginBottom: 8 }}>
          {state.found === 0
            ? 'No vehicle is carrying it'
            : `${state.found} ${state.found === 1 ? 'vehicle carries' : 'vehicles carry'} it${state.withoutPosition ? ` (${state.withoutPosition} with no known position)` : ''}`}
        </div>
      )}
    </>
  );
}

/**
 * The carrier search of the live map (behaviour.md "Map / Live vehicles"): consignment number / customer reference / PO number
 * or manifest number, searched on Enter or Find, and what it found.
 */
export function CarrierSearchFields({ value, onChange, onSearch, state }: CarrierSearchFieldsProps) {
  return (
    <>
      <Form.Item label="Consignment no. / customer ref. / PO no." htmlFor="map-filter-consignment">
        <Input
          allowClear
          value={value.consignmentText}
          id="map-filter-consignment"
          data-testid="map-filter-consignment"
          onChange={(e) => onChange({ ...value, consignmentText: e.target.value })}
          onPressEnter={onSearch}
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
          onPressEnter={onSearch}
        />
      </Form.Item>
      <Button size="small" onClick={onSearch} loading={state.searching} data-testid="map-carrier-search" style={{ marginBottom: 8 }}>
        Find
      </Button>
      <CarrierSearchOutcome state={state} />
    </>
  );
}
