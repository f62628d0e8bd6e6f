import type { ReactNode } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';

/** Where a stop's label sits: above its dot (a sentence) or on it (a number). */
type LabelPlace = 'above' | 'on';

/**
 * A stop on a route map (the manifest's route, the plan of the day): a white-ringed dot filled with `fill`
 * and a label that is always shown.
 */
export function StopMarker({ at, fill, label, place = 'above' }: { at: [number, number]; fill: string; label: ReactNode; place?: LabelPlace }) {
  return (
    <CircleMarker center={at} radius={9} pathOptions={{ color: '#fff', weight: 2, fillColor: fill, fillOpacity: 1 }}>
      <Tooltip permanent direction={place === 'above' ? 'top' : 'center'} offset={place === 'above' ? [0, -8] : [0, 0]}>
        {label}
      </Tooltip>
    </CircleMarker>
  );
}
