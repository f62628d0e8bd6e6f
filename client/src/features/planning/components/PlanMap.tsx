import 'leaflet/dist/leaflet.css';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { MapContainer, Polyline, TileLayer } from 'react-leaflet';
import { useSession } from '../../../app/session/SessionContext';
import { MapEffects } from '../../map/components/MapEffects';
import { StopMarker } from '../../map/components/StopMarker';
import { runColour, runsOnMap, type PlanRun } from '../planningRules';

const UK_CENTRE: [number, number] = [53.5, -2.5];

interface Props {
  runs: PlanRun[];
  placeOf: (stopId: number) => { latitude?: number | null; longitude?: number | null } | undefined;
}

/**
 * The proposed runs on the map (issue 23 item 4, decision 0167): one colour per run, straight lines between
 * its stops in visit order, each stop numbered as in the run's list. It draws from the runs as the dispatcher
 * has rearranged them, so a stop moved to another run is redrawn there. Tiles come from the same config as the
 * live map and the manifest's route.
 */
export function PlanMap({ runs, placeOf }: Props) {
  const { config } = useSession();
  const drawn = useMemo(() => runsOnMap(runs, placeOf), [runs, placeOf]);
  const key = drawn.flat().map((s) => s.at.join(',')).sort().join(';');
  // Fitted when the set of places changes, not when a stop only changes run.
  const fit = useMemo(() => (key ? key.split(';').map((p) => p.split(',').map(Number) as [number, number]) : null), [key]);
  return (
    <div data-testid="plan-map">
      <Space wrap size="small" style={{ marginBottom: 4 }}>
        {runs.map((r, i) =>
          r.stops.length ? (
            <Typography.Text key={i} data-testid={`plan-map-legend-${i}`} data-colour={runColour(i)}>
              <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 6, background: runColour(i), marginRight: 4, verticalAlign: 'middle' }} />
              {r.supplierName ?? 'Unallocated'}
            </Typography.Text>
          ) : null,
        )}
      </Space>
      <div style={{ height: 320 }}>
        <MapContainer center={UK_CENTRE} zoom={6} style={{ height: '100%', width: '100%', borderRadius: 8 }}>
          {config && <TileLayer url={config.mapTileUrl} attribution={config.mapTileAttribution} />}
          {drawn.map((stops, run) => (stops.length > 1 ? <Polyline key={`line-${run}`} positions={stops.map((s) => s.at)} pathOptions={{ color: runColour(run), weight: 4, opacity: 0.8 }} /> : null))}
          {drawn.flat().map((s) => (
            <StopMarker
              key={s.id}
              at={s.at}
              fill={runColour(s.run)}
              place="on"
              label={<span data-testid={`plan-map-stop-${s.id}`} data-run={s.run} data-colour={runColour(s.run)}>{s.position}</span>}
            />
          ))}
          <MapEffects place={null} fit={fit} />
        </MapContainer>
      </div>
    </div>
  );
}
