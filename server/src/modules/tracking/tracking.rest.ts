import * as R from '../../rest/schemas.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../../errors.js';
import { BODY_DIALECT } from '../../rest/body.js';
import { joinedBuffer } from '../../pieces.js';
import { idempotencyKey, once } from '../idempotency/idempotency.js';
import { lastLocationsJson, postLocations } from './tracking.service.js';
import { trackJsonPieces } from './tracking.track.js';

type Query = Record<string, string | undefined>;

/** An optional positive whole number from the query string, or a 400 naming the parameter. */
function optionalId(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw badInput([{ field: name, message: `${name} must be a positive whole number.` }]);
  return n;
}

/** Shapes only: the ranges and the time's age stay with validateLocations (tracking.rules.ts), in the same words. */
const LOCATION = R.Body({
  Latitude: R.Num('From -90 to 90.', '{Key} must be a number from -90 to 90.'),
  Longitude: R.Num('From -180 to 180.', '{Key} must be a number from -180 to 180.'),
  DateCreated: R.Text('When it was recorded: ISO 8601 with a zone; none for now.', 'The position time must be an ISO 8601 date and time.'),
}, 'A location.');
const LOCATIONS = R.Body({ Locations: R.List(LOCATION, 'At most 500 locations.') }, 'The locations as a list under Locations.');
/**
 * The app sends one location or a bare list; both are read as `{Locations: [...]}` before the check (asLocations),
 * so every refusal is named as `Locations[i].Latitude` in the settings' words.
 */
const POSITIONS = Object.assign(R.Type.Union([LOCATIONS, R.List(LOCATION)], { description: 'A list of locations, bare or under Locations; one location may be sent on its own.' }), { [BODY_DIALECT]: 'settings' });

/** One location or a bare list, as `{Locations: [...]}`; a body already in that form is kept, a missing one has none. */
const asLocations = async (request: FastifyRequest) => {
  const body = request.body as unknown;
  if (body === undefined || body === null) request.body = {};
  else if (Array.isArray(body)) request.body = { Locations: body };
  else if (typeof body !== 'object' || !('Locations' in body || 'locations' in body)) request.body = { Locations: [body] };
};
/** The checked body: only the declared fields, each item an object. */
type Located = { Locations?: { Latitude?: number | null; Longitude?: number | null; DateCreated?: string | null }[] };
/** An optional positive whole number (optionalId's words). */
const ID = (name: string) => R.Type.Optional(R.Type.String({ pattern: '^(0*[1-9][0-9]{0,14})?$', description: 'A positive whole number.', [R.ERROR_MESSAGE]: { field: name, message: `${name} must be a positive whole number.` } }));

/** Supplier locations (behaviour.md "Map / Historical tracking"): the driver app posts, the map reads. */
export async function trackingRoutes(app: FastifyInstance) {
  // Drivers post every few seconds: the session is answered from the short-lived cache (issue 9).
  app.post('/SupplierLocations', { schema: { summary: 'The driver app posts one location or a list (Idempotency-Key header optional).', body: POSITIONS, response: R.Answers({ 200: R.Json('Stored: how many.') }) }, config: { cachedSession: true }, preValidation: asLocations }, async (request) => {
    const body = request.body as Located;
    const inputs = (body.Locations ?? []).map((o) => ({ latitude: o.Latitude, longitude: o.Longitude, recordedAt: o.DateCreated }));
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Locations', body }, async (ctx) => ({ Stored: (await postLocations(ctx, inputs)).stored }));
  });

  app.get<{ Querystring: Query }>('/SupplierLocations/Last', { schema: { summary: 'Each supplier\'s last location, filtered.', querystring: R.Query({ supplierId: ID('supplierId'), vehicleTypeId: ID('vehicleTypeId') }), response: R.Answers({ 200: R.List(R.Json('A last location.')) }) }, config: { cachedSession: true } }, async (request, reply) => {
    const filter = { supplierId: optionalId(request.query, 'supplierId'), vehicleTypeId: optionalId(request.query, 'vehicleTypeId') };
    return reply.type('application/json; charset=utf-8').send(await lastLocationsJson(request.ctx, filter));
  });

  // PostgreSQL writes the body (tracking.track.ts): its pieces are sent as they come, never parsed into objects.
  app.get<{ Querystring: Query }>('/SupplierLocations/Track', { schema: { summary: 'A supplier\'s track between two times.', querystring: R.Query({ supplierId: ID('supplierId'), startDate: R.QueryText('From, yyyy-MM-ddTHH:mm.'), endDate: R.QueryText('To, yyyy-MM-ddTHH:mm.') }), response: R.Answers({ 200: R.Json('The track.') }) }, config: { cachedSession: true } }, async (request, reply) => {
    const supplierId = optionalId(request.query, 'supplierId');
    if (!supplierId) throw badInput([{ field: 'supplierId', message: 'A supplier is required.' }]);
    const pieces = await trackJsonPieces(request.ctx, supplierId, request.query.startDate, request.query.endDate);
    return reply.type('application/json; charset=utf-8').send(joinedBuffer(pieces));
  });
}
