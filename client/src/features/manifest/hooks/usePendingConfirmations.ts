import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { PendingConfirmationsQuery } from '../manifestConfirmations.operations';
import type { ManifestScreenData, ManifestStop } from '../manifestScreenRules';

/**
 * The manifest's completion e-mails still waiting to be sent (behaviour.md "Manifests / Manifest screen"), read once
 * the manifest has loaded and again whenever another stop is completed.
 */
export function usePendingConfirmations(manifestId: number, manifest: ManifestScreenData | null, stops: readonly ManifestStop[]) {
  const pending = useQuery(PendingConfirmationsQuery, { variables: { manifestId }, skip: !manifest, fetchPolicy: 'network-only' });
  // A completed stop may have queued a completion e-mail: keep the count current as progress arrives.
  const stopsDone = stops.filter((s) => s.isCompleted).length;
  const refetchPending = useRef(pending.refetch);
  refetchPending.current = pending.refetch;
  const loadedOnce = manifest !== null;
  useEffect(() => {
    if (loadedOnce) void refetchPending.current().catch(() => undefined);
  }, [stopsDone, loadedOnce]);
  return {
    waiting: (pending.data?.pendingConfirmations ?? []).filter((p) => p.status === 'Pending'),
    refetch: () => void pending.refetch(),
  };
}
