import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built once per /api request by the REST plugin: `{ em, user, now, ... }` (STYLE). */
    ctx: RequestContext;
  }
  interface FastifyInstance {
    /** Sign-in attempts allowed per minute per address (config.limits). */
    signInPerMinute: number;
  }
}

/** The session token a REST call carries (spec 1 §7: a header named Token). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}
