import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { NUL_NOT_ALLOWED } from '../db/availability.js';
import { registerCors } from '../rest/cors.js';
import { body, restErrorHandler } from '../rest/errors.js';
import { registerOpenApi } from '../rest/openapi.js';
import { serializerCompiler, validatorCompiler } from '../rest/validation.js';

/** How every request is read and every error answered: one error handler, the schema compilers, OpenAPI, JSON bodies only. */
export async function configureRequests(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(restErrorHandler);
  // Route schemas check paths and query strings with the readers' words, and document every part (issue 24 item 2).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  // Only JSON bodies are accepted; anything else is a 400, never parsed as text.
  app.removeContentTypeParser('text/plain');
}

/** The onRequest hooks every answer passes: security headers, CORS, and a NUL in the URL refused. */
export function guardRequests(app: FastifyInstance, config: Config): void {
  addSecurityHeaders(app, config);
  registerCors(app, config.corsOrigins);
  // PostgreSQL text cannot hold NUL: a %00 in a search filter would otherwise surface as a database error.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('\u0000') || /%00/.test(request.url)) return reply.status(400).send(body(NUL_NOT_ALLOWED));
  });
}

/**
 * Security headers: helmet's middleware made once (@fastify/helmet made it anew for every request,
 * parsing the policy each time: 8% of a driver's location post, issue 9).
 */
function addSecurityHeaders(app: FastifyInstance, config: Config): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The report previews (consignment and manifest PDFs) are fetched with the session token and framed as
        // blob: URLs made by our own page (issue 19 item 4); no other origin may be framed.
        frameSrc: ["'self'", 'blob:'],
        // TLS ends at the load balancer in production; on a laptop plain http must keep working.
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.env === 'production',
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}
