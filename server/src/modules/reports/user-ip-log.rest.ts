import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { toRestUserIpLog, userIpLogs } from './user-ip-log.service.js';

/** GET /UserIpLogs/{from}/{to} (behaviour.md "Reports / Report ranges" Reports), dates YYYY-MM-DD in London time. */
export async function userIpLogRoutes(app: FastifyInstance) {
  app.get<{ Params: { from: string; to: string } }>('/UserIpLogs/:from/:to', { schema: { summary: 'Sign-ins by address in a date range.', params: R.DATE_RANGE, response: R.Answers({ 200: R.List(R.Json()) }) } }, async (request) => (await userIpLogs(request.ctx, request.params.from, request.params.to)).map(toRestUserIpLog));
}
