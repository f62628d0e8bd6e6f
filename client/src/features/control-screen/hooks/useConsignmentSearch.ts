import { useLazyQuery } from '@apollo/client/react';
import { validateSearchFilters } from '@domain/consignment-search';
import { useCallback, useState } from 'react';
import type { ConsignmentSearchInput } from '../../../gql/graphql';
import { flagsOf } from '../components/ConsignmentFilters';
import { ConsignmentSearchQuery } from '../consignments.operations';

/** Runs the consignment search; refuses contradicting filters with the spec's message (spec 1 §5). */
export function useConsignmentSearch() {
  const [run, { data, loading, error }] = useLazyQuery(ConsignmentSearchQuery, { fetchPolicy: 'network-only' });
  const [lastSearch, setLastSearch] = useState<ConsignmentSearchInput | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);

  const search = useCallback(
    (input: ConsignmentSearchInput) => {
      const problems = validateSearchFilters(flagsOf(input));
      setFilterError(problems[0]?.message ?? null);
      if (problems.length) return;
      setLastSearch(input);
      void run({ variables: { search: input } });
    },
    [run],
  );
  return { rows: data?.consignments ?? [], loading, error, filterError, lastSearch, search };
}
