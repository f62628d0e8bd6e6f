import type { Viewer } from '../../domain/field-visibility.js';
import { visibleRest } from '../../domain/rest-visibility.js';
import type { User } from './user.entity.js';

/**
 * The PascalCase REST shape of a user (behaviour.md "Sign-in and sessions / Changing a password": GET /Users/Current) as the viewer may read it (the
 * field-visibility table: another user's id and name only, unless the office reads). No password data, ever.
 */
export function toRestUser(user: User, viewer: Viewer | undefined) {
  return visibleRest('User', {
    Id: user.id,
    Username: user.username,
    Email: user.email,
    Name: user.name,
    Role: user.role,
    IsAdmin: user.isAdmin,
    IsAccounts: user.isAccounts,
    IsManager: user.isManager,
    CustomerId: user.customerId,
    SupplierId: user.supplierId,
    IsDeactivated: user.isDeactivated,
  }, viewer);
}
