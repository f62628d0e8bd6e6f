import 'leaflet/dist/leaflet.css';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Card, Collapse, Typography } from 'antd';
import type L from 'leaflet';
import { useCallback, useMemo, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useSession, type SessionUser } from '../../app/session/SessionContext';
import { useStagedMount } from '../../lib/useStagedMount';
import { HistoryPanel, type TrackRequest } from './components/HistoryPanel';
import { MapEffects } from './components/MapEffects';
import { MapFilters, type MapFilterValues } from './components/MapFilters';
import { PlaceSearch, type PlaceTarget } from './components/PlaceSearch';
import { TrackLayer } from './components/TrackLayer';
import { VehicleList } from './components/VehicleList';
import { VehiclePins, type MapVehicleType } from './components/VehiclePins';
import { useCarrierFilter } from './hooks/useCarrierFilter';
import { useLivePins } from './hooks/useLivePins';
import { useSupplierSearch } from './hooks/useSupplierSearch';
import { MapVehicleTypesQuery, SupplierTrackQuery } from './map.operations';

/** Great Britain, before anything else is known. */
const UK_CENTRE: [number, number] = [53.5, -2.5];
const UK_ZOOM = 6;
/**
 * The screen mounts in parts, each in a task of its own (issue 9 item 4): its frame (with the screen it
 * replaces unmounted) at once, then these. Mounted together they made one task of ~200 ms.
 */
const PART = { search: 2, map: 3, panels: 4 } as const;

/** The Map screen (behaviour.md "Map / Live vehicles"): live supplier vehicle pins, filters, traffic, place search and history. */
export function MapScreen({ user }: { user: SessionUser }) {
  const { config } = useSession();
  const shown = useStagedMount(PART.panels);
  const [filters, setFilters] = useState<MapFilterValues>({ supplier: null, vehicleTypeId: null, consignmentText: '', manifestText: '' });
  const [traffic, setTraffic] = useState(false);
  const [place, setPlace] = useState<PlaceTarget | null>(null);
  const filter = useMemo(() => ({ supplierId: filters.supplier?.id ?? null, vehicleTypeId: filters.vehicleTypeId }), [filters]);
  const { pins: livePins } = useLivePins(filter);
  const carrier = useCarrierFilter();
  const { apply } = carrier;
  const { pins, withoutPosition } = useMemo(() => apply(livePins), [apply, livePins]);
  const { data: types } = useQuery(MapVehicleTypesQuery);
  const vehicleTypes = useMemo(() => types?.vehicleTypes ?? [], [types]);
  const typesById = useMemo(() => new Map<number, MapVehicleType>(vehicleTypes.map((t) => [t.id, t])), [vehicleTypes]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<L.LatLngBounds | null>(null);
  const searchSuppliers = useSupplierSearch();
  const [loadTrack, track] = useLazyQuery(SupplierTrackQuery, { fetchPolicy: 'network-only' });
  const [showTrack, setShowTrack] = useState(false);
  const points = useMemo(() => (showTrack ? (track.data?.supplierTrack ?? []) : []), [showTrack, track.data]);
  const fit = useMemo(() => (points.length ? points.map((p): [number, number] => [p.latitude, p.longitude]) : null), [points]);

  const requestTrack = useCallback(
    (request: TrackRequest) => {
      setShowTrack(true);
      void loadTrack({ variables: request }).catch(() => undefined);
    },
    [loadTrack],
  );
  const clearTrack = useCallback(() => setShowTrack(false), []);

  // The side panels are kept as the same elements while only pins move, so a live tick re-renders
  // the pins and the count, not the forms (issue 9 item 4).
  const { search } = carrier;
  const { searching, found: carriersFound, error: carrierError } = carrier.state(pins.length, withoutPosition);
  const trafficAvailable = !!config?.mapTrafficUrl;
  const filtersPanel = useMemo(
    () => (
      <MapFilters
        value={filters}
        onChange={setFilters}
        onCarrierSearch={() => search(filters.consignmentText, filters.manifestText)}
        carrierSearch={{ searching, found: carriersFound, withoutPosition, error: carrierError }}
        vehicleTypes={vehicleTypes}
        searchSuppliers={searchSuppliers}
        trafficAvailable={trafficAvailable}
        traffic={traffic}
        onTrafficChange={setTraffic}
      />
    ),
    [filters, search, searching, carriersFound, withoutPosition, carrierError, vehicleTypes, searchSuppliers, trafficAvailable, traffic],
  );
  const trackLoading = showTrack && track.loading;
  const trackFound = showTrack && track.called && !track.loading && !track.error ? points.length : null;
  const trackFailed = showTrack && !!track.error;
  const historyPanel = useMemo(
    () => (
      <HistoryPanel searchSuppliers={searchSuppliers} onSubmit={requestTrack} onClear={clearTrack} loading={trackLoading} found={trackFound} failed={trackFailed} />
    ),
    [searchSuppliers, requestTrack, clearTrack, trackLoading, trackFound, trackFailed],
  );

  return (
    <div style={{ display: 'flex', gap: 16, height: 'calc(100vh - 96px)' }} data-testid="map-screen">
      <Card size="small" style={{ width: 300, overflowY: 'auto' }} styles={{ body: { padding: 12 } }}>
        {shown >= PART.search && (
          <>
            <PlaceSearch onFound={setPlace} />
            <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0' }} role="status" data-testid="map-pin-count">
              {pins.length} {pins.length === 1 ? 'vehicle' : 'vehicles'} shown
            </Typography.Text>
          </>
        )}
        {shown >= PART.panels && (
          <Collapse
            defaultActiveKey={['filters', 'history']}
            size="small"
            items={[
              {
                key: 'filters',
                label: 'Filters',
                children: filtersPanel,
              },
              {
                // The canvas pins' keyboard and screen-reader way in (issue 9 item 4); rendered once opened.
                key: 'vehicles',
                label: 'Vehicles in view',
                children: <VehicleList pins={pins} view={view} selectedId={selectedId} onSelect={setSelectedId} />,
              },
              {
                key: 'history',
                label: 'Historical tracking',
                children: historyPanel,
              },
            ]}
          />
        )}
      </Card>
      <div style={{ flex: 1, minHeight: 400 }} data-testid="map-container">
        {shown >= PART.map && (
          <MapContainer center={UK_CENTRE} zoom={UK_ZOOM} style={{ height: '100%', width: '100%', borderRadius: 8 }}>
            {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
            {config?.mapTrafficUrl && traffic && <TileLayer url={config.mapTrafficUrl} zIndex={2} />}
            <VehiclePins pins={pins} types={typesById} isOffice={user.role === 'OFFICE'} selectedId={selectedId} onSelect={setSelectedId} onView={setView} />
            <TrackLayer points={points} />
            <MapEffects place={place} fit={fit} />
          </MapContainer>
        )}
      </div>
    </div>
  );
}
