import type L from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { AppConfig } from '../../../app/session/SessionContext';
import type { SupplierTrackQuery } from '../../../gql/graphql';
import type { Pin } from '../hooks/useLivePins';
import { MapEffects } from './MapEffects';
import type { PlaceTarget } from './PlaceSearch';
import { TrackLayer } from './TrackLayer';
import { VehiclePins, type MapVehicleType } from './VehiclePins';

/** Great Britain, before anything else is known. */
const UK_CENTRE: [number, number] = [53.5, -2.5];
const UK_ZOOM = 6;

interface LiveMapProps {
  config: AppConfig | null;
  /** Draws the traffic layer over the tiles, when one is configured. */
  traffic: boolean;
  pins: Pin[];
  types: ReadonlyMap<number, MapVehicleType>;
  isOffice: boolean;
  selectedId: number | null;
  onSelect: (supplierId: number | null) => void;
  onView: (bounds: L.LatLngBounds) => void;
  /** A historical track to draw; the map fits itself to it. */
  track: SupplierTrackQuery['supplierTrack'];
  place: PlaceTarget | null;
}

/** The Leaflet map itself: tiles, traffic, the vehicle pins, a historical track, and zooming to a place or a track. */
export function LiveMap({ config, traffic, pins, types, isOffice, selectedId, onSelect, onView, track, place }: LiveMapProps) {
  const fit = useMemo(() => (track.length ? track.map((p): [number, number] => [p.latitude, p.longitude]) : null), [track]);
  return (
    <MapContainer center={UK_CENTRE} zoom={UK_ZOOM} style={{ height: '100%', width: '100%', borderRadius: 8 }}>
      {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
      {config?.mapTrafficUrl && traffic && <TileLayer url={config.mapTrafficUrl} zIndex={2} />}
      <VehiclePins pins={pins} types={types} isOffice={isOffice} selectedId={selectedId} onSelect={onSelect} onView={onView} />
      <TrackLayer points={track} />
      <MapEffects place={place} fit={fit} />
    </MapContainer>
  );
}
