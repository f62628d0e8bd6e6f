import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { StopDraft } from '../consignmentDraft';
import { BookingRouteQuery } from '../pricing.operations';
import { useLocateStops } from './useLocateStops';

/** Miles and minutes through the stops, and whether they are the offline estimate. */
export interface DraftRoute {
  miles: number;
  minutes: number;
  isEstimate: boolean;
}

/** Waits for typing to pause before routing, so a postcode typed key by key is routed once. */
const PAUSE_MS = 400;

/**
 * The route of the stops being typed (issue 19 item 7: the price before the first save): the stops are
 * located the way a save locates them (useLocateStops), then routed by the server's routing interface.
 * Null while fewer than two stops are located, or when routing fails (the save still prices it).
 */
export function useDraftRoute(stops: readonly StopDraft[]): DraftRoute | null {
  const client = useApolloClient();
  const locate = useLocateStops();
  const [route, setRoute] = useState<DraftRoute | null>(null);
  const key = JSON.stringify(stops.map((s) => [s.latitude, s.longitude, s.town.trim()]));
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void (async () => {
        const located = await locate([...stops]);
        const points = located.flatMap((s) => (s.latitude != null && s.longitude != null ? [{ latitude: s.latitude, longitude: s.longitude }] : []));
        if (points.length < 2 || points.length !== located.length) return current && setRoute(null);
        try {
          const { data } = await client.query({ query: BookingRouteQuery, variables: { stops: points } });
          if (current) setRoute(data?.bookingRoute ?? null);
        } catch {
          if (current) setRoute(null);
        }
      })();
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The stops' positions and towns are all that change the route (key); the rest of a stop does not.
  }, [key, client, locate]);
  return route;
}
