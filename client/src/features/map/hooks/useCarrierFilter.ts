import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { readErrorInfo } from '../../../app/apollo/errorInfo';
import type { CarrierSearchState } from '../components/MapFilters';
import { CarrierSearchQuery } from '../map.operations';
import { carrierQueryOf, pinsOfCarriers } from '../mapRules';
import type { Pin } from './useLivePins';

/**
 * The map's consignment / manifest filters (behaviour.md "Map / Live vehicles"; "Booking / Consignment search and export" SupplierLocations/Search): `search` asks the
 * server who carries it, and `apply` keeps only those suppliers' pins. Both fields empty clears it.
 */
export function useCarrierFilter() {
  const [run, result] = useLazyQuery(CarrierSearchQuery, { fetchPolicy: 'network-only' });
  const [active, setActive] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const search = useCallback(
    (consignmentText: string, manifestText: string) => {
      const query = carrierQueryOf(consignmentText, manifestText);
      setLocalError(query && 'error' in query ? query.error : null);
      if (query === null || 'error' in query) return setActive(false);
      setActive(true);
      void run({ variables: query }).catch(() => undefined);
    },
    [run],
  );

  const carriers = useMemo(() => (active ? (result.data?.supplierLocationSearch ?? null) : null), [active, result.data]);
  const apply = useCallback(
    (pins: Pin[]) =>
      carriers
        ? pinsOfCarriers(pins, carriers, (c): Pin => ({ ...c, manifestId: c.manifestId, vehicle: null, vehicleTypeId: null }))
        : { pins, withoutPosition: 0 },
    [carriers],
  );
  const serverError = active && result.error ? (readErrorInfo(result.error).message ?? 'An error has occurred attempting to retrieve the data') : null;
  const state = (shownCount: number, withoutPosition: number): CarrierSearchState => ({
    searching: active && result.loading,
    found: carriers && !result.loading ? shownCount + withoutPosition : null,
    withoutPosition,
    error: localError ?? serverError,
  });
  return { search, apply, state };
}
