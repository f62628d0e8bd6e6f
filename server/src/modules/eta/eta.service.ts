/**
 * Live ETAs per stop and late-running flags (issue 25 items 1 and 2): the one place that works out, stores
 * and announces a manifest's estimates. The rule is domain/eta.ts; this module loads the stops in manifest
 * order, the vehicle's last position and the remaining legs from the routing interface (OSRM when
 * ROUTING_URL is set, the offline estimate otherwise), stores what changed and publishes it.
 *
 * Callers: the stop-progress use case (after each step, manifest.progress.ts), the manifest edits (stops added,
 * removed or reordered, vehicle type or supplier changed: manifest.save.ts, manifest.supplier.ts) and the drivers'
 * position posts (at most once per vehicle per ETA_REFRESH_MS, tracking.service.ts). Recipient notifications ask
 * `currentStopEta` inside their transaction, so the "on the way" message carries the estimate as of the step.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { etaChanged, stopEtas, type EtaStop, type StopEta } from '../../domain/eta.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic, type StopEtaPayload } from '../../realtime/topics.js';
import { routerFor, type LatLng, type Router } from '../routing/routing.js';

/** What a refresh needs: a request's context or a job's. */
export interface EtaContext {
  em: EntityManager;
  config: Config;
  pubsub: PubSub;
  now: Date;
}

interface StopRow {
  id: number; consignment_id: number; customer_id: number; supplier_id: number | null;
  is_completed: boolean; completion_time: Date | null; has_arrived: boolean; arrival_time: Date | null;
  scheduled_start_date_and_time: Date | null; scheduled_start_to_date_and_time: Date | null;
  eta: Date | null; is_late: boolean; latitude: number | null; longitude: number | null;
}

const located = (r: { latitude: number | null; longitude: number | null }): LatLng | null =>
  r.latitude != null && r.longitude != null ? { latitude: r.latitude, longitude: r.longitude } : null;

const etaStop = (r: StopRow): EtaStop => ({
  isCompleted: r.is_completed, completionTime: r.completion_time, hasArrived: r.has_arrived, arrivalTime: r.arrival_time,
  windowStart: r.scheduled_start_date_and_time, windowEnd: r.scheduled_start_to_date_and_time,
});

const TIMES = ['completion_time', 'arrival_time', 'scheduled_start_date_and_time', 'scheduled_start_to_date_and_time', 'eta'] as const;

async function loadStops(em: EntityManager, manifestId: number): Promise<StopRow[]> {
  const rows = await em.getConnection().execute<StopRow[]>(
    `select ca.id, ca.consignment_id, c.customer_id, m.supplier_id, ca.is_completed, ca.completion_time, ca.has_arrived, ca.arrival_time,
       ca.scheduled_start_date_and_time, ca.scheduled_start_to_date_and_time, ca.eta, ca.is_late, a.latitude, a.longitude
     from consignment_address ca join consignment c on c.id = ca.consignment_id join address a on a.id = ca.address_id
       join manifest m on m.id = ca.manifest_id
     where ca.manifest_id = ? and not m.is_deleted order by ca.manifest_order, ca.id`,
    [manifestId], 'all', em.getTransactionContext());
  // The raw driver hands timestamps over as text.
  for (const row of rows) for (const key of TIMES) row[key] = row[key] == null ? null : new Date(row[key]);
  return rows;
}

/** Where the vehicle is: its last position, else the last stop it reached; null before the run starts. */
async function originOf(em: EntityManager, rows: StopRow[]): Promise<LatLng | null> {
  const supplierId = rows[0]?.supplier_id;
  if (supplierId) {
    const [last] = await em.getConnection().execute<{ latitude: number; longitude: number }[]>(
      'select latitude, longitude from supplier_last_location where supplier_id = ?', [supplierId], 'all', em.getTransactionContext());
    if (last) return located(last);
  }
  const reached = rows.filter((r) => r.is_completed || r.has_arrived).at(-1);
  return reached ? located(reached) : null;
}

/** The driving time to each stop not yet completed, from the origin or the previous such stop; null: not routable. */
async function legSeconds(router: Router, origin: LatLng | null, rows: StopRow[]): Promise<(number | null)[]> {
  const ahead = rows.filter((r) => !r.is_completed);
  if (!origin) return ahead.map(() => null);
  const points = ahead.map(located);
  const route = await router.route([origin, ...points.filter((p): p is LatLng => p !== null)]);
  let leg = 0;
  return points.map((p) => (p ? route.legs[leg++]?.seconds ?? null : null));
}

