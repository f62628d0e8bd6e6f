import type { FastifyInstance } from 'fastify';
import { atlasUserRoutes } from './atlas-user.rest.js';
import { catalogueRestRoutes } from './catalogue.rest.js';
import { whitelistedIpRoutes } from './whitelisted-ip.rest.js';

/** Every settings route of behaviour.md "Settings / Back-office users" (office only; each service checks the caller). */
export async function settingsRoutes(app: FastifyInstance) {
  await app.register(catalogueRestRoutes);
  await app.register(atlasUserRoutes);
  await app.register(whitelistedIpRoutes);
}
