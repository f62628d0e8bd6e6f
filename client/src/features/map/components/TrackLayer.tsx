import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import type { SupplierTrackQuery } from '../../../gql/graphql';
import { londonHourMinute, timeMarkerIndexes } from '../mapRules';

type TrackPoint = SupplierTrackQuery['supplierTrack'][number];

/** A historical track (behaviour.md "Map / Historical tracking"): the path as a line with time markers (HH:mm, London). */
export function TrackLayer({ points }: { points: TrackPoint[] }) {
  if (points.length === 0) return null;
  const path = points.map((p): [number, number] => [p.latitude, p.longitude]);
  const marks = timeMarkerIndexes(points.length);
  return (
    <>
      <Polyline positions={path} pathOptions={{ color: '#d81b60', weight: 4, opacity: 0.8 }} />
      {marks.map((i) => {
        const p = points[i];
        const ends = i === 0 || i === points.length - 1;
        return (
          <CircleMarker
            key={`${i}-${p.recordedAt}`}
            center={[p.latitude, p.longitude]}
            radius={ends ? 6 : 4}
            pathOptions={{ color: '#fff', weight: 1.5, fillColor: i === 0 ? '#2e7d32' : '#d81b60', fillOpacity: 1 }}
          >
            <Tooltip permanent={ends} direction="top" className="track-time" offset={[0, -4]}>
              {londonHourMinute(p.recordedAt)}
            </Tooltip>
          </CircleMarker>
        );
      })}
    </>
  );
}
