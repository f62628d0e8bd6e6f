import { forbidden } from '../../errors.js';
import { isoSql } from '../../graphql/projection.js';
import { connectionOf, existingEm, requireUser, type RequestContext } from '../../context.js';
import { Topic, type TopicPayloads } from '../../realtime/topics.js';
import { refreshEtasOnPosition } from '../eta/eta.position.js';
import { UserRole, type User } from '../users/user.entity.js';
import { locationWriterFor, storeLocations } from './location-writer.js';
import { SupplierLastLocation } from './supplier-location.entity.js';
import { validateLocations, type LocationInput } from './tracking.rules.js';

/** What the live map filters on (behaviour.md "Map / Live vehicles": supplier, vehicle type). */
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
  // Only an idempotent post runs in a transaction (its key's); any other needs no entity manager of its own.
  const em = existingEm(ctx);
  const supplier = em?.isInTransaction()
    ? (await storeLocations((sql, params) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext()), [post], ctx.now)).get(post.supplierId)
    : await locationWriterFor(connectionOf(ctx)).write(post);
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
  if (supplier.manifestId) await refreshEtasOnPosition(ctx, supplier.supplierId, supplier.manifestId);
  return { stored: locations.length };
}

/**
 * The newest position of each supplier for the live map (behaviour.md "Map / Live vehicles": GET /SupplierLocations/Last),
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
    strategy: 'select-in',
    orderBy: [{ supplier: { name: 'asc' } }, { supplier: { id: 'asc' } }],
  });
}

/**
 * The map's rows as SQL over supplier `s` (joined to its last location): tracked, active suppliers, held to
 * the caller's scope and filters (? placeholders with their values). Null: the caller sees none.
 */
export function mapConditions(ctx: RequestContext, filter: MapFilter): { conditions: string[]; params: unknown[] } | null {
  const supplierId = scopeSupplier(requireUser(ctx), filter.supplierId ?? undefined);
  if (supplierId === null) return null;
  const conditions = ['not s.is_deactivated', 'not s.is_tracking_disabled'];
  const params: unknown[] = [];
  if (supplierId !== undefined) {
    conditions.push('s.id = ?');
    params.push(supplierId);
  }
  if (filter.vehicleTypeId) {
    conditions.push('exists (select 1 from vehicle f where f.supplier_id = s.id and f.vehicle_type_id = ?)');
    params.push(filter.vehicleTypeId);
  }
  return { conditions, params };
}

/**
 * GET /SupplierLocations/Last's body as PostgreSQL writes it: what toRestLastLocation makes of
 * lastLocations, in the same order, without an entity per supplier, vehicle and vehicle type (the map's
 * first paint; issue 9: 19x the hand-written statement when the ORM loaded the graph).
 */
export async function lastLocationsJson(ctx: RequestContext, filter: MapFilter): Promise<string> {
  const scope = mapConditions(ctx, filter);
  if (!scope) return '[]';
  const { conditions, params } = scope;
  // to_json of a row writes compact JSON with the keys in order; string_agg keeps arrays compact too.
  const rows = await ctx.em.getConnection().execute<{ json: string }[]>(
    `select '[' || coalesce(string_agg(q.j, ',' order by q.name, q.id), '') || ']' as json from (
       select s.name, s.id, to_json(x)::text as j
       from supplier_last_location l join supplier s on s.id = l.supplier_id
       cross join lateral (select s.id as "Id", s.name as "Name",
         (select '[' || coalesce(string_agg(to_json(y)::text, ',' order by y."Id"), '') || ']' from (
            select v.id as "Id", v.make as "Make", v.model as "Model", v.registration as "Registration", v.is_default_vehicle as "IsDefaultVehicle",
              (select to_json(z) from (select t.id as "Id", t.name as "Name", t.icon_code as "IconCode", t."order" as "Order") z) as "VehicleType"
            from vehicle v join vehicle_type t on t.id = v.vehicle_type_id where v.supplier_id = s.id) y)::json as "Vehicles",
         (select to_json(k) from (select l.latitude as "Latitude", l.longitude as "Longitude", ${isoSql('l.recorded_at')} as "DateCreated", l.manifest_id as "ManifestId") k) as "LastKnownLocation") x
       where ${conditions.join(' and ')}) q`,
    params,
  );
  return rows[0].json;
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
