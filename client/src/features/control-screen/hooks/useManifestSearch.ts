import { useLazyQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import type { ManifestSearchInput } from '../../../gql/graphql';
import { ManifestChangedSubscription, ManifestSearchQuery } from '../manifests.operations';

const EXCLUSIVE_BACKLOAD = 'Backload and exclude backload cannot both be chosen.';

/**
 * Runs the manifest search and keeps it current: every manifestChanged event and every socket
 * reconnection refetches the last search (events are notices, DESIGN "Subscriptions").
 */
export function useManifestSearch() {
  const [run, { data, loading, error, refetch }] = useLazyQuery(ManifestSearchQuery, { fetchPolicy: 'network-only' });
  const [lastSearch, setLastSearch] = useState<ManifestSearchInput | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
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
    if (searched.current) void refetch().catch(() => undefined);
  }, [refetch]);

  useEffect(() => onSocketReconnected(refresh), [refresh]);
  useSubscription(ManifestChangedSubscription, { onData: refresh });

  return { rows: data?.manifests ?? [], loading, error, filterError, lastSearch, search, refresh };
}

