import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
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

const LOCATION = R.Body({ Latitude: R.Num(), Longitude: R.Num(), DateCreated: R.DateTime('When it was recorded.') }, 'A location.');
/** An optional positive whole number (optionalId's words). */
const ID = (name: string) => R.Type.Optional(R.Type.String({ pattern: '^(0*[1-9][0-9]{0,14})?$', description: 'A positive whole number.', [R.ERROR_MESSAGE]: { field: name, message: `${name} must be a positive whole number.` } }));

/** Supplier locations (behaviour.md "Map / Historical tracking"): the driver app posts, the map reads. */
export async function trackingRoutes(app: FastifyInstance) {
  // Drivers post every few seconds: the session is answered from the short-lived cache (issue 9).
  app.post('/SupplierLocations', { schema: { summary: 'The driver app posts one location or a list (Idempotency-Key header optional).', body: R.Type.Union([LOCATION, R.List(LOCATION)]), response: R.Answers({ 200: R.Json('Stored: how many.') }) }, config: { cachedSession: true } }, async (request) => {
    const body = request.body;
    const list = Array.isArray(body) ? body : [body];
    const inputs = list.map((b) => {
      const o = (b && typeof b === 'object' ? b : {}) as Record<string, unknown>;
      return { latitude: o.Latitude, longitude: o.Longitude, recordedAt: o.DateCreated };
    });
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
