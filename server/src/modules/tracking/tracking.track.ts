import { badInput, forbidden, notFound } from '../../errors.js';
import { isoSql, type Pick } from '../../graphql/projection.js';
import { requireUser, type RequestContext } from '../../context.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { scopeSupplier } from './tracking.service.js';
import { validateTrackWindow } from './tracking.rules.js';

/*
 * The track read path (behaviour.md "Map / Historical tracking": GET /SupplierLocations/Track; GraphQL supplierTrack, supplierTrackLine;
 * issue 9 item 3: p95 < 20 ms for a day of 8,640 points). A track is long and read often, so it is read
 * from the covering index (supplier_id, recorded_at) INCLUDE (latitude, longitude, id) as index-only
 * scans (a count of the supplier, for the 404, only when the track is empty). PostgreSQL writes the
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

/**
 * The window's points with the hour each is in, sorted by hour, then oldest first (the id settles
 * positions taken in the same millisecond, so the order never changes). Each statement answers its
 * points in pieces of one hour: a day in one text value is ~740 kB, and a string that big lands in V8's
 * large-object space, which only full GCs free (measured: ~8 ms of GC per request); an hour is ~30 kB.
 *
 * The aggregates read the points in this order: an aggregate over a sorted subquery, with no join in
 * between, takes its rows in the subquery's order (as PostgreSQL's manual says of string_agg), and a
 * hash aggregate keeps each group's rows in input order too. An ORDER BY inside each aggregate sorted
 * once per aggregate instead: ~16% of a track's statement (the line has three).
 */
const BY_HOUR = `from (select date_bin('1 hour', recorded_at, timestamptz 'epoch') as hour, latitude, longitude, recorded_at
    from supplier_location where supplier_id = ? and recorded_at >= ? and recorded_at < ? order by hour, recorded_at, id limit ?) p
  group by hour order by hour`;
/** Each statement's count of its points, so that a track past the limit is refused rather than cut. */
const POINTS = 'count(*)::int as points';
const ISO = isoSql('recorded_at');

/**
 * A window of an hour or more is read as two halves at once, each on its own pooled connection, so
 * that PostgreSQL writes the two halves' text on two cores (PostgreSQL runs one statement on one core;
 * writing 8,640 points' text is most of a day's read). Measured on the 1M seed, one supplier's day:
 * ~18 ms for the day in one statement, ~9-10 ms for each half.
 */
const HALVES_FROM_MS = 3_600_000;

function spans(window: { start: Date; end: Date }): { start: Date; end: Date }[] {
  const length = window.end.getTime() - window.start.getTime();
  if (length < HALVES_FROM_MS) return [window];
  const middle = new Date(window.start.getTime() + Math.floor(length / 2));
  return [{ start: window.start, end: middle }, { start: middle, end: window.end }];
}

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

/**
 * The rows of `sql` (parameters: supplier, from, to; one row per hour with points) over the window, in
 * time order, read a span at a time at once (see spans); 404 when there are none and no such supplier.
 */
async function readTrack<T>(ctx: RequestContext, supplierId: number, start: unknown, end: unknown, sql: string): Promise<T[]> {
  const window = authorise(ctx, supplierId, start, end);
  const connection = ctx.em.getConnection();
  const most = ctx.config.limits.trackPoints;
  // Each span reads one point past the limit at most: enough to tell a track that is too long, and no more.
  const parts = await Promise.all(spans(window).map((span) => connection.execute<(T & { points: number })[]>(sql, [supplierId, span.start, span.end, most + 1])));
  const rows = parts.flat();
  if (rows.reduce((sum, row) => sum + row.points, 0) > most) throw tooLong(most);
  // Positions exist only for a stored supplier (foreign key), so only an empty track needs the check.
  if (!rows.length && !(await ctx.em.count(Supplier, { id: supplierId }))) throw notFound('The supplier');
  return rows;
}

/** A track with more positions than one answer may hold (TRACK_MAX_POINTS): the 400 asks for a shorter window. */
const tooLong = (most: number) =>
  badInput([{ field: 'EndDate', message: `This track has more than ${most.toLocaleString('en-GB')} positions: ask for a shorter time window.` }]);

/** Pieces of a JSON array's text as '[', the pieces separated by ',', and ']', to be written one after another. */
function jsonArray(pieces: readonly string[]): string[] {
  const out = ['['];
  pieces.forEach((piece, i) => out.push(i ? `,${piece}` : piece));
  out.push(']');
  return out;
}

