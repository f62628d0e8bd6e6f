import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { TrackRequest } from '../components/HistoryPanel';
import { SupplierTrackQuery } from '../map.operations';

/**
 * Historical tracking (behaviour.md "Map / Historical tracking"): the points of the track asked for, and what the history
 * panel needs to ask for one, clear it and say how it went. Clearing hides the track without forgetting it.
 * The panel's part changes only with the track, not with the live pins.
 */
export function useTrackHistory() {
  const [loadTrack, track] = useLazyQuery(SupplierTrackQuery, { fetchPolicy: 'network-only' });
  const [showTrack, setShowTrack] = useState(false);
  const points = useMemo(() => (showTrack ? (track.data?.supplierTrack ?? []) : []), [showTrack, track.data]);

  const onSubmit = useCallback(
    (request: TrackRequest) => {
      setShowTrack(true);
      void loadTrack({ variables: request }).catch(() => undefined);
    },
    [loadTrack],
  );
  const onClear = useCallback(() => setShowTrack(false), []);

  const loading = showTrack && track.loading;
  const found = showTrack && track.called && !track.loading && !track.error ? points.length : null;
  const failed = showTrack && !!track.error;
  const panel = useMemo(() => ({ onSubmit, onClear, loading, found, failed }), [onSubmit, onClear, loading, found, failed]);
  return { points, panel };
}
