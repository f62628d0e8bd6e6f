import type { FastifyInstance } from 'fastify';
import { listLookup, lookupTables, toRestLookup, type LookupTable } from './lookup.service.js';
import { vehicleTypeRoutes } from './vehicle-type.rest.js';

/** The GET lookups of spec 1 §7 and spec 2 §7, one route per list, plus vehicle types. */
export async function lookupRoutes(app: FastifyInstance) {
  for (const [path, table] of Object.entries(lookupTables) as [string, LookupTable][]) {
    app.get(`/${path}`, async (request) => (await listLookup(request.ctx, table)).map((row) => toRestLookup(table, row)));
  }
  await app.register(vehicleTypeRoutes);
}