const REST_POINT = `'{"Latitude":' || latitude || ',"Longitude":' || longitude || ',"DateCreated":"' || ${ISO} || '"}'`;

/**
 * GET /SupplierLocations/Track's body, [{ Latitude, Longitude, DateCreated }] oldest first (as
 * toISOString and JSON.stringify would write them), as pieces of text to write one after another.
 */
export async function trackJsonPieces(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<string[]> {
  const rows = await readTrack<{ piece: string }>(ctx, supplierId, start, end, `select ${POINTS}, string_agg(${REST_POINT}, ',') as piece ${BY_HOUR}`);
  return jsonArray(rows.map((r) => r.piece));
}

/** What each TrackPoint field of supplierTrack is in PostgreSQL's JSON text (see trackPointsJson). */
const POINT_VALUES: Record<string, string> = {
  __typename: `'"TrackPoint"'`,
  latitude: 'latitude::text',
  longitude: 'longitude::text',
  recordedAt: `'"' || ${ISO} || '"'`,
};

/**
 * supplierTrack's value as the JSON text GraphQL would write for the picked fields (response keys, in the
 * query's order), written by PostgreSQL (graphql/answers.ts) in pieces: a day is 8,640 objects that
 * graphql-js otherwise resolves and serialises field by field. Keys are GraphQL names, so they need no escaping.
 */
export async function trackPointsJson(ctx: RequestContext, supplierId: number, start: unknown, end: unknown, picks: readonly Pick[]): Promise<string[]> {
  const point = picks.map((p) => {
    if (!Object.hasOwn(POINT_VALUES, p.field)) throw new Error(`TrackPoint.${p.field} has no SQL`);
    return `'"${p.key}":' || ${POINT_VALUES[p.field]}`;
  });
  const sql = `select ${POINTS}, string_agg('{' || ${point.join(` || ',' || `)} || '}', ',') as piece ${BY_HOUR}`;
  return jsonArray((await readTrack<{ piece: string }>(ctx, supplierId, start, end, sql)).map((r) => r.piece));
}

/**
 * TrackLine's lists as JSON text without brackets, an hour a row. Times in whole milliseconds from
 * the float epoch: exact for the stored times, which have milliseconds at most (they come from
 * JavaScript dates); the numeric extract(epoch) cost twice as much.
 */
const LINE_LISTS = `select ${POINTS}, string_agg(latitude::text, ',') as latitudes, string_agg(longitude::text, ',') as longitudes,
    string_agg(round(date_part('epoch', recorded_at) * 1000)::bigint::text, ',') as times
  ${BY_HOUR}`;

type LineField = keyof TrackLine;
type LinePieces = Record<LineField, string>;

const readLine = (ctx: RequestContext, supplierId: number, start: unknown, end: unknown) =>
  readTrack<LinePieces>(ctx, supplierId, start, end, LINE_LISTS);

/** The track as parallel lists (GraphQL supplierTrackLine when executed): the cheap shape for long tracks. */
export async function trackLine(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<TrackLine> {
  const rows = await readLine(ctx, supplierId, start, end);
  const list = (field: LineField) => JSON.parse(`[${rows.map((r) => r[field]).join(',')}]`) as number[];
  return { latitudes: list('latitudes'), longitudes: list('longitudes'), times: list('times') };
}

/** supplierTrackLine's value as the JSON text GraphQL would write for the picked fields, in pieces (graphql/answers.ts). */
export async function trackLineJson(ctx: RequestContext, supplierId: number, start: unknown, end: unknown, picks: readonly Pick[]): Promise<string[]> {
  const rows = await readLine(ctx, supplierId, start, end);
  const out: string[] = [];
  picks.forEach((p, i) => {
    const key = `${i ? ',' : '{'}"${p.key}":`;
    if (p.field === '__typename') return out.push(`${key}"TrackLine"`);
    if (p.field !== 'latitudes' && p.field !== 'longitudes' && p.field !== 'times') throw new Error(`TrackLine.${p.field} has no SQL`);
    const field: LineField = p.field;
    out.push(key, ...jsonArray(rows.map((r) => r[field])));
  });
  out.push(picks.length ? '}' : '{}');
  return out;
}

/** The track as one object per point (GraphQL supplierTrack), oldest first. */
export async function trackPoints(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<TrackPoint[]> {
  const line = await trackLine(ctx, supplierId, start, end);
  return line.times.map((t, i) => ({ latitude: line.latitudes[i], longitude: line.longitudes[i], recordedAt: new Date(t) }));
}
