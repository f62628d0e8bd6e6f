import { requireAdmin, type RequestContext } from '../../context.js';
import { UserIpLog } from '../users/user-ip-log.entity.js';
import { reportRange } from './report-range.js';
import { boundedRows } from '../../domain/list-bounds.js';

/**
 * GET /UserIpLogs/{from}/{to} (behaviour.md "Reports / Reports screen" Reports: User Ip Logs, admin only): every sign-in attempt
 * between two London dates, both included, newest first. Served by the created_at index.
 */
export async function userIpLogs(ctx: RequestContext, from: string, to: string): Promise<UserIpLog[]> {
  requireAdmin(ctx);
  const range = reportRange(from, to, ctx.config.limits.listDays);
  const max = ctx.config.limits.listRows;
  const found = await ctx.em.find(UserIpLog, { createdAt: { $gte: range.start, $lt: range.end } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: max + 1 });
  return boundedRows(found, max, 'sign-ins');
}

/** The PascalCase REST shape of a log line. */
export function toRestUserIpLog(log: UserIpLog) {
  return {
    Id: log.id,
    UserId: log.user?.id ?? null,
    Username: log.username,
    IpAddress: log.ipAddress,
    DeviceUuid: log.deviceUuid ?? null,
    Succeeded: log.succeeded,
    Outcome: log.outcome,
    DateCreated: log.createdAt.toISOString(),
  };
}
