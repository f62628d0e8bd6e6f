import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The explorer's page in the built client (client/graphiql.html, `vite build --mode explorer`). */
export const EXPLORER_PAGE = 'graphiql.html';

const NOT_BUILT = 'The GraphQL explorer has not been built: run npm run build.';

/** The quality (q) a request's Accept header gives one exact media type; 0 when it names it not at all. */
function quality(accept: string, type: string): number {
  for (const part of accept.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/**
 * A browser opening the address asks for HTML before JSON; a GraphQL client asks for JSON (or sends
 * `*\/*`, which names neither), as Apollo Server decides for its own landing page.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const html = quality(accept, 'text/html');
  return html > 0 && html > Math.max(quality(accept, 'application/json'), quality(accept, 'application/graphql-response+json'));
}

/**
 * GET /graphql from a browser answers the GraphQL explorer (GraphiQL, issue 24 item 1), served from our
 * own build under our own CSP; every other request to /graphql (POSTs, GETs for JSON, the graphql-ws
 * upgrade) stays Apollo's or the socket's. The page is read per request: it is small and a rebuild
 * changes it without a restart.
 */
export function serveExplorer(app: FastifyInstance, clientDir: string): void {
  const page = path.join(clientDir, EXPLORER_PAGE);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/graphql' || !prefersHtml(request.headers.accept)) return;
    const html = await readFile(page, 'utf8').catch(() => undefined);
    if (html === undefined) return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
