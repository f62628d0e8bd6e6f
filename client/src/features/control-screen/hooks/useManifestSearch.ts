import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { ManifestSearchInput } from '../../../gql/graphql';
import { ManifestSearchQuery } from '../manifests.operations';
import { useLiveRefresh } from './useLiveRefresh';

const EXCLUSIVE_BACKLOAD = 'Backload and exclude backload cannot both be chosen.';

/**
 * Runs the manifest search and keeps it current: manifestChanged / consignmentChanged events and socket
 * reconnections refetch the last search in the background, debounced (DESIGN "Subscriptions", issue 6).
 */
// A search result is a list to show, not shared state: kept out of the normalised cache, which would
// spend seconds normalising thousands of rows with their stops (issue 9 item 4, bench 'client').
export function useManifestSearch() {
  const [run, { data, previousData, loading, error, refetch }] = useLazyQuery(ManifestSearchQuery, { fetchPolicy: 'no-cache' });
  const [lastSearch, setLastSearch] = useState<ManifestSearchInput | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
  const [background, setBackground] = useState(false);
  const searched = useRef(false);

  const search = useCallback(
    (input: ManifestSearchInput) => {
      const problem = input.isBackload && input.excludeBackload ? EXCLUSIVE_BACKLOAD : null;
      setFilterError(problem);
      if (problem) return;
      const sent = input.nonSpec ? { ...input, supplierName: null } : input;
      searched.current = true;
      setLastSearch(sent);
      void run({ variables: { search: sent } });
    },
    [run],
  );

  const refresh = useCallback(() => {
    if (!searched.current) return;
    setBackground(true);
    void refetch()
      .catch(() => undefined)
      .finally(() => setBackground(false));
  }, [refetch]);

  useLiveRefresh(refresh, { office: true });

  const rows = (data ?? (background ? previousData : undefined))?.manifests ?? [];
  return { rows, loading: loading && !background, error, filterError, lastSearch, search, refresh };
}
