import type { FastifyInstance } from 'fastify';
import { toRestUserIpLog, userIpLogs } from './user-ip-log.service.js';

/** GET /UserIpLogs/{from}/{to} (spec 2 §7 Reports), dates YYYY-MM-DD in London time. */
export async function userIpLogRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/UserIpLogs/:from/:to', async (request) => (await userIpLogs(request.ctx, request.params.from, request.params.to)).map(toRestUserIpLog));
}
