import 'leaflet/dist/leaflet.css';
import { Checkbox, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { MapContainer, Polyline, TileLayer } from 'react-leaflet';
import { useSession } from '../../../app/session/SessionContext';
import { MapEffects } from '../../map/components/MapEffects';
import { StopMarker } from '../../map/components/StopMarker';
import type { ManifestRouteQuery } from '../../../gql/graphql';
import { stopState, type ManifestStop } from '../manifestScreenRules';

const UK_CENTRE: [number, number] = [53.5, -2.5];
const STATE_FILL: Record<string, string> = { Completed: '#389e0d', Arrived: '#1677ff', 'On route': '#faad14', 'Not started': '#8c8c8c' };

/**
 * The manifest's route (behaviour.md "Shared conventions / Screens and routes"): its stops numbered in the current (possibly unsaved) order, coloured
 * by progress, and the server's route line between them (the road when a routing service is configured,
 * else straight lines), with the traffic toggle when a traffic layer is configured.
 */
export function RouteMap({ stops, route }: { stops: ManifestStop[]; route: ManifestRouteQuery['manifestRoute'] | null }) {
  const { config } = useSession();
  const [traffic, setTraffic] = useState(false);
  const located = stops
    .map((s, i) => ({ stop: s, position: i + 1 }))
    .filter(({ stop }) => stop.address.latitude != null && stop.address.longitude != null);
  const path = located.map(({ stop }): [number, number] => [stop.address.latitude!, stop.address.longitude!]);
  const line = route && route.points.length > 1 ? route.points.map((p): [number, number] => [p.latitude, p.longitude]) : path;
  const key = path.map((p) => p.join(',')).join(';');
  // Rebuilt from the key only when the stops move, so the map fits them once rather than on every render.
  const fit = useMemo(() => (key ? key.split(';').map((p) => p.split(',').map(Number) as [number, number]) : null), [key]);

  return (
    <div data-testid="route-map">
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text type="secondary" data-testid="route-map-count">
          {located.length} of {stops.length} stops on the map
        </Typography.Text>
        {route && (
          <Typography.Text type="secondary" data-testid="route-map-totals">
            {route.miles} miles, {route.minutes} min in this order{route.isEstimate ? ' (estimate)' : ''}
          </Typography.Text>
        )}
        {config?.mapTrafficUrl && (
          <Checkbox checked={traffic} onChange={(e) => setTraffic(e.target.checked)} data-testid="route-map-traffic">
            Traffic
          </Checkbox>
        )}
      </div>
      <div style={{ height: 360 }}>
        <MapContainer center={UK_CENTRE} zoom={6} style={{ height: '100%', width: '100%', borderRadius: 8 }}>
          {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
          {config?.mapTrafficUrl && traffic && <TileLayer url={config.mapTrafficUrl} zIndex={2} />}
          {line.length > 1 && <Polyline positions={line} pathOptions={{ color: '#1677ff', weight: 4, opacity: 0.8, dashArray: route?.isEstimate ? '8 6' : undefined }} />}
          {located.map(({ stop, position }, i) => (
            <StopMarker
              key={stop.id}
              at={path[i]}
              fill={STATE_FILL[stopState(stop)]}
              label={<span data-testid={`route-map-stop-${position}`}>{position}. {stop.consignmentAddressType.name} {stop.address.postcode}</span>}
            />
          ))}
          <MapEffects place={null} fit={fit} />
        </MapContainer>
      </div>
    </div>
  );
}
