/** Display helpers of the driver app: London times, day labels, addresses and map links. */
import type { DriverAddress, DriverStop } from './driver.types';

const LONDON = 'Europe/London';
const dayKey = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(d);

/** 'Today', 'Tomorrow' or a date, for a manifest's start (London). */
export function dayLabel(iso: string | null, now = new Date()): string {
  if (!iso) return 'No date';
  const key = dayKey(new Date(iso));
  if (key === dayKey(now)) return 'Today';
  if (key === dayKey(new Date(now.getTime() + 86_400_000))) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** HH:mm in London. */
export function time(iso: string | null): string {
  return iso ? new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';
}

/** The stop's time window, e.g. '09:00 - 11:00' or 'from 09:00' or 'at 09:00' for a timed stop. */
export function timeWindow(stop: DriverStop): string {
  const from = time(stop.ScheduledStartDateAndTime);
  const to = time(stop.ScheduledStartToDateAndTime);
  if (!from) return 'No time given';
  if (to) return `${from} - ${to}`;
  return stop.Timed ? `at ${from}` : `from ${from}`;
}

/** One line per address part that is set. */
export function addressLines(a: DriverAddress): string[] {
  return [a.CompanyName, a.AddressLine1, a.AddressLine2, a.AddressLine3, a.Town, a.County, a.Postcode].filter((x): x is string => !!x && x.trim() !== '');
}

/** A link that opens the address in the phone's maps app (Google Maps URL: Android and iOS both hand it to an app). */
export function mapsLink(a: DriverAddress): string {
  const q = a.Latitude != null && a.Longitude != null ? `${a.Latitude},${a.Longitude}` : addressLines(a).join(', ');
  return `https://maps.google.com/?q=${encodeURIComponent(q)}`;
}

/** A geo: URI for phones that register a maps app for it (Android). */
export function geoLink(a: DriverAddress): string | null {
  return a.Latitude != null && a.Longitude != null ? `geo:${a.Latitude},${a.Longitude}?q=${a.Latitude},${a.Longitude}` : null;
}
