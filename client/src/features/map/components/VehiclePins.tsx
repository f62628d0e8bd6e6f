import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { pinSprite } from '../canvas/pinSprites';
import { VehiclePinLayer, type PinMark } from '../canvas/VehiclePinLayer';
import type { Pin } from '../hooks/useLivePins';
import { PinPopup } from './PinPopup';

/** Up to this many pins are drawn as vehicle icons; beyond it, as dots coloured by type. */
export const ICON_PIN_LIMIT = 500;

/** A vehicle type as the map shows it. */
export interface MapVehicleType {
  id: number;
  name: string;
  iconCode: string;
}

interface VehiclePinsProps {
  pins: Pin[];
  /** Vehicle types by id. */
  types: ReadonlyMap<number, MapVehicleType>;
  isOffice: boolean;
  /** The supplier whose popup is open, if any. */
  selectedId: number | null;
  onSelect: (supplierId: number | null) => void;
  /** The visible area, for the keyboard list of the vehicles in view. */
  onView: (bounds: L.LatLngBounds) => void;
}

/** The vehicle type of a pin: its vehicle's, else the one a live event named. */
export function typeOfPin(pin: Pin, types: ReadonlyMap<number, MapVehicleType>): MapVehicleType | undefined {
  return pin.vehicle?.vehicleType ?? (pin.vehicleTypeId != null ? types.get(pin.vehicleTypeId) : undefined);
}

/**
 * The supplier vehicle pins (behaviour.md "Map / Live vehicles"), by vehicle-type icon, all on one canvas (issue 9 item 4):
 * a new list repaints the canvas, it creates no component per pin. Clicking a pin, or choosing it in
 * the vehicle list, opens its popup, which follows the pin as it moves.
 */
export function VehiclePins({ pins, types, isOffice, selectedId, onSelect, onView }: VehiclePinsProps) {
  const map = useMap();
  const onSelectRef = useLatest(onSelect);
  const onViewRef = useLatest(onView);
  const [layer] = useState(() => new VehiclePinLayer({ onPick: (id) => onSelectRef.current(id), onView: (b) => onViewRef.current(b) }));

  useEffect(() => {
    layer.addTo(map);
    return () => void layer.remove();
  }, [map, layer]);

  useEffect(() => {
    const asDots = pins.length > ICON_PIN_LIMIT;
    layer.setMarks(
      pins.map((pin): PinMark => ({ id: pin.supplierId, label: pin.supplierName, latitude: pin.latitude, longitude: pin.longitude, sprite: pinSprite(typeOfPin(pin, types)?.iconCode, asDots) })),
    );
  }, [layer, pins, types]);

  const selected = useMemo(() => (selectedId === null ? undefined : pins.find((p) => p.supplierId === selectedId)), [pins, selectedId]);
  useEffect(() => layer.setSelected(selected ? selected.supplierId : null), [layer, selected]);

  return selected ? (
    <PinPopupOnMap key={selected.supplierId} pin={selected} onClose={() => onSelectRef.current(null)}>
      <PinPopup pin={selected} isOffice={isOffice} vehicleTypeName={typeOfPin(selected, types)?.name ?? null} />
    </PinPopupOnMap>
  ) : null;
}

/** The newest value of a prop, for callbacks handed to Leaflet once. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * One Leaflet popup at a pin, with React content; closing it (x, Escape) calls onClose. A click on the
 * map does not close it by itself: the pin layer decides (another pin, or none).
 */
function PinPopupOnMap({ pin, onClose, children }: { pin: Pin; onClose: () => void; children: React.ReactNode }) {
  const map = useMap();
  const [content] = useState(() => document.createElement('div'));
  const [popup] = useState(() => L.popup({ offset: [0, -10], closeOnClick: false }).setContent(content));
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    popup.setLatLng([pin.latitude, pin.longitude]);
    if (!map.hasLayer(popup)) popup.openOn(map);
  }, [map, popup, pin.latitude, pin.longitude]);

  useEffect(() => {
    const closed = () => onCloseRef.current();
    popup.on('remove', closed);
    return () => {
      popup.off('remove', closed);
      map.closePopup(popup);
    };
  }, [map, popup, onCloseRef]);

  // The content arrives after the popup opened (and grows when the manifest loads): re-measure it.
  useEffect(() => {
    const observer = new ResizeObserver(() => requestAnimationFrame(() => popup.isOpen() && popup.update()));
    observer.observe(content);
    return () => observer.disconnect();
  }, [popup, content]);

  return createPortal(children, content);
}
