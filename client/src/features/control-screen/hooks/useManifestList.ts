import { useEffect, useState } from 'react';
import { initialManifestFilters, toManifestSearchInput, type ManifestFilterState } from '../filterState';
import { useManifestSearch } from './useManifestSearch';

/** The Manifests tab's list: its filters and the search they run, today's manifests on load, kept current by useManifestSearch. */
export function useManifestList() {
  const [filters, setFilters] = useState<ManifestFilterState>(() => initialManifestFilters(new Date()));
  const result = useManifestSearch();
  const { search } = result;
  // The office's default tab opens on today's manifests.
  useEffect(() => search(toManifestSearchInput(initialManifestFilters(new Date()))), [search]);
  return { ...result, filters, setFilters, runSearch: () => search(toManifestSearchInput(filters)) };
}
