import { Collapse } from 'antd';
import type L from 'leaflet';
import type { ReactNode } from 'react';
import type { Pin } from '../hooks/useLivePins';
import { VehicleList } from './VehicleList';

interface MapPanelsProps {
  /** The filters and history panels come ready-made, so a live tick that moves only pins leaves them be. */
  filters: ReactNode;
  history: ReactNode;
  pins: Pin[];
  view: L.LatLngBounds | null;
  selectedId: number | null;
  onSelect: (supplierId: number | null) => void;
}

/** The map's side panels: filters, the vehicles in view and historical tracking. */
export function MapPanels({ filters, history, pins, view, selectedId, onSelect }: MapPanelsProps) {
  return (
    <Collapse
      defaultActiveKey={['filters', 'history']}
      size="small"
      items={[
        {
          key: 'filters',
          label: 'Filters',
          children: filters,
        },
        {
          // The canvas pins' keyboard and screen-reader way in (issue 9 item 4); rendered once opened.
          key: 'vehicles',
          label: 'Vehicles in view',
          children: <VehicleList pins={pins} view={view} selectedId={selectedId} onSelect={onSelect} />,
        },
        {
          key: 'history',
          label: 'Historical tracking',
          children: history,
        },
      ]}
    />
  );
}
