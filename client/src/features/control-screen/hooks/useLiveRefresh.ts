import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import { ConsignmentChangedSubscription } from '../consignments.operations';
import { LIVE_REFRESH_DEBOUNCE_MS, debounce } from '../liveRefresh';
import { ManifestChangedSubscription } from '../manifests.operations';

/**
 * Keeps an open list current (issue 6): consignmentChanged (everyone; customers get their own only),
 * manifestChanged (office only, the server refuses it to others) and socket reconnections trigger one
 * debounced `refresh`. Events are notices, so the list refetches what it shows.
 */
export function useLiveRefresh(refresh: () => void, options: { office: boolean }): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  const debounced = useRef(debounce(() => latest.current(), LIVE_REFRESH_DEBOUNCE_MS));
  useEffect(() => {
    const d = debounced.current;
    const stop = onSocketReconnected(d.trigger);
    return () => {
      stop();
      d.cancel();
    };
  }, []);
  useSubscription(ConsignmentChangedSubscription, { onData: () => debounced.current.trigger() });
  useSubscription(ManifestChangedSubscription, { skip: !options.office, onData: () => debounced.current.trigger() });
}
