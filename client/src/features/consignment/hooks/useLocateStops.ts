import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { GeocodeQuery } from '../consignment.operations';
import type { StopDraft } from '../consignmentDraft';

/**
 * Gives typed-in stops coordinates from their town (the place search), so the server's route, and so
 * the miles and price, can be worked out on save; stops looked up or already located keep theirs.
 * A town the place search does not know stays without coordinates (the server then estimates).
 */
export function useLocateStops() {
  const client = useApolloClient();
  return useCallback(
    async (stops: StopDraft[]): Promise<StopDraft[]> =>
      Promise.all(
        stops.map(async (s) => {
          if (s.latitude != null && s.longitude != null) return s;
          if (!s.town.trim()) return s;
          try {
            const { data } = await client.query({ query: GeocodeQuery, variables: { query: s.town.trim() } });
            const place = data?.geocode[0];
            return place ? { ...s, latitude: place.latitude, longitude: place.longitude } : s;
          } catch {
            return s;
          }
        }),
      ),
    [client],
  );
}
