import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MapVehicleType } from '../components/VehiclePins';
import { MapVehicleTypesQuery } from '../map.operations';

/** The vehicle types, as a list for the filter and by id for the pins' icons. */
export function useMapVehicleTypes() {
  const { data: types } = useQuery(MapVehicleTypesQuery);
  const vehicleTypes = useMemo(() => types?.vehicleTypes ?? [], [types]);
  const typesById = useMemo(() => new Map<number, MapVehicleType>(vehicleTypes.map((t) => [t.id, t])), [vehicleTypes]);
  return { vehicleTypes, typesById };
}