async function store(em: EntityManager, rows: StopRow[], etas: StopEta[]): Promise<void> {
  const changed = rows.map((r, i) => ({ r, e: etas[i] })).filter(({ r, e }) => r.is_late !== e.isLate || r.eta?.getTime() !== e.eta?.getTime());
  if (!changed.length) return;
  const list = (values: string[]) => `{${values.join(',')}}`;
  await em.getConnection().execute(
    `update consignment_address ca set eta = t.eta, is_late = t.is_late
     from unnest(?::int[], ?::timestamptz[], ?::boolean[]) as t(id, eta, is_late) where ca.id = t.id`,
    [list(changed.map(({ r }) => String(r.id))), list(changed.map(({ e }) => e.eta?.toISOString() ?? 'NULL')), list(changed.map(({ e }) => String(e.isLate)))],
    'run', em.getTransactionContext());
}

/** The manifest's stops in order and each one's estimate now, by the domain rule, on what `ctx.em` sees. */
async function estimate(ctx: Omit<EtaContext, 'pubsub'>, manifestId: number, router: Router): Promise<{ rows: StopRow[]; etas: StopEta[] }> {
  const rows = await loadStops(ctx.em, manifestId);
  if (!rows.length) return { rows, etas: [] };
  const origin = await originOf(ctx.em, rows);
  const legs = await legSeconds(router, origin, rows);
  const settings = { serviceSeconds: ctx.config.eta.serviceMinutes * 60, lateToleranceSeconds: ctx.config.eta.lateToleranceMinutes * 60 };
  return { rows, etas: stopEtas(rows.map(etaStop), legs, origin !== null, ctx.now, settings) };
}

/**
 * One stop's estimate as of now, without storing or publishing it: for a message written inside a transaction
 * (recipient notifications), which sees the transaction's own changes; the stored ETA follows after commit.
 */
export async function currentStopEta(ctx: Omit<EtaContext, 'pubsub'>, manifestId: number, stopId: number, router: Router = routerFor(ctx.config)): Promise<Date | null> {
  const { rows, etas } = await estimate(ctx, manifestId, router);
  const at = rows.findIndex((r) => r.id === stopId);
  return at < 0 ? null : etas[at].eta;
}

/**
 * Works out the ETAs of a manifest's stops, stores them and publishes, after the write, a STOP_ETA for each
 * stop whose ETA moved by a minute or more or whose flag changed, a STOP_LATE (`stop.late`) for each flag
 * that changed, and one manifestChanged/consignmentChanged ('Eta') so the office's and customers' lists
 * refresh. Returns the stops announced.
 */
export async function refreshManifestEtas(ctx: EtaContext, manifestId: number, router: Router = routerFor(ctx.config)): Promise<StopEtaPayload[]> {
  const { rows, etas } = await estimate(ctx, manifestId, router);
  if (!rows.length) return [];
  await store(ctx.em, rows, etas);
  const news = rows.map((r, i) => ({ r, e: etas[i] })).filter(({ r, e }) => etaChanged({ eta: r.eta, isLate: r.is_late }, e));
  const payloads = news.map(({ r, e }): StopEtaPayload => ({
    consignmentAddressId: r.id, manifestId, supplierId: r.supplier_id, consignmentId: r.consignment_id, customerId: r.customer_id,
    eta: e.eta?.toISOString() ?? null, isLate: e.isLate,
  }));
  publishEtas(ctx.pubsub, manifestId, payloads, new Set(news.filter(({ r, e }) => r.is_late !== e.isLate).map(({ r }) => r.id)));
  return payloads;
}

function publishEtas(pubsub: PubSub, manifestId: number, payloads: StopEtaPayload[], flipped: Set<number>): void {
  if (!payloads.length) return;
  for (const p of payloads) {
    pubsub.publish(Topic.StopEta, p);
    if (flipped.has(p.consignmentAddressId)) pubsub.publish(Topic.StopLate, { ...p, event: 'stop.late' });
  }
  const consignments = new Map(payloads.map((p) => [p.consignmentId, p.customerId]));
  pubsub.publish(Topic.ManifestChanged, { manifestId, action: 'Eta', consignmentIds: [...consignments.keys()] });
  for (const [consignmentId, customerId] of consignments) pubsub.publish(Topic.ConsignmentChanged, { consignmentId, customerId, action: 'Eta' });
}

/**
 * Stops that left their manifest (removed from it, or the manifest deleted) have no run to be estimated on: their
 * ETA and late flag are cleared, in the caller's transaction.
 */
export async function clearStopEtas(em: EntityManager, stopIds: readonly number[]): Promise<void> {
  if (!stopIds.length) return;
  await em.getConnection().execute('update consignment_address set eta = null, is_late = false where id = any(?::int[])',
    [`{${stopIds.join(',')}}`], 'run', em.getTransactionContext());
}
