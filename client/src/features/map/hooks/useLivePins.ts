import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import type { MapFilterInput, SupplierLocationChangedSubscription as LiveEvent, SupplierOnMapFieldsFragment } from '../../../gql/graphql';
import { SupplierLocationChangedSubscription, SupplierLocationsQuery } from '../map.operations';

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

type Position = LiveEvent['supplierLocationChanged'];

/** Live events are gathered and applied together at most this often, so thousands of pins stay smooth. */
const FLUSH_MS = 300;

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
 * moved by the supplierLocationChanged subscription and refetched when its socket reconnects.
 */
export function useLivePins(filter: MapFilterInput) {
  const variables = useMemo(() => ({ filter }), [filter]);
  const { data, loading, error, refetch } = useQuery(SupplierLocationsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [live, setLive] = useState<ReadonlyMap<number, Position>>(new Map());
  const pending = useRef(new Map<number, Position>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new filter starts from its own list; events heard under the old one do not apply.
  useEffect(() => {
    pending.current.clear();
    setLive(new Map());
  }, [variables]);

  useEffect(() => onSocketReconnected(() => void refetch()), [refetch]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useSubscription(SupplierLocationChangedSubscription, {
    variables,
    onData: ({ data: event }) => {
      const position = event.data?.supplierLocationChanged;
      if (!position) return;
      pending.current.set(position.supplierId, position);
      timer.current ??= setTimeout(() => {
        timer.current = null;
        const batch = pending.current;
        pending.current = new Map();
        setLive((prev) => new Map([...prev, ...batch]));
      }, FLUSH_MS);
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
