import type { RequestContext } from '../context.js';
import { assertCanSee, requireBookingUser } from '../modules/consignments/consignment.access.js';
import type { Consignment } from '../modules/consignments/consignment.entity.js';
import type { User } from '../modules/users/user.entity.js';

/**
 * Who may make, list and revoke a consignment's tracking links (issue 25 item 3): office users, and the
 * consignment's own customer (its users and its customer API keys). Drivers are refused; another
 * customer's consignment answers "not found", like every consignment read. Read-only keys are stopped
 * earlier, at the door (authorizeOperation), as for every write.
 */
export function requireTrackingLinkManager(ctx: RequestContext, consignment: Consignment): User {
  const user = requireBookingUser(ctx);
  assertCanSee(user, consignment);
  return user;
}
