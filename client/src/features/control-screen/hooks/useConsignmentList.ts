import { useEffect, useState } from 'react';
import { initialFilters, toSearchInput, type FilterState } from '../filterState';
import { useConsignmentSearch } from './useConsignmentSearch';
import { useLiveRefresh } from './useLiveRefresh';

/**
 * The Consignments tab's list: its filters and the search they run, today's search on load, and the list kept
 * current as consignments or manifests change (issue 6).
 */
export function useConsignmentList(office: boolean) {
  const [filters, setFilters] = useState<FilterState>(() => initialFilters(new Date()));
  const result = useConsignmentSearch();
  const { search } = result;
  useLiveRefresh(result.refresh, { office });
  // behaviour.md "Control screen / Consignments tab": the default search (Today) runs on load, for office users as for customers (issue 19 item 10).
  useEffect(() => {
    search(toSearchInput(initialFilters(new Date())));
  }, [search]);
  return { ...result, filters, setFilters, runSearch: () => search(toSearchInput(filters)) };
}
