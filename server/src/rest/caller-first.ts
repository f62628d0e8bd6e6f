/**
 * Who may call a route, settled before its schemas check the input (decision 0156): a stranger or a caller of
 * the wrong role gets 401/403 and learns nothing from a 400 about the body or an id. Route-level preValidation
 * hooks run after the /api plugin's, which has resolved the caller (app/rest.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.js';

export const callerFirst = (check: (ctx: RequestContext) => unknown) => ({
  preValidation: async (request: FastifyRequest) => {
    check(request.ctx);
  },
});
