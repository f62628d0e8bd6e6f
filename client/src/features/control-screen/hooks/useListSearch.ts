import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { serialRefresh } from '../../../lib/serialRefresh';

const NO_ROWS: never[] = [];

/** A search input after the screen's filter rules: the message that refuses it, or the input to send. */
export type CheckedSearch<TInput> = { problem: string } | { problem: null; sent: TInput };

/**
 * Runs a control-screen list search (`query X($search: XSearchInput!)`) after the screen's filter rules, and
 * remembers it: `refresh` reruns the last search in the background, so the rows stay (no spinner) until the
 * new ones come.
 */
// A search result is a list to show, not shared state: kept out of the normalised cache, which would
// spend seconds normalising thousands of rows with their stops (issue 9 item 4, bench 'client').
export function useListSearch<TData, TInput, TRow>(
  query: TypedDocumentNode<TData, { search: TInput }>,
  check: (input: TInput) => CheckedSearch<TInput>,
  rowsOf: (data: TData) => TRow[],
) {
  const [run, { data, previousData, loading, error, refetch }] = useLazyQuery(query, { fetchPolicy: 'no-cache' });
  const [lastSearch, setLastSearch] = useState<TInput | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
  const [background, setBackground] = useState(false);
  const searched = useRef(false);

  const search = useCallback(
    (input: TInput) => {
      const checked = check(input);
      setFilterError(checked.problem);
      if (checked.problem !== null) return;
      searched.current = true;
      setLastSearch(checked.sent);
      void run({ variables: { search: checked.sent } });
    },
    [run, check],
  );

  // One refetch at a time, and one more after any asked for meanwhile: Apollo would join a refetch asked for
  // while the same one is on its way, answering an event with rows from before it (lib/serialRefresh).
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  const refresh = useMemo(
    () =>
      serialRefresh(async () => {
        if (!searched.current) return;
        setBackground(true);
        try {
          await latestRefetch.current();
        } finally {
          setBackground(false);
        }
      }),
    [],
  );

  const shown = data ?? (background ? previousData : undefined);
  const latest = shown ? rowsOf(shown) : NO_ROWS;
  // New rows render as a transition, in slices after the task that received and parsed them: together
  // they made one task of ~130 ms for 5,000 rows (issue 9 item 4). Until then the list shows what it
  // showed before: the spinner for a search, the old rows for a refresh.
  const rows = useDeferredValue(latest);
  const rendering = rows !== latest;
  return { rows, loading: (loading || rendering) && !background, error, filterError, lastSearch, search, refresh };
}
