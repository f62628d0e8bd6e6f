import type { Connection, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { londonDateRange, today } from '../../domain/dates.js';
import { isDatabaseUnavailable } from '../../db/availability.js';
import { numberedPlaceholders } from '../../db/placeholders.js';
import { currentManifestSql } from '../manifests/manifest.driver.js';
import type { ValidLocation } from './tracking.rules.js';

/** One driver's post, checked and ready to store. */
export interface LocationPost {
  supplierId: number;
  userId: number;
  locations: ValidLocation[];
  receivedAt: Date;
}

/** What the statement learnt about a post's supplier, for the answer and the map event. */
export interface StoredSupplier {
  supplierId: number;
  name: string;
  isTrackingDisabled: boolean;
  manifestId: number | null;
  vehicleTypeIds: number[];
}

interface Pending {
  post: LocationPost;
  resolve(supplier: StoredSupplier | undefined): void;
  reject(error: unknown): void;
}

type Runner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

// A flush takes what has queued up to this many rows; two flushes may be in the database at once.
const MAX_ROWS_PER_FLUSH = 5000;
const MAX_IN_FLIGHT = 2;

/**
 * Group commit for driver positions (issue 9: 1,000 drivers). Posts that arrive while the database is
 * busy are stored together by one statement (one round trip, one commit) instead of one transaction
 * each; every post is answered only after the statement that holds its rows has committed. When a
 * shared statement fails for a reason other than the database being away, its posts are retried one
 * by one, so one post's problem is never another's.
 */
export class LocationWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly run: Runner) {}

  /** Stores a post with the next flush; resolves with its supplier's details (undefined: no such supplier). */
  write(post: LocationPost): Promise<StoredSupplier | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ post, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || !this.queue.length) return;
    this.scheduled = true;
    // Let the posts already parsed in this turn of the event loop join the same statement.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= MAX_IN_FLIGHT || !this.queue.length) return;
    const batch = this.take();
    this.inFlight++;
    try {
      await this.store(batch);
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }

  private take(): Pending[] {
    let rows = 0;
    let n = 0;
    while (n < this.queue.length && (n === 0 || rows + this.queue[n].post.locations.length <= MAX_ROWS_PER_FLUSH)) rows += this.queue[n++].post.locations.length;
    return this.queue.splice(0, n);
  }

  private async store(batch: Pending[]): Promise<void> {
    try {
      const suppliers = await storeLocations(this.run, batch.map((p) => p.post), new Date());
      for (const p of batch) p.resolve(suppliers.get(p.post.supplierId));
    } catch (error) {
      if (batch.length === 1 || isDatabaseUnavailable(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      await Promise.all(batch.map((p) => this.store([p])));
    }
  }
}

// London's day as a UTC range, worked out once a minute (its date can only change on a whole minute):
// each working out is several Intl calls, which were 3% of the server's time under the ingest bench.
let todays: { minute: number; range: { start: Date; end: Date } } | undefined;

function todaysRange(now: Date): { start: Date; end: Date } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (todays?.minute !== minute) {
    const day = today(now);
    todays = { minute, range: londonDateRange(day, day) };
  }
  return todays.range;
}

/** A timestamptz from epoch milliseconds: the writer sends times as numbers, far cheaper to write than ISO text. */
const fromEpochMs = (column: string) => `timestamptz 'epoch' + ${column} * interval '1 millisecond'`;

/**
 * The statement of storeLocations (parameters: the input's seven columns, the newest positions' five, London's
 * day as a range for the current manifest). One string for the life of the process: its numbered form is
 * looked up by it at every flush (locationWriterFor).
 */
const STORE_LOCATIONS_SQL = `with input as (
     select supplier_id, user_id, latitude, longitude, ${fromEpochMs('recorded_ms')} as recorded_at, ${fromEpochMs('received_ms')} as received_at, ord
     from unnest(?::int[], ?::int[], ?::float8[], ?::float8[], ?::int8[], ?::int8[], ?::int[])
       as t(supplier_id, user_id, latitude, longitude, recorded_ms, received_ms, ord)
   ), newest as (
     select supplier_id, user_id, latitude, longitude, ${fromEpochMs('recorded_ms')} as recorded_at
     from unnest(?::int[], ?::int[], ?::float8[], ?::float8[], ?::int8[]) as t(supplier_id, user_id, latitude, longitude, recorded_ms)
   ), sup as (
     select s.id, s.name, s.is_tracking_disabled, ${currentManifestSql('s.id')} as manifest_id,
       coalesce((select array_agg(distinct v.vehicle_type_id order by v.vehicle_type_id) from vehicle v where v.supplier_id = s.id), '{}') as vehicle_type_ids
     from supplier s where s.id in (select supplier_id from newest)
   ), stored as (
     insert into supplier_location (supplier_id, user_id, manifest_id, latitude, longitude, recorded_at, received_at)
     select i.supplier_id, i.user_id, sup.manifest_id, i.latitude, i.longitude, i.recorded_at, i.received_at
     from input i join sup on sup.id = i.supplier_id and not sup.is_tracking_disabled order by i.ord
   ), last as (
     insert into supplier_last_location (supplier_id, user_id, manifest_id, latitude, longitude, recorded_at)
     select n.supplier_id, n.user_id, sup.manifest_id, n.latitude, n.longitude, n.recorded_at
     from newest n join sup on sup.id = n.supplier_id and not sup.is_tracking_disabled order by n.supplier_id
     on conflict (supplier_id) do update set user_id = excluded.user_id, manifest_id = excluded.manifest_id,
       latitude = excluded.latitude, longitude = excluded.longitude, recorded_at = excluded.recorded_at
     where supplier_last_location.recorded_at <= excluded.recorded_at
   )
   select id, name, is_tracking_disabled, manifest_id, vehicle_type_ids from sup`;

