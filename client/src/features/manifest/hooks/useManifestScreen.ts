import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import { ManifestScreenChangedSubscription, ManifestScreenQuery, ManifestStopProgressSubscription } from '../manifest.operations';
import { inOrder, type ManifestScreenData } from '../manifestScreenRules';

/** What the office has changed and not saved: the stop order and the vehicle type (null = as loaded). */
export interface ManifestDraft {
  order: number[] | null;
  vehicleTypeId: number | null;
  /** The version the edit started from, so another user's save in between is a 608 (spec 2 §8). */
  baseVersion: number | null;
}

const CLEAN: ManifestDraft = { order: null, vehicleTypeId: null, baseVersion: null };

/**
 * The manifest on screen, kept live: stopProgress and manifestChanged events for this manifest refetch
 * it (events are notices, DESIGN "Subscriptions"), as does a socket reconnection. Unsaved edits are
 * kept over a refetch; the stops show their newest progress in the edited order.
 */
export function useManifestScreen(id: number) {
  const query = useQuery(ManifestScreenQuery, { variables: { id }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const [draft, setDraft] = useState<ManifestDraft>(CLEAN);
  const refetch = query.refetch;

  useEffect(() => onSocketReconnected(() => void refetch()), [refetch]);
  useSubscription(ManifestStopProgressSubscription, {
    onData: ({ data }) => {
      if (data.data?.stopProgress.manifestId === id) void refetch();
    },
  });
  useSubscription(ManifestScreenChangedSubscription, {
    onData: ({ data }) => {
      if (data.data?.manifestChanged.manifestId === id) void refetch();
    },
  });

  const loaded: ManifestScreenData | null = query.data?.manifest ?? null;
  const stops = useMemo(() => inOrder(loaded?.consignmentAddresses ?? [], draft.order), [loaded, draft.order]);
  const serverOrder = loaded?.consignmentAddresses.map((s) => s.id).join(',');
  const orderChanged = draft.order !== null && draft.order.join(',') !== serverOrder;
  const typeChanged = draft.vehicleTypeId !== null && draft.vehicleTypeId !== loaded?.vehicleType.id;
  const dirty = orderChanged || typeChanged;

  const edit = (patch: Partial<Omit<ManifestDraft, 'baseVersion'>>) =>
    setDraft((d) => ({ ...d, ...patch, baseVersion: d.baseVersion ?? loaded?.version ?? null }));

  return {
    loaded,
    stops,
    draft,
    dirty,
    vehicleTypeId: draft.vehicleTypeId ?? loaded?.vehicleType.id ?? null,
    setOrder: (order: number[]) => edit({ order }),
    setVehicleTypeId: (vehicleTypeId: number) => edit({ vehicleTypeId }),
    /** Forgets the edits, e.g. after a save or to take another user's version. */
    discard: () => setDraft(CLEAN),
    loading: query.loading && !query.data,
    error: query.error,
    refetch: () => void refetch(),
  };
}
