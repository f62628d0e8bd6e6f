import 'leaflet/dist/leaflet.css';
import { Card } from 'antd';
import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { useSession, type SessionUser } from '../../app/session/SessionContext';
import { useStagedMount } from '../../lib/useStagedMount';
import { HistoryPanel } from './components/HistoryPanel';
import { LiveMap } from './components/LiveMap';
import { MapFilters, type MapFilterValues } from './components/MapFilters';
import { MapPanels } from './components/MapPanels';
import { PinCount } from './components/PinCount';
import { PlaceSearch, type PlaceTarget } from './components/PlaceSearch';
import { useMapPins } from './hooks/useMapPins';
import { useMapVehicleTypes } from './hooks/useMapVehicleTypes';
import { useSupplierSearch } from './hooks/useSupplierSearch';
import { useTrackHistory } from './hooks/useTrackHistory';

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
  const { pins, search, carrierSearch } = useMapPins(filters);
  const { vehicleTypes, typesById } = useMapVehicleTypes();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<L.LatLngBounds | null>(null);
  const searchSuppliers = useSupplierSearch();
  const track = useTrackHistory();

  // The side panels are kept as the same elements while only pins move, so a live tick re-renders
  // the pins and the count, not the forms (issue 9 item 4).
  const trafficAvailable = !!config?.mapTrafficUrl;
  const filtersPanel = useMemo(
    () => (
      <MapFilters
        value={filters}
        onChange={setFilters}
        onCarrierSearch={() => search(filters.consignmentText, filters.manifestText)}
        carrierSearch={carrierSearch}
        vehicleTypes={vehicleTypes}
        searchSuppliers={searchSuppliers}
        trafficAvailable={trafficAvailable}
        traffic={traffic}
        onTrafficChange={setTraffic}
      />
    ),
    [filters, search, carrierSearch, vehicleTypes, searchSuppliers, trafficAvailable, traffic],
  );
  const historyPanel = useMemo(() => <HistoryPanel searchSuppliers={searchSuppliers} {...track.panel} />, [searchSuppliers, track.panel]);

  return (
    <div style={{ display: 'flex', gap: 16, height: 'calc(100vh - 96px)' }} data-testid="map-screen">
      <Card size="small" style={{ width: 300, overflowY: 'auto' }} styles={{ body: { padding: 12 } }}>
        {shown >= PART.search && (
          <>
            <PlaceSearch onFound={setPlace} />
            <PinCount count={pins.length} />
          </>
        )}
        {shown >= PART.panels && <MapPanels filters={filtersPanel} history={historyPanel} pins={pins} view={view} selectedId={selectedId} onSelect={setSelectedId} />}
      </Card>
      <div style={{ flex: 1, minHeight: 400 }} data-testid="map-container">
        {shown >= PART.map && (
          <LiveMap config={config} traffic={traffic} pins={pins} types={typesById} isOffice={user.role === 'OFFICE'} selectedId={selectedId} onSelect={setSelectedId} onView={setView} track={track.points} place={place} />
        )}
      </div>
    </div>
  );
}
