import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PlanningStopsQuery } from './planning.operations';

/** A date's stops without a manifest, in the server's order and by id; `refetch` reloads them after a plan or an accept. */
export function useFreeStops(date: string) {
  const query = useQuery(PlanningStopsQuery, { variables: { date }, fetchPolicy: 'network-only' });
  const byId = useMemo(() => new Map((query.data?.planningStops ?? []).map((s) => [s.id, s])), [query.data]);
  return { list: query.data?.planningStops ?? [], byId, loading: query.loading, refetch: () => void query.refetch() };
}
