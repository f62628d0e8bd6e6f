import { forbidden, notFound } from '../../errors.js';
import { requireUser, type RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { currentManifestId } from '../manifests/manifest.driver.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import { UserRole, type User } from '../users/user.entity.js';
import { SupplierLastLocation } from './supplier-location.entity.js';
import { validateLocations, validateTrackWindow, type LocationInput } from './tracking.rules.js';

/** What the live map filters on (spec 1 §2: supplier, vehicle type). */
export interface MapFilter {
  supplierId?: number | null;
  vehicleTypeId?: number | null;
}

/** A point of a historical track. */
export interface TrackPoint {
  latitude: number;
  longitude: number;
  recordedAt: Date;
}

/**
 * Stores a driver's positions (one or a batch) and moves its pin on the map. Only supplier users post,
 * always for their own supplier; the whole batch and the last location are written by one atomic
 * statement, and the map hears of the newest position after it commits (DESIGN: Subscriptions).
 */
export async function postLocations(ctx: RequestContext, inputs: LocationInput[]): Promise<{ stored: number }> {
  const user = requireUser(ctx);
  if (user.role !== UserRole.SUPPLIER || !user.supplier) throw forbidden('Only drivers can post locations.');
  const locations = validateLocations(inputs, ctx.now);
  // One statement: the supplier with its vehicles joined (the publish needs their types).
  const supplier = await ctx.em.findOneOrFail(Supplier, { id: user.supplier.id }, { populate: ['vehicles'], strategy: 'joined' });
  if (supplier.isTrackingDisabled) throw forbidden('Tracking is switched off for your supplier account.');
  const newest = locations.reduce((a, b) => (b.recordedAt > a.recordedAt ? b : a));
  const manifestId = await currentManifestId(ctx.em, supplier.id, ctx.now);
  // The batch and the last-location upsert in ONE statement (a data-modifying CTE): atomic like a
  // transaction, in one round trip instead of four (begin, insert, upsert, commit).
  const rows = locations.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = locations.flatMap((l) => [supplier.id, user.id, manifestId, l.latitude, l.longitude, l.recordedAt, ctx.now]);
  await ctx.em.getConnection().execute(
    `with stored as (
       insert into supplier_location (supplier_id, user_id, manifest_id, latitude, longitude, recorded_at, received_at) values ${rows}
     )
     insert into supplier_last_location (supplier_id, user_id, manifest_id, latitude, longitude, recorded_at)
     values (?, ?, ?, ?, ?, ?)
     on conflict (supplier_id) do update set user_id = excluded.user_id, manifest_id = excluded.manifest_id,
       latitude = excluded.latitude, longitude = excluded.longitude, recorded_at = excluded.recorded_at
     where supplier_last_location.recorded_at <= excluded.recorded_at`,
    [...params, supplier.id, user.id, manifestId, newest.latitude, newest.longitude, newest.recordedAt],
    'run',
  );
  ctx.pubsub.publish(Topic.SupplierLocation, {
    supplierId: supplier.id,
    supplierName: supplier.name,
    latitude: newest.latitude,
    longitude: newest.longitude,
    recordedAt: newest.recordedAt.toISOString(),
    manifestId,
    vehicleTypeIds: [...new Set(supplier.vehicles.getItems().map((v) => v.vehicleType.id))],
  });
  return { stored: locations.length };
}

/**
 * The newest position of each supplier for the live map (spec 1 §7: GET /SupplierLocations/Last),
 * filtered by supplier or vehicle type. Office users see every supplier; a driver only its own.
 * Customers see none until manifests link suppliers to their consignments.
 */
export async function lastLocations(ctx: RequestContext, filter: MapFilter): Promise<SupplierLastLocation[]> {
  const user = requireUser(ctx);
  const where: Record<string, unknown> = { supplier: { isDeactivated: false, isTrackingDisabled: false } };
  const supplierId = scopeSupplier(user, filter.supplierId ?? undefined);
  if (supplierId === null) return [];
  if (supplierId !== undefined) where.supplier = { ...(where.supplier as object), id: supplierId };
  if (filter.vehicleTypeId) where.supplier = { ...(where.supplier as object), vehicles: { vehicleType: filter.vehicleTypeId } };
  return ctx.em.find(SupplierLastLocation, where, {
    populate: ['supplier', 'supplier.vehicles', 'supplier.vehicles.vehicleType'],
    populateWhere: 'all',
    strategy: 'joined',
    orderBy: { supplier: { name: 'asc' } },
  });
}

/** A supplier's positions over a window (spec 1 §7: GET /SupplierLocations/Track), oldest first. */
export async function track(ctx: RequestContext, supplierId: number, start: unknown, end: unknown): Promise<TrackPoint[]> {
  const user = requireUser(ctx);
  const window = validateTrackWindow(start, end);
  if (scopeSupplier(user, supplierId) !== supplierId) throw forbidden();
  if (!(await ctx.em.count(Supplier, { id: supplierId }))) throw notFound('The supplier');
  const rows = await ctx.em.getConnection().execute<{ latitude: number; longitude: number; recorded_at: Date }[]>(
    `select latitude, longitude, recorded_at from supplier_location
     where supplier_id = ? and recorded_at >= ? and recorded_at < ? order by recorded_at, id`,
    [supplierId, window.start, window.end],
  );
  return rows.map((r) => ({ latitude: r.latitude, longitude: r.longitude, recordedAt: new Date(r.recorded_at) }));
}

/** Whether a subscriber may hear of a position, and whether it passes the map's filters. */
export function canSeeLocation(user: User | undefined, payload: TopicPayloads[typeof Topic.SupplierLocation], filter: MapFilter): boolean {
  if (!user) return false;
  const allowed = scopeSupplier(user, filter.supplierId ?? undefined);
  if (allowed === null) return false;
  if (allowed !== undefined && allowed !== payload.supplierId) return false;
  return !filter.vehicleTypeId || payload.vehicleTypeIds.includes(filter.vehicleTypeId);
}

/**
 * Which supplier a user may look at: undefined = any (office, no filter), a number = that one,
 * null = none. A driver is held to its own supplier whatever it asks for.
 */
function scopeSupplier(user: User, requested: number | undefined): number | undefined | null {
  if (user.role === UserRole.OFFICE) return requested;
  if (user.role === UserRole.SUPPLIER && user.supplier) {
    return requested === undefined || requested === user.supplier.id ? user.supplier.id : null;
  }
  return null;
}
