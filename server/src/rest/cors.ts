import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Content-Type, Token, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name';
const EXPOSED_HEADERS = 'Token, FailureReason, FailureCode, Filename, Content-Disposition';

/**
 * Cross-origin access for the configured origins only (CORS_ORIGINS). The app itself is same-origin and
 * needs none; other origins get no CORS headers, so browsers refuse them.
 */
export function registerCors(app: FastifyInstance, origins: string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
}
