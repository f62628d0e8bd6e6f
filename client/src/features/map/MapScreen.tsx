import 'leaflet/dist/leaflet.css';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Card, Collapse, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { useSession, type SessionUser } from '../../app/session/SessionContext';
import { HistoryPanel, type TrackRequest } from './components/HistoryPanel';
import { MapEffects } from './components/MapEffects';
import { MapFilters, type MapFilterValues } from './components/MapFilters';
import { PlaceSearch, type PlaceTarget } from './components/PlaceSearch';
import { TrackLayer } from './components/TrackLayer';
import { VehiclePins } from './components/VehiclePins';
import { useLivePins } from './hooks/useLivePins';
import { useSupplierSearch } from './hooks/useSupplierSearch';
import { MapVehicleTypesQuery, SupplierTrackQuery } from './map.operations';

/** Great Britain, before anything else is known. */
const UK_CENTRE: [number, number] = [53.5, -2.5];
const UK_ZOOM = 6;

/** The Map screen (spec 1 §2): live supplier vehicle pins, filters, traffic, place search and history. */
export function MapScreen({ user }: { user: SessionUser }) {
  const { config } = useSession();
  const [filters, setFilters] = useState<MapFilterValues>({ supplier: null, vehicleTypeId: null });
  const [traffic, setTraffic] = useState(false);
  const [place, setPlace] = useState<PlaceTarget | null>(null);
  const filter = useMemo(() => ({ supplierId: filters.supplier?.id ?? null, vehicleTypeId: filters.vehicleTypeId }), [filters]);
  const { pins } = useLivePins(filter);
  const { data: types } = useQuery(MapVehicleTypesQuery);
  const vehicleTypes = useMemo(() => types?.vehicleTypes ?? [], [types]);
  const searchSuppliers = useSupplierSearch();
  const [loadTrack, track] = useLazyQuery(SupplierTrackQuery, { fetchPolicy: 'network-only' });
  const [showTrack, setShowTrack] = useState(false);
  const points = useMemo(() => (showTrack ? (track.data?.supplierTrack ?? []) : []), [showTrack, track.data]);
  const fit = useMemo(() => (points.length ? points.map((p): [number, number] => [p.latitude, p.longitude]) : null), [points]);

  const requestTrack = (request: TrackRequest) => {
    setShowTrack(true);
    void loadTrack({ variables: request }).catch(() => undefined);
  };

  return (
    <div style={{ display: 'flex', gap: 16, height: 'calc(100vh - 96px)' }} data-testid="map-screen">
      <Card size="small" style={{ width: 300, overflowY: 'auto' }} styles={{ body: { padding: 12 } }}>
        <PlaceSearch onFound={setPlace} />
        <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0' }} data-testid="map-pin-count">
          {pins.length} {pins.length === 1 ? 'vehicle' : 'vehicles'} shown
        </Typography.Text>
        <Collapse
          defaultActiveKey={['filters', 'history']}
          size="small"
          items={[
            {
              key: 'filters',
              label: 'Filters',
              children: (
                <MapFilters
                  value={filters}
                  onChange={setFilters}
                  vehicleTypes={vehicleTypes}
                  searchSuppliers={searchSuppliers}
                  trafficAvailable={!!config?.mapTrafficUrl}
                  traffic={traffic}
                  onTrafficChange={setTraffic}
                />
              ),
            },
            {
              key: 'history',
              label: 'Historical tracking',
              children: (
                <HistoryPanel
                  searchSuppliers={searchSuppliers}
                  onSubmit={requestTrack}
                  onClear={() => setShowTrack(false)}
                  loading={showTrack && track.loading}
                  found={showTrack && track.called && !track.loading && !track.error ? points.length : null}
                  failed={showTrack && !!track.error}
                />
              ),
            },
          ]}
        />
      </Card>
      <div style={{ flex: 1, minHeight: 400 }} data-testid="map-container">
        <MapContainer center={UK_CENTRE} zoom={UK_ZOOM} style={{ height: '100%', width: '100%', borderRadius: 8 }}>
          {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
          {config?.mapTrafficUrl && traffic && <TileLayer url={config.mapTrafficUrl} zIndex={2} />}
          <VehiclePins pins={pins} vehicleTypes={vehicleTypes} isOffice={user.role === 'OFFICE'} />
          <TrackLayer points={points} />
          <MapEffects place={place} fit={fit} />
        </MapContainer>
      </div>
    </div>
  );
}
