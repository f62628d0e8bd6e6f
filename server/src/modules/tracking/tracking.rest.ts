import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import { toRestLastLocation, toRestTrackPoint } from './tracking.mapper.js';
import { lastLocations, postLocations, track } from './tracking.service.js';

type Query = Record<string, string | undefined>;

/** An optional positive whole number from the query string, or a 400 naming the parameter. */
function optionalId(query: Query, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw badInput([{ field: name, message: `${name} must be a positive whole number.` }]);
  return n;
}

/** Supplier locations (spec 1 §7): the driver app posts, the map reads. */
export async function trackingRoutes(app: FastifyInstance) {
  app.post('/SupplierLocations', async (request) => {
    const body = request.body;
    const list = Array.isArray(body) ? body : [body];
    const inputs = list.map((b) => {
      const o = (b && typeof b === 'object' ? b : {}) as Record<string, unknown>;
      return { latitude: o.Latitude, longitude: o.Longitude, recordedAt: o.DateCreated };
    });
    const { stored } = await postLocations(request.ctx, inputs);
    return { Stored: stored };
  });

  app.get<{ Querystring: Query }>('/SupplierLocations/Last', async (request) => {
    const filter = { supplierId: optionalId(request.query, 'supplierId'), vehicleTypeId: optionalId(request.query, 'vehicleTypeId') };
    return (await lastLocations(request.ctx, filter)).map(toRestLastLocation);
  });

  app.get<{ Querystring: Query }>('/SupplierLocations/Track', async (request) => {
    const supplierId = optionalId(request.query, 'supplierId');
    if (!supplierId) throw badInput([{ field: 'supplierId', message: 'A supplier is required.' }]);
    return (await track(request.ctx, supplierId, request.query.startDate, request.query.endDate)).map(toRestTrackPoint);
  });
}
