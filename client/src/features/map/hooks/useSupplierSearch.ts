import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { SupplierLocationsQuery } from '../map.operations';

/** A supplier the map can filter on or track. */
export interface SupplierChoice {
  id: number;
  name: string;
}

/**
 * The supplier autocomplete's search: suppliers that have reported a position (the only ones the map
 * can show or track), by any part of the name, case-insensitive. A suppliers search API can replace
 * this without touching the screen.
 */
export function useSupplierSearch(): (text: string) => Promise<SupplierChoice[]> {
  const client = useApolloClient();
  return useCallback(
    async (text: string) => {
      const { data } = await client.query({ query: SupplierLocationsQuery, variables: { filter: {} }, fetchPolicy: 'network-only' });
      const wanted = text.toLowerCase();
      return (data?.supplierLocations ?? [])
        .map((row) => ({ id: row.supplier.id, name: row.supplier.name }))
        .filter((s) => s.name.toLowerCase().includes(wanted))
        .slice(0, 20);
    },
    [client],
  );
}
