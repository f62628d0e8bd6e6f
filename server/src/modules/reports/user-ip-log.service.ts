import { requireAdmin, type RequestContext } from '../../context.js';
import { addDays, isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput } from '../../errors.js';
import { UserIpLog } from '../users/user-ip-log.entity.js';

/** The longest range one report covers, so a typo in a year cannot pull the whole table. */
export const MAX_REPORT_DAYS = 366;

/**
 * GET /UserIpLogs/{from}/{to} (spec 2 §2 Reports: User Ip Logs, admin only): every sign-in attempt
 * between two London dates, both included, newest first. Served by the created_at index.
 */
export async function userIpLogs(ctx: RequestContext, from: string, to: string): Promise<UserIpLog[]> {
  requireAdmin(ctx);
  const errors = [];
  if (!isIsoDate(from)) errors.push({ field: 'From', message: 'From must be a date in the form YYYY-MM-DD.' });
  if (!isIsoDate(to)) errors.push({ field: 'To', message: 'To must be a date in the form YYYY-MM-DD.' });
  if (errors.length) throw badInput(errors);
  if (from > to) throw badInput([{ field: 'To', message: 'To must be on or after From.' }]);
  if (addDays(to, -MAX_REPORT_DAYS) >= from) throw badInput([{ field: 'To', message: `The date range cannot be longer than ${MAX_REPORT_DAYS} days.` }]);
  const range = rangeOf(from, to);
  return ctx.em.find(UserIpLog, { createdAt: { $gte: range.start, $lt: range.end } }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/** The UTC bounds of the London dates; a day with no next day (9999-12-31) is bad input, not a 500. */
function rangeOf(from: string, to: string): { start: Date; end: Date } {
  try {
    return londonDateRange(from, to);
  } catch {
    throw badInput([{ field: 'To', message: 'To must be a date in the form YYYY-MM-DD.' }]);
  }
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
