import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { PlaceTarget } from './PlaceSearch';

/** behaviour.md "Booking / Consignment search and export" / behaviour.md "Settings / Vehicle types and area rules order": the map re-measures its box 1 s after setup, once the layout has settled. */
export const MAP_RESIZE_DELAY_MS = 1000;
const PLACE_ZOOM = 12;

/**
 * Map side effects that need the Leaflet instance: the delayed resize, following later changes of the
 * map's box (Leaflet only watches the window), and zooming to a place.
 */
export function MapEffects({ place, fit }: { place: PlaceTarget | null; fit: [number, number][] | null }) {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), MAP_RESIZE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [map]);
  useEffect(() => {
    // A stale size puts the centre, and so every pin click on the canvas, off by half the change.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  useEffect(() => {
    if (place) map.setView([place.latitude, place.longitude], PLACE_ZOOM, { animate: false });
  }, [map, place]);
  useEffect(() => {
    if (fit && fit.length > 0) map.fitBounds(L.latLngBounds(fit), { padding: [40, 40], maxZoom: 15, animate: false });
  }, [map, fit]);
  return null;
}
