import { parseTrackDateTime } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';

/** A position as a driver's app sends it. */
export interface LocationInput {
  latitude: unknown;
  longitude: unknown;
  recordedAt?: unknown;
}

/** A position that passed the checks. */
export interface ValidLocation {
  latitude: number;
  longitude: number;
  recordedAt: Date;
}

export const MAX_BATCH = 500;
// A phone's clock may run a little fast; an offline queue may hold positions for days.
const FUTURE_TOLERANCE_MS = 2 * 60_000;
const MAX_AGE_MS = 7 * 24 * 3600_000;
export const MAX_TRACK_MS = 7 * 24 * 3600_000;

/**
 * Checks a batch of positions: coordinates in range, times well-formed and neither in the future nor
 * more than a week old. Any problem refuses the whole batch, so nothing is half-stored.
 */
export function validateLocations(inputs: LocationInput[], now: Date): ValidLocation[] {
  if (!Array.isArray(inputs) || inputs.length === 0) throw badInput([{ field: 'Locations', message: 'At least one location is required.' }]);
  if (inputs.length > MAX_BATCH) throw badInput([{ field: 'Locations', message: `At most ${MAX_BATCH} locations can be sent at once.` }]);
  const errors: FieldError[] = [];
  const valid = inputs.map((input, i) => {
    const at = (field: string, message: string) => errors.push({ field: `Locations[${i}].${field}`, message });
    const { latitude, longitude } = input ?? ({} as LocationInput);
    if (typeof latitude !== 'number' || !Number.isFinite(latitude) || latitude < -90 || latitude > 90) at('Latitude', 'Latitude must be a number from -90 to 90.');
    if (typeof longitude !== 'number' || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) at('Longitude', 'Longitude must be a number from -180 to 180.');
    const recordedAt = input?.recordedAt === undefined || input?.recordedAt === null ? now : parseInstant(input.recordedAt);
    if (!recordedAt) at('DateCreated', 'The position time must be an ISO 8601 date and time.');
    else if (recordedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) at('DateCreated', 'The position time is in the future.');
    else if (recordedAt.getTime() < now.getTime() - MAX_AGE_MS) at('DateCreated', 'The position is more than 7 days old.');
    return { latitude: latitude as number, longitude: longitude as number, recordedAt: recordedAt ?? now };
  });
  if (errors.length) throw badInput(errors);
  return valid;
}

function parseInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The window of a historical track (behaviour.md "Map / Historical tracking": YYYY-MM-DDTHH:mm, Europe/London; both required). */
export function validateTrackWindow(start: unknown, end: unknown): { start: Date; end: Date } {
  const from = typeof start === 'string' ? parseTrackDateTime(start) : null;
  const to = typeof end === 'string' ? parseTrackDateTime(end) : null;
  const errors: FieldError[] = [];
  if (!from) errors.push({ field: 'StartDate', message: 'A start date and time (YYYY-MM-DDTHH:mm) is required.' });
  if (!to) errors.push({ field: 'EndDate', message: 'An end date and time (YYYY-MM-DDTHH:mm) is required.' });
  if (from && to && to <= from) errors.push({ field: 'EndDate', message: 'The end must be after the start.' });
  if (from && to && to.getTime() - from.getTime() > MAX_TRACK_MS) errors.push({ field: 'EndDate', message: 'A track can cover at most 7 days.' });
  if (errors.length) throw badInput(errors);
  return { start: from!, end: to! };
}
