import type { RequestContext } from '../context.js';
import { forbidden, unauthenticated } from '../errors.js';
import { UserRole, type User } from '../modules/users/user.entity.js';

/** The signed-in user, or a 401. */
export function requireUser(ctx: RequestContext): User {
  if (!ctx.user) throw unauthenticated(ctx.authError);
  return ctx.user;
}

/** The signed-in office user, or a 401/403 (behaviour.md "Roles and access / Roles": office role). */
export function requireOffice(ctx: RequestContext): User {
  const user = requireUser(ctx);
  if (user.role !== UserRole.OFFICE) throw forbidden();
  return user;
}

/** An office user with the admin flag. */
export function requireAdmin(ctx: RequestContext): User {
  const user = requireOffice(ctx);
  if (!user.isAdmin) throw forbidden();
  return user;
}
