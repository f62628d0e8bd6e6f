/**
 * Who may reach which consignment (behaviour.md "Booking / Consignment lifecycle"; "Roles and access / Roles"; issue 3 item 7): office users reach all; customer
 * users only their own customer's; supplier users none through booking. Another customer's
 * consignment answers "not found", so its existence is not revealed.
 */
import type { RequestContext } from '../../context.js';
import { requireUser } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { UserRole, type User } from '../users/user.entity.js';
import type { Consignment } from './consignment.entity.js';

/** True for a customer user (behaviour.md "Roles and access / Roles": customer role). */
export const isCustomerUser = (user: User): boolean => user.role === UserRole.CUSTOMER;

/** The signed-in office or customer user; drivers do not book. */
export function requireBookingUser(ctx: RequestContext): User {
  const user = requireUser(ctx);
  if (user.role === UserRole.SUPPLIER) throw forbidden();
  if (user.role === UserRole.CUSTOMER && !user.customer) throw forbidden();
  return user;
}

/** The customer a customer user is limited to; null for office users (no limit). */
export function customerScope(user: User): number | null {
  return isCustomerUser(user) ? user.customer!.id : null;
}

/** Refuses a consignment the user may not see. */
export function assertCanSee(user: User, consignment: Consignment): void {
  const scope = customerScope(user);
  if (scope !== null && consignment.customer.id !== scope) throw notFound('The consignment');
}
