import { validateSearchFilters } from '@domain/consignment-search';
import type { ConsignmentSearchInput } from '../../../gql/graphql';
import { flagsOf } from '../filterState';
import { ConsignmentSearchQuery } from '../consignments.operations';
import { useListSearch, type CheckedSearch } from './useListSearch';

/** behaviour.md "Booking / Consignment search and export": contradicting filters are refused with the spec's message. */
function check(input: ConsignmentSearchInput): CheckedSearch<ConsignmentSearchInput> {
  const problems = validateSearchFilters(flagsOf(input));
  return problems.length ? { problem: problems[0].message } : { problem: null, sent: input };
}

/**
 * Runs the consignment search; refuses contradicting filters with the spec's message (behaviour.md "Booking / Consignment search and export").
 * `refresh` reruns the last search in the background: the rows stay (no spinner) until the new ones come.
 */
export function useConsignmentSearch() {
  return useListSearch(ConsignmentSearchQuery, check, (data) => data.consignments);
}
