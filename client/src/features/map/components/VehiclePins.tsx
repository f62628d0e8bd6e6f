import L from 'leaflet';
import { useMemo } from 'react';
import { CircleMarker, Marker, Popup } from 'react-leaflet';
import type { Pin } from '../hooks/useLivePins';
import { vehicleIconHtml, vehicleIconStyle } from '../vehicleIcons';
import { PinPopup } from './PinPopup';

/** Up to this many pins are drawn as vehicle icons; beyond it, as canvas dots coloured by type. */
export const ICON_PIN_LIMIT = 500;

interface VehicleType {
  id: number;
  name: string;
  iconCode: string;
}

interface VehiclePinsProps {
  pins: Pin[];
  vehicleTypes: VehicleType[];
  isOffice: boolean;
}

const iconCache = new Map<string, L.DivIcon>();
function iconFor(code: string | undefined): L.DivIcon {
  const key = code ?? '';
  let icon = iconCache.get(key);
  if (!icon) {
    icon = L.divIcon({ html: vehicleIconHtml(code), className: 'vehicle-pin', iconSize: [28, 28], iconAnchor: [14, 14], popupAnchor: [0, -14] });
    iconCache.set(key, icon);
  }
  return icon;
}

/**
 * The supplier vehicle pins (spec 1 §2), by vehicle-type icon. Thousands of DOM markers make panning
 * stutter, so above ICON_PIN_LIMIT they become circle markers on one shared canvas.
 */
export function VehiclePins({ pins, vehicleTypes, isOffice }: VehiclePinsProps) {
  const types = useMemo(() => new Map(vehicleTypes.map((t) => [t.id, t])), [vehicleTypes]);
  const canvas = useMemo(() => L.canvas({ padding: 0.5 }), []);
  const asDots = pins.length > ICON_PIN_LIMIT;
  return pins.map((pin) => {
    const type = pin.vehicle?.vehicleType ?? (pin.vehicleTypeId != null ? types.get(pin.vehicleTypeId) : undefined);
    const popup = (
      <Popup>
        <PinPopup pin={pin} isOffice={isOffice} vehicleTypeName={type?.name ?? null} />
      </Popup>
    );
    const position: [number, number] = [pin.latitude, pin.longitude];
    if (asDots) {
      const colour = vehicleIconStyle(type?.iconCode).colour;
      return (
        <CircleMarker key={pin.supplierId} center={position} radius={6} renderer={canvas} pathOptions={{ color: '#fff', weight: 1.5, fillColor: colour, fillOpacity: 1 }}>
          {popup}
        </CircleMarker>
      );
    }
    return (
      <Marker
        key={pin.supplierId}
        position={position}
        icon={iconFor(type?.iconCode)}
        title={pin.supplierName}
        alt={pin.supplierName}
        eventHandlers={{ add: (e) => (e.target as L.Marker).getElement()?.setAttribute('data-testid', `map-pin-${pin.supplierId}`) }}
      >
        {popup}
      </Marker>
    );
  });
}