/**
 * Stores the posts' positions and moves each supplier's last known location, in ONE statement (a
 * data-modifying CTE is atomic like a transaction). The same statement reads what the answer needs: the
 * supplier's name, vehicle types, tracking switch and current manifest (positions of a supplier whose
 * tracking is off are not stored). Works inside a caller's transaction too (idempotent posts).
 */
export async function storeLocations(run: Runner, posts: LocationPost[], now: Date): Promise<Map<number, StoredSupplier>> {
  const rows = posts.flatMap((post) => post.locations.map((l) => ({ post, l })));
  const newest = newestPerSupplier(posts);
  const { start, end } = todaysRange(now);
  const result = await run(
    STORE_LOCATIONS_SQL,
    [
      ...columns(rows, [(r) => r.post.supplierId, (r) => r.post.userId, (r) => r.l.latitude, (r) => r.l.longitude, (r) => r.l.recordedAt.getTime(), (r) => r.post.receivedAt.getTime(), (_r, i) => i]),
      ...columns(newest, [(n) => n.supplierId, (n) => n.userId, (n) => n.latitude, (n) => n.longitude, (n) => n.recordedAt.getTime()]),
      start,
      end,
    ],
  );
  return new Map(result.map((r) => [Number(r.id), toStoredSupplier(r)]));
}

/** The newest position of each supplier in the posts: within a post the first newest, across posts the later (as separate posts did). */
function newestPerSupplier(posts: LocationPost[]) {
  const newest = new Map<number, { supplierId: number; userId: number } & ValidLocation>();
  for (const post of posts) {
    const top = post.locations.reduce((a, b) => (b.recordedAt > a.recordedAt ? b : a));
    const known = newest.get(post.supplierId);
    if (!known || known.recordedAt <= top.recordedAt) newest.set(post.supplierId, { supplierId: post.supplierId, userId: post.userId, ...top });
  }
  return [...newest.values()].sort((a, b) => a.supplierId - b.supplierId);
}

/**
 * PostgreSQL array literals, one per column. Every value is a number (times as epoch milliseconds), so the
 * text needs no quoting; a literal keeps the statement's parameter count fixed however many rows it has.
 */
function columns<T>(rows: T[], pick: ((row: T, index: number) => number)[]): string[] {
  return pick.map((f) => {
    let text = '{';
    for (let i = 0; i < rows.length; i++) text += (i ? ',' : '') + f(rows[i], i);
    return text + '}';
  });
}

function toStoredSupplier(r: Record<string, unknown>): StoredSupplier {
  const types = r.vehicle_type_ids;
  return {
    supplierId: Number(r.id),
    name: String(r.name),
    isTrackingDisabled: Boolean(r.is_tracking_disabled),
    manifestId: r.manifest_id === null || r.manifest_id === undefined ? null : Number(r.manifest_id),
    vehicleTypeIds: (Array.isArray(types) ? types : String(types).replace(/[{}]/g, '').split(',').filter(Boolean)).map(Number),
  };
}

const writers = new WeakMap<object, LocationWriter>();

// The statement with pg's $1, $2... (its text is fixed: only its values change), numbered once.
const numberedSql = new Map<string, string>();
function numbered(sql: string): string {
  let text = numberedSql.get(sql);
  if (text === undefined) numberedSql.set(sql, (text = numberedPlaceholders(sql)));
  return text;
}

/**
 * The process's location writer over this database connection, made on first use. It runs its statement on
 * the ORM's own pg pool as a prepared statement with bound values: through the ORM, every flush had its values
 * written into the SQL's text and escaped (issue 9, ingest: a tenth of the server's time went to that and to
 * sending the longer text).
 */
export function locationWriterFor(db: Connection): LocationWriter {
  const connection = db as PostgreSqlConnection;
  let writer = writers.get(connection);
  if (!writer) {
    writer = new LocationWriter(async (sql, params) => {
      const pool = await connection.getNativeClient();
      const { rows } = await pool.query({ name: 'store_locations', text: numbered(sql), values: params });
      return rows as Record<string, unknown>[];
    });
    writers.set(connection, writer);
  }
  return writer;
}
