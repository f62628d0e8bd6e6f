import { useMemo } from 'react';
import type { CarrierSearchState, MapFilterValues } from '../components/MapFilters';
import { useCarrierFilter } from './useCarrierFilter';
import { useLivePins } from './useLivePins';

/**
 * The pins the map shows (behaviour.md "Map / Live vehicles"): the live positions of the suppliers the supplier and
 * vehicle-type filters keep, narrowed to the carriers of a consignment or manifest once one is searched.
 * The carrier search's state changes only with the search, not with every live tick.
 */
export function useMapPins(filters: MapFilterValues) {
  const filter = useMemo(() => ({ supplierId: filters.supplier?.id ?? null, vehicleTypeId: filters.vehicleTypeId }), [filters]);
  const { pins: livePins } = useLivePins(filter);
  const carrier = useCarrierFilter();
  const { apply, search } = carrier;
  const { pins, withoutPosition } = useMemo(() => apply(livePins), [apply, livePins]);
  const { searching, found, error } = carrier.state(pins.length, withoutPosition);
  const carrierSearch = useMemo<CarrierSearchState>(() => ({ searching, found, withoutPosition, error }), [searching, found, withoutPosition, error]);
  return { pins, search, carrierSearch };
}
