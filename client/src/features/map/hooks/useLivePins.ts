import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import type { MapFilterInput, SupplierLocationsChangedSubscription as LiveBatch, SupplierOnMapFieldsFragment } from '../../../gql/graphql';
import { SupplierLocationsChangedSubscription, SupplierLocationsQuery } from '../map.operations';

/** One vehicle pin: a supplier's newest position and what its popup shows. */
export interface Pin {
  supplierId: number;
  supplierName: string;
  latitude: number;
  longitude: number;
  recordedAt: string;
  manifestId: number | null;
  /** The default vehicle, else the first: its type picks the icon. */
  vehicle: SupplierOnMapFieldsFragment['supplier']['vehicles'][number] | null;
  /** From a live event for a supplier the list did not have yet: picks the icon until a refetch. */
  vehicleTypeId: number | null;
}

type Position = LiveBatch['supplierLocationsChanged'][number];


function pinOf(row: SupplierOnMapFieldsFragment): Pin {
  const vehicles = row.supplier.vehicles;
  const vehicle = vehicles.find((v) => v.isDefaultVehicle) ?? vehicles[0] ?? null;
  return {
    supplierId: row.supplier.id,
    supplierName: row.supplier.name,
    latitude: row.latitude,
    longitude: row.longitude,
    recordedAt: row.recordedAt,
    manifestId: row.manifestId ?? null,
    vehicle,
    vehicleTypeId: vehicle?.vehicleType.id ?? null,
  };
}

/**
 * The pins of the live map (spec 1 §2): the newest position of each supplier matching the filters,
 * moved by the batched supplierLocationsChanged subscription (the server sends every supplier that
 * moved once a tick, so thousands of pins cost one render a tick) and refetched when its socket
 * reconnects.
 */
export function useLivePins(filter: MapFilterInput) {
  const variables = useMemo(() => ({ filter }), [filter]);
  const { data, loading, error, refetch } = useQuery(SupplierLocationsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [live, setLive] = useState<ReadonlyMap<number, Position>>(new Map());

  // A new filter starts from its own list; events heard under the old one do not apply.
  useEffect(() => setLive(new Map()), [variables]);

  useEffect(() => onSocketReconnected(() => void refetch()), [refetch]);

  useSubscription(SupplierLocationsChangedSubscription, {
    variables,
    onData: ({ data: event }) => {
      const batch = event.data?.supplierLocationsChanged;
      if (!batch?.length) return;
      setLive((prev) => {
        const next = new Map(prev);
        for (const position of batch) next.set(position.supplierId, position);
        return next;
      });
    },
  });

  const pins = useMemo(() => {
    const bySupplier = new Map<number, Pin>((data?.supplierLocations ?? []).map((row) => [row.supplier.id, pinOf(row)]));
    for (const p of live.values()) {
      const known = bySupplier.get(p.supplierId);
      if (known && known.recordedAt >= p.recordedAt) continue;
      bySupplier.set(p.supplierId, {
        supplierId: p.supplierId,
        supplierName: p.supplierName,
        latitude: p.latitude,
        longitude: p.longitude,
        recordedAt: p.recordedAt,
        manifestId: p.manifestId ?? null,
        vehicle: known?.vehicle ?? null,
        vehicleTypeId: known?.vehicleTypeId ?? p.vehicleTypeIds[0] ?? null,
      });
    }
    return [...bySupplier.values()];
  }, [data, live]);

  return { pins, loading: loading && !data, error };
}
