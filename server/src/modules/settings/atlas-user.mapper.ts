import type { User } from '../users/user.entity.js';
import { atlasRoleIds } from './atlas-user.service.js';

/** The PascalCase REST shape of a back-office user (spec 2 §3). No password data, ever. */
export function toRestAtlasUser(user: User) {
  return {
    Id: user.id,
    Username: user.username,
    Email: user.email,
    Name: user.name,
    Role: user.role,
    IsAdmin: user.isAdmin,
    IsAccounts: user.isAccounts,
    IsManager: user.isManager,
    AtlasUserRoleIds: atlasRoleIds(user),
    IsDeactivated: user.isDeactivated,
    DateCreated: user.createdAt.toISOString(),
    Version: user.version,
  };
}
