import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { listLookup, lookupTables, toRestLookup, type LookupTable } from './lookup.service.js';
import { vehicleTypeRoutes } from './vehicle-type.rest.js';

/** The GET lookups of behaviour.md "Map / Live vehicles"; "Settings / Settings lists", one route per list, plus vehicle types. */
export async function lookupRoutes(app: FastifyInstance) {
  for (const [path, table] of Object.entries(lookupTables) as [string, LookupTable][]) {
    app.get(`/${path}`, { schema: { summary: `The ${path} lookup.`, response: R.Answers({ 200: R.List(R.Json()) }) } }, async (request) => (await listLookup(request.ctx, table)).map((row) => toRestLookup(table, row)));
  }
  await app.register(vehicleTypeRoutes);
}
