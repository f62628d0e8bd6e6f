import { Button, Input } from 'antd';
import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { compareText } from '../../../lib/compare';
import type { Pin } from '../hooks/useLivePins';

/** The list names at most this many vehicles; beyond it, it asks to zoom in. */
export const VEHICLE_LIST_LIMIT = 50;

interface VehicleListProps {
  pins: Pin[];
  /** The visible area of the map; null until the map has laid out. */
  view: L.LatLngBounds | null;
  selectedId: number | null;
  onSelect: (supplierId: number) => void;
}

/**
 * The vehicles in view as a list of buttons, narrowed by typing part of a name (issue 9 item 4): the
 * pins are drawn on a canvas, which a keyboard or a screen reader cannot reach, so this is their way
 * to open a vehicle's popup.
 */
export function VehicleList({ pins, view, selectedId, onSelect }: VehicleListProps) {
  const [text, setText] = useState('');
  const inView = useMemo(() => {
    const wanted = text.trim().toLowerCase();
    return view
      ? pins
          .filter((p) => view.contains([p.latitude, p.longitude]) && (!wanted || p.supplierName.toLowerCase().includes(wanted)))
          .sort((a, b) => compareText(a.supplierName, b.supplierName))
      : [];
  }, [pins, view, text]);
  const shown = inView.slice(0, VEHICLE_LIST_LIMIT);
  return (
    <nav aria-label="Vehicles in view" data-testid="map-vehicle-list">
      <Input
        allowClear
        size="small"
        placeholder="Part of a supplier name"
        aria-label="Find a vehicle in view by supplier name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="map-vehicle-list-search"
        style={{ marginBottom: 6 }}
      />
      {inView.length === 0 && <div data-testid="map-vehicle-list-empty">No vehicle in view</div>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((p) => (
          <li key={p.supplierId}>
            <Button
              type={p.supplierId === selectedId ? 'primary' : 'text'}
              size="small"
              block
              onClick={() => onSelect(p.supplierId)}
              aria-pressed={p.supplierId === selectedId}
              data-testid={`map-vehicle-${p.supplierId}`}
              style={{ justifyContent: 'flex-start' }}
            >
              {p.supplierName}
            </Button>
          </li>
        ))}
      </ul>
      {inView.length > shown.length && <div style={{ marginTop: 4 }}>{`and ${inView.length - shown.length} more: zoom in to list them`}</div>}
    </nav>
  );
}
