import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under /assets/ by its content hash: a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) is revalidated on every use, so a release shows at once. */
export const REVALIDATE = 'no-cache';

/** The cache policy of one file of the built client, by its path inside the client folder. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.replaceAll('\\', '/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web client at `/` (issue 22 item 6): the brotli and gzip copies the build wrote
 * (client/precompress.plugin.ts) when the browser accepts them, hashed assets cached for a year, the rest
 * revalidated. The driver app's service worker keeps its own copy of the shell and of /assets/ files.
 */
export async function serveClient(app: FastifyInstance, clientDir: string, production: boolean): Promise<void> {
  const root = path.resolve(clientDir);
  if (!existsSync(root)) return;
  // Source maps would hand out the client's source: a development aid, not served in production (issue 20 item 7).
  const allowedPath = production ? (file: string) => !file.endsWith('.map') : undefined;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    ...(allowedPath ? { allowedPath } : {}),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });
}
