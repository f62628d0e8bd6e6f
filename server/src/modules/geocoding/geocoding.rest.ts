import type { FastifyInstance } from 'fastify';
import { geocode } from './geocoding.service.js';

/** GET /api/Geocode?q= : the place search for the map (spec 1 §2), PascalCase like every REST reply. */
export async function geocodingRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q?: string } }>('/Geocode', async (request) => {
    const places = await geocode(request.ctx, request.query.q);
    return places.map((p) => ({ Name: p.name, Latitude: p.latitude, Longitude: p.longitude }));
  });
}
