import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { geocode } from './geocoding.service.js';

/** GET /api/Geocode?q= : the place search for the map (behaviour.md "Map / Live vehicles"), PascalCase like every REST reply. */
export async function geocodingRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/Geocode', { schema: { summary: 'Place search for the map.', querystring: R.Query({ q: R.QueryText('What to look for.') }), response: R.Answers({ 200: R.List(R.Json('Name, Latitude, Longitude.')) }) } }, async (request) => {
    const places = await geocode(request.ctx, request.query.q);
    return places.map((p) => ({ Name: p.name, Latitude: p.latitude, Longitude: p.longitude }));
  });
}
