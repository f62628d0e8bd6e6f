import type { EventViewer } from '../domain/events.js';
import type { User } from '../modules/users/user.entity.js';

/**
 * Who hears of which event, as the event rule (domain/events.ts) speaks of callers: the same for the
 * events query, the events subscription and webhooks (whose endpoint acts as the user that registered it).
 */
export function eventViewerOf(user: User): EventViewer {
  return { role: user.role, customerId: user.customer?.id ?? null, supplierId: user.supplier?.id ?? null };
}
