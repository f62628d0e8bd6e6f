/**
 * The map's GraphQL `supplierLocations` answered from PostgreSQL's JSON when it is a query's only root field
 * (graphql/answers.ts; issue 26 item 3: it was 10x its raw-SQL floor while the ORM loaded every supplier, vehicle
 * and vehicle type as entities and graphql-js copied them again). The rows and their order are the resolver's
 * (tracking.service.ts lastLocations, the same mapConditions); a query that asks for a field outside the catalogue
 * runs the resolver.
 */
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { numberedPlaceholders } from '../../db/placeholders.js';
import type { JsonAnswer } from '../../graphql/answers.js';
import { Lookahead } from '../../graphql/lookahead.js';
import { col, iso, JsonBuilder, many, one, statement, table, type Catalogue, type Pick } from '../../graphql/projection.js';
import { viewerOf } from '../../policy/field-visibility.js';
import { mapConditions, type MapFilter } from './tracking.service.js';

// A supplier's vehicles are office-or-own-supplier (field-visibility.ts): the map answers a driver its own supplier only.
const catalogue: Catalogue = {
  SupplierOnMap: table('supplier_last_location', {
    latitude: col('latitude'), longitude: col('longitude'), recordedAt: iso('recorded_at'), manifestId: col('manifest_id'),
    supplier: one('Supplier', 'supplier_id'),
  }),
  Supplier: table('supplier', { id: col('id'), name: col('name'), vehicles: many('Vehicle', 'supplier_id') }),
  Vehicle: table('vehicle', {
    id: col('id'), make: col('make'), model: col('model'), registration: col('registration'), length: col('length'), width: col('width'),
    height: col('height'), isDefaultVehicle: col('is_default_vehicle'), vehicleType: one('VehicleType', 'vehicle_type_id'),
  }),
  VehicleType: table('vehicle_type', { id: col('id'), name: col('name'), order: col('"order"'), iconCode: col('icon_code'), isDeactivated: col('is_deactivated'), version: col('version') }),
};

const lookahead = new Lookahead(catalogue, 'SupplierOnMap');

/** The picked fields of the map's rows as the JSON text of an array, in the resolver's order (supplier name, id). */
export async function supplierLocationsJson(ctx: RequestContext, filter: MapFilter, picks: readonly Pick[]): Promise<string> {
  const scope = mapConditions(ctx, filter);
  if (!scope) return '[]';
  const columns = new JsonBuilder(catalogue, viewerOf(ctx.user)).columns('SupplierOnMap', 'l', picks);
  const sql = `select coalesce(json_agg(r), '[]'::json)::text as json from (
       select ${columns} from supplier_last_location l join supplier s on s.id = l.supplier_id
       where ${scope.conditions.join(' and ')} order by s.name, s.id) r`;
  // A named statement (projection.ts): PostgreSQL plans each shape once per connection, not per request.
  const pool = await (ctx.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const { rows } = await pool.query<{ json: string }>(statement(numberedPlaceholders(sql), scope.params));
  return rows[0].json;
}

/** The map root field the answer plugin serves. */
export const mapAnswers: Record<string, JsonAnswer> = {
  supplierLocations: { lookahead, read: (ctx, args, picks) => supplierLocationsJson(ctx, (args.filter as MapFilter | undefined) ?? {}, picks) },
};
