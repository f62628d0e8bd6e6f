import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { onSocketReconnected } from '../../../app/apollo/socketEvents';
import type { MapFilterInput, SupplierLocationsChangedSubscription as LiveBatch, SupplierOnMapFieldsFragment } from '../../../gql/graphql';
import { SupplierLocationsChangedSubscription, SupplierLocationsQuery } from '../map.operations';
import { withNewestPositions } from '../mapRules';

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

/** A pin moved by a live event; `known` is the listed pin it replaces, whose vehicle it keeps. */
function movedPin(p: Position, known: Pin | undefined): Pin {
  return {
    supplierId: p.supplierId,
    supplierName: p.supplierName,
    latitude: p.latitude,
    longitude: p.longitude,
    recordedAt: p.recordedAt,
    manifestId: p.manifestId ?? null,
    vehicle: known?.vehicle ?? null,
    vehicleTypeId: known?.vehicleTypeId ?? p.vehicleTypeIds[0] ?? null,
  };
}

/**
 * The live events heard since the filter was set, newest per supplier (by recordedAt). Events are collected as they
 * arrive and applied once per animation frame (issue 9 item 4), so a burst of batches costs one render.
 */
function useLiveEvents(variables: { filter: MapFilterInput }) {
  const [live, setLive] = useState<ReadonlyMap<number, Position>>(new Map());
  const pending = useRef<Position[]>([]);
  const frame = useRef(0);

  // A new filter starts from its own list; events heard under the old one do not apply.
  useEffect(() => {
    pending.current = [];
    setLive(new Map());
  }, [variables]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useSubscription(SupplierLocationsChangedSubscription, {
    variables,
    // The events feed `live` only: not the cache, and no render of their own.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data: event }) => {
      const batch = event.data?.supplierLocationsChanged;
      if (!batch?.length) return;
      pending.current.push(...batch);
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const heard = pending.current;
        pending.current = [];
        setLive((prev) => withNewestPositions(prev, heard));
      });
    },
  });
  return live;
}

/**
 * The pins of the live map (behaviour.md "Map / Live vehicles"): the newest position of each supplier matching the filters,
 * moved by the batched supplierLocationsChanged subscription and refetched when its socket reconnects.
 * A pin keeps its object until its supplier moves, so the map repaints only what changed.
 */
export function useLivePins(filter: MapFilterInput) {
  const variables = useMemo(() => ({ filter }), [filter]);
  // Not through the normalised cache: writing and reading back thousands of rows there took most of a
  // second in one task (issue 9 item 4), and the list is refetched whenever the map opens anyway.
  const { data, loading, error, refetch } = useQuery(SupplierLocationsQuery, { variables, fetchPolicy: 'no-cache' });
  const live = useLiveEvents(variables);
  useEffect(() => onSocketReconnected(() => void refetch()), [refetch]);

  const listed = useMemo(() => new Map<number, Pin>((data?.supplierLocations ?? []).map((row) => [row.supplier.id, pinOf(row)])), [data]);
  // Pins made from events, by event, so an event makes one object however often we render; a new
  // list starts afresh, since the vehicle a moved pin keeps comes from the list.
  const cache = useRef({ listed, moved: new WeakMap<Position, Pin>() });

  const pins = useMemo(() => {
    if (cache.current.listed !== listed) cache.current = { listed, moved: new WeakMap() };
    const { moved } = cache.current;
    const bySupplier = new Map(listed);
    for (const p of live.values()) {
      const known = listed.get(p.supplierId);
      if (known && known.recordedAt >= p.recordedAt) continue;
      let pin = moved.get(p);
      if (!pin) moved.set(p, (pin = movedPin(p, known)));
      bySupplier.set(p.supplierId, pin);
    }
    return [...bySupplier.values()];
  }, [listed, live]);

  return { pins, loading: loading && !data, error };
}
