import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MapSupplierSearchQuery } from '../map.operations';

/** A supplier the map can filter on or track. */
export interface SupplierChoice {
  id: number;
  name: string;
}

/**
 * The supplier autocomplete's search: the suppliers search (active suppliers by any part of the
 * name, at most 20), so a supplier can be tracked even before its first position of the day.
 */
export function useSupplierSearch(): (text: string) => Promise<SupplierChoice[]> {
  const client = useApolloClient();
  return useCallback(
    async (text: string) => {
      const { data } = await client.query({ query: MapSupplierSearchQuery, variables: { supplierName: text }, fetchPolicy: 'network-only' });
      return (data?.supplierSearch ?? []).map((s) => ({ id: s.id, name: s.name }));
    },
    [client],
  );
}
