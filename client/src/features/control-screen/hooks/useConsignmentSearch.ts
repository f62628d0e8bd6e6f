import { useLazyQuery } from '@apollo/client/react';
import { validateSearchFilters } from '@domain/consignment-search';
import { useCallback, useRef, useState } from 'react';
import type { ConsignmentSearchInput } from '../../../gql/graphql';
import { flagsOf } from '../components/ConsignmentFilters';
import { ConsignmentSearchQuery } from '../consignments.operations';

/**
 * Runs the consignment search; refuses contradicting filters with the spec's message (spec 1 §5).
 * `refresh` reruns the last search in the background: the rows stay (no spinner) until the new ones come.
 */
// A search result is a list to show, not shared state: kept out of the normalised cache, which would
// spend seconds normalising thousands of rows with their stops (issue 9 item 4, bench 'client').
export function useConsignmentSearch() {
  const [run, { data, previousData, loading, error, refetch }] = useLazyQuery(ConsignmentSearchQuery, { fetchPolicy: 'no-cache' });
  const [lastSearch, setLastSearch] = useState<ConsignmentSearchInput | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
  const [background, setBackground] = useState(false);
  const searched = useRef(false);

  const search = useCallback(
    (input: ConsignmentSearchInput) => {
      const problems = validateSearchFilters(flagsOf(input));
      setFilterError(problems[0]?.message ?? null);
      if (problems.length) return;
      searched.current = true;
      setLastSearch(input);
      void run({ variables: { search: input } });
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

  const rows = (data ?? (background ? previousData : undefined))?.consignments ?? [];
  return { rows, loading: loading && !background, error, filterError, lastSearch, search, refresh };
}
