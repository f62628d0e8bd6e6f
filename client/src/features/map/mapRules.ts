/** Pure rules of the map screen (behaviour.md "Map / Live vehicles"; "Shared conventions / Formats, money and time"), kept apart so they can be tested without a browser. */
import { formatDateTime, londonWallTime } from '@domain/dates';

/** Status colours (behaviour.md "Manifests / Manifest lifecycle and status colour"): completed, first stop completed, and the default White. */
export const STATUS_COLOURS = { completed: '#2c6fba', firstStopCompleted: '#9de89d', none: '#ffffff' } as const;

/** The two dark status colours on which the manifest link is written in white (behaviour.md "Manifests / Manifest screen"). */
const DARK_STATUS_COLOURS = new Set(['#2c6fba', '#8b1a1a']);

/** The font colour of text on a status colour: white on the two dark ones, else black. */
export function textColourOn(statusColour: string): string {
  return DARK_STATUS_COLOURS.has(statusColour.trim().toLowerCase()) ? '#ffffff' : '#000000';
}

/** behaviour.md "Map / Historical tracking": historical loading messages rotate every 30 seconds. */
export const LOADING_MESSAGE_MS = 30_000;
export const LOADING_MESSAGES = [
  'Loading the historical positions...',
  'Still working: long periods take a little while...',
  'Drawing the route the vehicle took...',
  'Nearly there, thank you for waiting...',
];

/** The message to show after `elapsedMs` of loading. */
export function loadingMessage(elapsedMs: number): string {
  return LOADING_MESSAGES[Math.floor(elapsedMs / LOADING_MESSAGE_MS) % LOADING_MESSAGES.length];
}

/** behaviour.md "Shared conventions / Formats, money and time" "track dates YYYY-MM-DDTHH:mm": a date (YYYY-MM-DD) and a time (HH:mm), London time. */
export function trackDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

/** A London wall-clock HH:mm, for the time markers on a track. */
export function londonHourMinute(iso: string): string {
  const wall = londonWallTime(new Date(iso));
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}

/** The popup's "last update": DD/MM/YYYY HH:mm, London (behaviour.md "Shared conventions / Formats, money and time"). */
export function lastUpdate(iso: string): string {
  return formatDateTime(new Date(iso));
}

/**
 * Which points of a track get a time marker: all of them for a short track, else about `max`
 * evenly spaced, always including the first and the last, so a long day stays readable.
 */
export function timeMarkerIndexes(count: number, max = 40): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return [...new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)))];
}

/** What the consignment / manifest filters ask the carrier search (behaviour.md "Control screen / Consignments tab" Map, behaviour.md "Booking / Consignment search and export" SupplierLocations/Search). */
export interface CarrierQuery {
  text: string | null;
  manifestNumber: number | null;
}

/**
 * The carrier search for the two map filters, or an error message: the consignment text (number,
 * customer reference or PO number) and / or a whole manifest number; both empty clears the filter (null).
 */
export function carrierQueryOf(consignmentText: string, manifestText: string): CarrierQuery | { error: string } | null {
  const text = consignmentText.trim();
  const manifest = manifestText.trim();
  if (!text && !manifest) return null;
  if (manifest && !/^\d+$/.test(manifest)) return { error: 'The manifest number must be a whole number' };
  return { text: text || null, manifestNumber: manifest ? Number(manifest) : null };
}

/** A supplier the carrier search found, with its last known position if any. */
export interface Carrier {
  supplierId: number;
  supplierName: string;
  manifestId: number;
  latitude?: number | null;
  longitude?: number | null;
  recordedAt?: string | null;
}

/**
 * The pins of the suppliers a carrier search found: their live pins, else a pin made from the position
 * the search returned (customers have no live pins, only their carriers'); carriers with no known
 * position are counted apart. A supplier carrying several manifests shows once (its newest, listed first).
 */
export function pinsOfCarriers<P extends { supplierId: number }>(
  pins: readonly P[],
  carriers: readonly Carrier[],
  fromCarrier: (c: Carrier & { latitude: number; longitude: number; recordedAt: string }) => P,
): { pins: P[]; withoutPosition: number } {
  const live = new Map(pins.map((p) => [p.supplierId, p]));
  const shown: P[] = [];
  const seen = new Set<number>();
  let withoutPosition = 0;
  for (const c of carriers) {
    if (seen.has(c.supplierId)) continue;
    seen.add(c.supplierId);
    const pin = live.get(c.supplierId);
    if (pin) shown.push(pin);
    else if (c.latitude != null && c.longitude != null && c.recordedAt) shown.push(fromCarrier({ ...c, latitude: c.latitude, longitude: c.longitude, recordedAt: c.recordedAt }));
    else withoutPosition++;
  }
  return { pins: shown, withoutPosition };
}

/**
 * The live pins after a batch of positions heard: a batch holds every post, so one supplier may be in it more than
 * once (its phones, an upload from a dead spot); the newest recordedAt wins, whatever the order heard.
 */
export function withNewestPositions<P extends { supplierId: number; recordedAt: string }>(pins: ReadonlyMap<number, P>, heard: readonly P[]): Map<number, P> {
  const next = new Map(pins);
  for (const position of heard) {
    const known = next.get(position.supplierId);
    if (!known || Date.parse(known.recordedAt) <= Date.parse(position.recordedAt)) next.set(position.supplierId, position);
  }
  return next;
}
