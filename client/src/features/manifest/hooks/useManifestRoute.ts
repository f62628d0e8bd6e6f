import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { ManifestRouteQuery } from '../manifest.operations';

/** A leg's figures, by the stop it arrives at. */
export interface LegFigures {
  miles: number;
  minutes: number;
}

/**
 * The route through the stops in the order on screen (behaviour.md "Manifests / Manifest screen" route directions): the server's line
 * (road geometry when a routing service is configured) and each leg's miles and minutes. `order` is
 * null for the stored order; an unsaved order is routed without being stored. A new manifest `version`
 * (a save here or by someone else) routes again.
 */
export function useManifestRoute(id: number, order: number[] | null, version: number) {
  const { data, previousData, refetch } = useQuery(ManifestRouteQuery, { variables: { id, order }, fetchPolicy: 'cache-and-network' });
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (version > 0) void refetchRef.current().catch(() => undefined);
  }, [version]);
  const route = (data ?? previousData)?.manifestRoute ?? null;
  const legs = useMemo(() => new Map<number, LegFigures>((route?.legs ?? []).map((l) => [l.toStopId, { miles: l.miles, minutes: l.minutes }])), [route]);
  return { route, legs };
}
