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
