import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { serveClient } from '../client-assets.js';
import type { Config } from '../config.js';
import { serveExplorer } from '../graphql/explorer.js';
import { trackingPageRoutes } from '../modules/tracking-links/tracking-link.rest.js';
import { body } from '../rest/errors.js';

/** What is served outside /api and /graphql: recipients' tracking pages, the explorer, the built client, and the 404s. */
export async function registerPages(app: FastifyInstance, config: Config, orm: MikroORM, clientDir: string): Promise<void> {
  // The recipients' tracking pages, outside /api and without sign-in (issue 25 item 3).
  await app.register(trackingPageRoutes(orm, config));
  serveExplorer(app, clientDir);
  await serveClient(app, clientDir, config.env === 'production');
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.url.startsWith('/graphql')) return reply.status(404).send(body('There is no such route.'));
    return reply.status(404).type('text/plain').send('Not found');
  });
}
