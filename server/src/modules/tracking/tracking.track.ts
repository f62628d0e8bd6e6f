import { forbidden, notFound } from '../../errors.js';
import type { Pick } from '../../graphql/projection.js';
import { requireUser, type RequestContext } from '../../context.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { scopeSupplier } from './tracking.service.js';
import { validateTrackWindow } from './tracking.rules.js';

/*
 * The track read path (spec 1 §7: GET /SupplierLocations/Track; GraphQL supplierTrack, supplierTrackLine;
 * issue 9 item 3: p95 < 20 ms for a day of 8,640 points). A track is long and read often, so each read is
 * ONE statement on the covering index (supplier_id, recorded_at) INCLUDE (latitude, longitude, id): an
 * index-only scan (a second one, for the 404, only when the track is empty). PostgreSQL builds the
 * answer's JSON text itself, which costs less than turning 8,640 rows into JS objects and back, and no
 * ORM entity is made.
 */

/** A point of a historical track. */
export interface TrackPoint {
  latitude: number;
  longitude: number;
  recordedAt: Date;
}

/** A track as three parallel lists, the compact GraphQL shape: point i is (latitudes[i], longitudes[i], times[i]). */
export interface TrackLine {
  latitudes: number[];
  longitudes: number[];
  /** Milliseconds since 1970-01-01 UTC. */
  times: number[];
}

const POINTS = `from supplier_location where supplier_id = ? and recorded_at >= ? and recorded_at < ?`;
// Oldest first; the id settles positions taken in the same millisecond, so the order never changes.
const ORDER = `order by recorded_at, id`;
const ISO = `to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The REST points as toISOString and JSON.stringify would write them, in pieces of 10 minutes of points,
 * oldest first. Pieces, not one text value: a day is ~740 kB, and one string that big per request lands
 * in V8's large-object space, which only full GCs free (measured: ~8 ms of GC per request).
 */
const REST_PIECES = `select string_agg(
    '{"Latitude":' || latitude || ',"Longitude":' || longitude || ',"DateCreated":"' || ${ISO} || '"}', ',' ${ORDER}) as piece
  ${POINTS}
  group by date_bin('10 minutes', recorded_at, timestamptz 'epoch') order by date_bin('10 minutes', recorded_at, timestamptz 'epoch')`;

const LINE_JSON = `select json_build_object(
    'latitudes', coalesce(json_agg(latitude ${ORDER}), '[]'),
    'longitudes', coalesce(json_agg(longitude ${ORDER}), '[]'),
    'times', coalesce(json_agg((extract(epoch from recorded_at) * 1000)::bigint ${ORDER}), '[]'))::text
  ${POINTS}`;

/**
 * Who may see which supplier's track, and the window: office users any supplier, a driver only its own
 * (403 otherwise), customers none; the window in London time, at most 7 days (400 otherwise).
 */
function authorise(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): { start: Date; end: Date } {
  const user = requireUser(ctx);
  const window = validateTrackWindow(start, end);
  if (scopeSupplier(user, supplierId) !== supplierId) throw forbidden();
  return window;
}

/** Runs `select <one value> ...` for the track, together with whether the supplier exists (404 if not). */
async function readTrack<T>(ctx: RequestContext, supplierId: number, start: unknown, end: unknown, valueSql: string): Promise<T> {
  const window = authorise(ctx, supplierId, start, end);
  const rows = await ctx.em.getConnection().execute<{ found: boolean; value: T }[]>(
    `select exists (select 1 from supplier where id = ?) as found, (${valueSql}) as value`,
    [supplierId, supplierId, window.start, window.end],
  );
  if (!rows[0].found) throw notFound('The supplier');
  return rows[0].value;
}

/**
 * GET /SupplierLocations/Track's body, [{ Latitude, Longitude, DateCreated }] oldest first, as pieces of
 * JSON text to write one after another between '[' and ']', separated by ','.
 */
export async function trackJsonPieces(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<string[]> {
  const window = authorise(ctx, supplierId, start, end);
  const rows = await ctx.em.getConnection().execute<{ piece: string }[]>(REST_PIECES, [supplierId, window.start, window.end]);
  // Positions exist only for a stored supplier (foreign key), so only an empty track needs the check.
  if (!rows.length && !(await ctx.em.count(Supplier, { id: supplierId }))) throw notFound('The supplier');
  return rows.map((r) => r.piece);
}

/** The track as parallel lists (GraphQL supplierTrackLine): the cheap shape for long tracks. */
export async function trackLine(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<TrackLine> {
  return JSON.parse(await readTrack<string>(ctx, supplierId, start, end, LINE_JSON)) as TrackLine;
}

/** What each TrackPointType field of supplierTrack is in PostgreSQL's JSON text (see trackPointsJson). */
const POINT_VALUES: Record<string, string> = {
  __typename: `'"TrackPointType"'`,
  latitude: 'latitude::text',
  longitude: 'longitude::text',
  recordedAt: `'"' || ${ISO} || '"'`,
};

/**
 * supplierTrack's value as the JSON text GraphQL would write for the picked fields (response keys, in the
 * query's order), written by PostgreSQL (graphql/answers.ts): a day is 8,640 objects that graphql-js
 * otherwise resolves and serialises field by field. Keys are GraphQL names, so they need no escaping.
 */
export async function trackPointsJson(ctx: RequestContext, supplierId: number, start: unknown, end: unknown, picks: readonly Pick[]): Promise<string> {
  const point = picks.map((p) => {
    if (!Object.hasOwn(POINT_VALUES, p.field)) throw new Error(`TrackPointType.${p.field} has no SQL`);
    return `'"${p.key}":' || ${POINT_VALUES[p.field]}`;
  });
  const json = `select '[' || coalesce(string_agg('{' || ${point.join(` || ',' || `)} || '}', ',' ${ORDER}), '') || ']' ${POINTS}`;
  return readTrack<string>(ctx, supplierId, start, end, json);
}

/** The track as one object per point (GraphQL supplierTrack), oldest first. */
export async function trackPoints(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<TrackPoint[]> {
  const line = await trackLine(ctx, supplierId, start, end);
  return line.times.map((t, i) => ({ latitude: line.latitudes[i], longitude: line.longitudes[i], recordedAt: new Date(t) }));
}
