import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import { serialRefresh } from '../../../lib/serialRefresh';
import { ManifestScreenQuery } from '../manifest.operations';
import { ManifestScreenChangedSubscription, ManifestStopProgressSubscription } from '../manifestProgress.operations';
import { inOrder, type ManifestScreenData, type ManifestStop } from '../manifestScreenRules';

/** What the office has changed and not saved: the stop order, stops added and removed, the vehicle type (null = as loaded). */
export interface ManifestDraft {
  order: number[] | null;
  vehicleTypeId: number | null;
  /** Free stops put on the manifest here (behaviour.md "Manifests / Manifest screen" GET /ConsignmentAddresses/NoManifest). */
  added: ManifestStop[];
  /** Stops taken off the manifest here. */
  removed: number[];
  /** The version the edit started from, so another user's save in between is a 608 (behaviour.md "Manifests / Saving a manifest"). */
  baseVersion: number | null;
}

const CLEAN: ManifestDraft = { order: null, vehicleTypeId: null, added: [], removed: [], baseVersion: null };

/**
 * The manifest on screen, kept live: stopProgress and manifestChanged events for this manifest refetch
 * it (events are notices, DESIGN "Subscriptions"), as does a socket reconnection. Unsaved edits are
 * kept over a refetch; the stops show their newest progress in the edited order.
 */
export function useManifestScreen(id: number) {
  const query = useQuery(ManifestScreenQuery, { variables: { id }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const [draft, setDraft] = useState<ManifestDraft>(CLEAN);
  const refetch = query.refetch;
  // Events come in bursts (a driver's steps, a save's notices): each is fetched, none joined to an older refetch.
  const refresh = useMemo(() => serialRefresh(() => refetch()), [refetch]);

  useEffect(() => onSocketReconnected(refresh), [refresh]);
  useSubscription(ManifestStopProgressSubscription, {
    onData: ({ data }) => {
      if (data.data?.stopProgress.manifestId === id) refresh();
    },
  });
  useSubscription(ManifestScreenChangedSubscription, {
    onData: ({ data }) => {
      if (data.data?.manifestChanged.manifestId === id) refresh();
    },
  });

  const loaded: ManifestScreenData | null = query.data?.manifest ?? null;
  const stops = useMemo(() => {
    const kept = (loaded?.consignmentAddresses ?? []).filter((s) => !draft.removed.includes(s.id));
    return inOrder([...kept, ...draft.added.filter((a) => !kept.some((s) => s.id === a.id))], draft.order);
  }, [loaded, draft.order, draft.added, draft.removed]);
  const serverOrder = loaded?.consignmentAddresses.map((s) => s.id).join(',');
  const orderChanged = stops.map((s) => s.id).join(',') !== serverOrder;
  const typeChanged = draft.vehicleTypeId !== null && draft.vehicleTypeId !== loaded?.vehicleType.id;
  const dirty = loaded !== null && (orderChanged || typeChanged);
  const order = stops.map((s) => s.id);

  const edit = (patch: Partial<Omit<ManifestDraft, 'baseVersion'>>) =>
    setDraft((d) => ({ ...d, ...patch, baseVersion: d.baseVersion ?? loaded?.version ?? null }));

  return {
    loaded,
    stops,
    draft,
    dirty,
    vehicleTypeId: draft.vehicleTypeId ?? loaded?.vehicleType.id ?? null,
    setOrder: (next: number[]) => edit({ order: next }),
    /** Puts free stops at the end of the manifest (saved with the manifest). */
    addStops: (more: ManifestStop[]) => edit({ added: [...draft.added, ...more], removed: draft.removed.filter((id) => !more.some((m) => m.id === id)), order: [...order, ...more.map((m) => m.id)] }),
    /** Takes a stop off the manifest (saved with the manifest; the stop is free again). */
    removeStop: (id: number) => edit({ removed: [...draft.removed, id], added: draft.added.filter((a) => a.id !== id), order: order.filter((x) => x !== id) }),
    setVehicleTypeId: (vehicleTypeId: number) => edit({ vehicleTypeId }),
    /** Forgets the edits, e.g. after a save or to take another user's version. */
    discard: () => setDraft(CLEAN),
    loading: query.loading && !query.data,
    error: query.error,
    refetch: () => void refetch(),
  };
}
