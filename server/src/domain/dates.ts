/**
 * Europe/London calendar helpers. Instants are stored in UTC; the business day, date filters and
 * displays are London time (DESIGN "Rules shared by all code"). Only Intl is used, so the browser
 * client can import this file and the result does not depend on the machine's time zone.
 */

/** The business time zone (DESIGN). */
export const BUSINESS_TIME_ZONE = 'Europe/London';

/** A wall-clock reading in London. Months are 1-12. */
export interface LondonWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const TRACK_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

const londonFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Midnight UTC of a calendar day; setUTCFullYear keeps years below 100 literal, unlike Date.UTC. */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Reads the London wall clock at an instant; the base of every other helper here. */
export function londonWallTime(instant: Date): LondonWallTime {
  const parts = londonFormatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** London's offset from UTC at an instant, in ms (0 in winter, 1 hour in summer). */
function offsetMs(epochMs: number): number {
  const wall = londonWallTime(new Date(epochMs));
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant a London wall-clock time names. DST is resolved as a person would: a time that occurs
 * twice (last Sunday of October, 01:00-02:00) is the first one; a time that does not exist (last
 * Sunday of March, 01:00-02:00) moves forward by the gap, so 01:30 becomes 02:30 BST.
 */
export function fromLondonWallTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = offsetMs(asUtc - 3 * HOUR_MS);
  const offsetAfter = offsetMs(asUtc + 3 * HOUR_MS);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter].filter((t) => t + offsetMs(t) === asUtc);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asUtc - offsetBefore);
}

/** The business date ("today") in London as YYYY-MM-DD; the server's own time zone never matters. */
export function today(now: Date): string {
  const wall = londonWallTime(now);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The London clock time HH:mm at an instant, used to fill a missing time (behaviour.md "Booking / Saving a consignment"). */
export function londonTime(now: Date): string {
  const wall = londonWallTime(now);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * Parses a path date YYYY-MM-DD (behaviour.md "Booking / Consignment search and export") strictly: the exact shape and a real calendar day, so
 * 2026-02-30 or 2026-2-3 is rejected (null) rather than rolled over.
 */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = utcMidnight(year, month, day);
  const real = year >= 1 && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** True for a valid YYYY-MM-DD path date. */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** Parses HH:mm (00:00-23:59) strictly; null otherwise. */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const [hour, minute] = match.slice(1).map(Number);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The instant of a London date and time given separately (a stop's date and time fields, behaviour.md "Booking / Saving a consignment"); null if either is invalid. */
export function londonDateTime(date: string, time: string): Date | null {
  const d = parseIsoDate(date);
  const t = parseTime(time);
  return d && t ? fromLondonWallTime(d.year, d.month, d.day, t.hour, t.minute) : null;
}

/** Parses a track date YYYY-MM-DDTHH:mm (behaviour.md "Map / Live vehicles" SupplierLocations/Track) as London time; null when invalid. */
export function parseTrackDateTime(text: string): Date | null {
  const match = TRACK_DATE_TIME.exec(text);
  return match ? londonDateTime(match[1], match[2]) : null;
}

/**
 * The UTC instants bounding a London business day, [start, end): 23 hours long on the last Sunday of
 * March, 25 on the last Sunday of October. Throws on an invalid date: parse path input first.
 */
export function londonDayRange(date: string): { start: Date; end: Date } {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const next = parseIsoDate(addDays(date, 1));
  if (!next) throw new RangeError(`No day after ${date}`);
  return { start: fromLondonWallTime(d.year, d.month, d.day), end: fromLondonWallTime(next.year, next.month, next.day) };
}

/** The UTC range [start of `from`, end of `to`) for list filters over London dates (behaviour.md "Booking / Consignment search and export" {from}/{to}/Search). */
export function londonDateRange(from: string, to: string): { start: Date; end: Date } {
  return { start: londonDayRange(from).start, end: londonDayRange(to).end };
}

/** Calendar arithmetic on YYYY-MM-DD, free of DST because it never touches instants. */
export function addDays(date: string, days: number): string {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const shifted = new Date(utcMidnight(d.year, d.month, d.day).getTime() + days * DAY_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday ... 7 = Sunday, for weekly rules such as frequent consignments. */
export function isoWeekday(date: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const weekday = utcMidnight(d.year, d.month, d.day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Displays an instant as London DD/MM/YYYY HH:mm, or DD/MM/YY HH:mm with `shortYear` (behaviour.md "Shared conventions / Formats, money and time" formats). */
export function formatDateTime(instant: Date, options: { shortYear?: boolean } = {}): string {
  const wall = londonWallTime(instant);
  const year = options.shortYear ? pad(wall.year % 100) : pad(wall.year, 4);
  return `${pad(wall.day)}/${pad(wall.month)}/${year} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Displays an instant's London date as DD/MM/YYYY, e.g. in export file names and lists. */
export function formatDate(instant: Date): string {
  return formatDateTime(instant).slice(0, 10);
}

/** Formats a stop time as yyyy-MM-dd HH:mm:ss in London time (behaviour.md "Shared conventions / Formats, money and time" "stop times"). */
export function formatStopTime(instant: Date): string {
  const wall = londonWallTime(instant);
  return `${today(instant)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}
