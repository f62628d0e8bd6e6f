import type { User } from './user.entity.js';

/** The PascalCase REST shape of a user (spec 1 §7: GET /Users/Current). No password data, ever. */
export function toRestUser(user: User) {
  return {
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
  };
}
