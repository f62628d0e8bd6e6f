import type { ManifestSearchInput } from '../../../gql/graphql';
import { ManifestSearchQuery } from '../manifests.operations';
import { useListSearch, type CheckedSearch } from './useListSearch';
import { useLiveRefresh } from './useLiveRefresh';

const EXCLUSIVE_BACKLOAD = 'Backload and exclude backload cannot both be chosen.';

/** Backload and exclude backload exclude each other; a non-spec search ignores the supplier name. */
function check(input: ManifestSearchInput): CheckedSearch<ManifestSearchInput> {
  if (input.isBackload && input.excludeBackload) return { problem: EXCLUSIVE_BACKLOAD };
  return { problem: null, sent: input.nonSpec ? { ...input, supplierName: null } : input };
}

/**
 * Runs the manifest search and keeps it current: manifestChanged / consignmentChanged events and socket
 * reconnections refetch the last search in the background, debounced (DESIGN "Subscriptions", issue 6).
 */
export function useManifestSearch() {
  const result = useListSearch(ManifestSearchQuery, check, (data) => data.manifests);
  useLiveRefresh(result.refresh, { office: true });
  return result;
}
