import { forbidden } from '../../errors.js';
import { requireUser, type RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { UserRole, type User } from '../users/user.entity.js';
import { locationWriterFor, storeLocations } from './location-writer.js';
import { SupplierLastLocation } from './supplier-location.entity.js';
import { validateLocations, type LocationInput } from './tracking.rules.js';

/** What the live map filters on (spec 1 §2: supplier, vehicle type). */
export interface MapFilter {
  supplierId?: number | null;
  vehicleTypeId?: number | null;
}

/**
 * Stores a driver's positions (one or a batch) and moves its pin on the map. Only supplier users post,
 * always for their own supplier; the batch and the last location are written by one atomic statement,
 * shared with the posts of other drivers that arrive meanwhile (location-writer.ts), and the map hears
 * of the newest position after it commits (DESIGN: Subscriptions). Inside a transaction (an idempotent
 * post) the statement runs in it instead, so the key and the positions commit together.
 */
export async function postLocations(ctx: RequestContext, inputs: LocationInput[]): Promise<{ stored: number }> {
  const user = requireUser(ctx);
  if (user.role !== UserRole.SUPPLIER || !user.supplier) throw forbidden('Only drivers can post locations.');
  const locations = validateLocations(inputs, ctx.now);
  const post = { supplierId: user.supplier.id, userId: user.id, locations, receivedAt: ctx.now };
  const supplier = ctx.em.isInTransaction()
    ? (await storeLocations((sql, params) => ctx.em.getConnection().execute(sql, params, 'all', ctx.em.getTransactionContext()), [post], ctx.now)).get(post.supplierId)
    : await locationWriterFor(ctx.em).write(post);
  if (!supplier) throw forbidden('Only drivers can post locations.');
  if (supplier.isTrackingDisabled) throw forbidden('Tracking is switched off for your supplier account.');
  const newest = locations.reduce((a, b) => (b.recordedAt > a.recordedAt ? b : a));
  ctx.pubsub.publish(Topic.SupplierLocation, {
    supplierId: supplier.supplierId,
    supplierName: supplier.name,
    latitude: newest.latitude,
    longitude: newest.longitude,
    recordedAt: newest.recordedAt.toISOString(),
    manifestId: supplier.manifestId,
    vehicleTypeIds: supplier.vehicleTypeIds,
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

/** Whether a subscriber may hear of a position, and whether it passes the map's filters. */
export function canSeeLocation(user: User | undefined, payload: TopicPayloads[typeof Topic.SupplierLocation], filter: MapFilter): boolean {
  if (!user) return false;
  const allowed = scopeSupplier(user, filter.supplierId ?? undefined);
  if (allowed === null) return false;
  if (allowed !== undefined && allowed !== payload.supplierId) return false;
  return !filter.vehicleTypeId || payload.vehicleTypeIds.includes(filter.vehicleTypeId);
}

/**
 * What decides which positions a map viewer sees (canSeeLocation depends on nothing else): viewers with
 * the same scope see the same positions. Null: this viewer sees none.
 */
export function mapScope(user: User | undefined, filter: MapFilter): string | null {
  const allowed = user ? scopeSupplier(user, filter.supplierId ?? undefined) : null;
  return allowed === null ? null : `${allowed ?? '*'}/${filter.vehicleTypeId ?? '*'}`;
}

/**
 * Which supplier a user may look at: undefined = any (office, no filter), a number = that one,
 * null = none. A driver is held to its own supplier whatever it asks for.
 */
export function scopeSupplier(user: User, requested: number | undefined): number | undefined | null {
  if (user.role === UserRole.OFFICE) return requested;
  if (user.role === UserRole.SUPPLIER && user.supplier) {
    return requested === undefined || requested === user.supplier.id ? user.supplier.id : null;
  }
  return null;
}
