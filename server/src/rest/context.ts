import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';
import type { AnswerJson } from '../graphql/answers.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built once per /api request by the REST plugin: `{ em, user, now, ... }` (STYLE). */
    ctx: RequestContext;
    /** GraphQL answers to splice into the response body (RequestContext.answers). */
    graphqlAnswers?: Map<string, AnswerJson>;
  }
  interface FastifyContextConfig {
    /** Hot driver routes answer a recently verified session from memory (modules/users/session.cache.ts). */
    cachedSession?: boolean;
  }
}

/** The session token a REST call carries (spec 1 §7: a header named Token). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

/**
 * The integrator's API key a call carries: `X-Api-Key: dsp_...` or `Authorization: Bearer dsp_...`
 * (issue 10 item 6). Session tokens and keys never mix: a key is recognised by its prefix.
 */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (key) return key;
  const bearer = /^Bearer\s+(dsp_\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}
