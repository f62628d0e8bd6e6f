import { toRestUser } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';
import { atlasRoleIds } from './atlas-user.service.js';

/** The PascalCase REST shape of a back-office user (spec 2 §3): the user's shape plus roles and version. */
export function toRestAtlasUser(user: User) {
  const { CustomerId: _customer, SupplierId: _supplier, ...common } = toRestUser(user);
  return {
    ...common,
    AtlasUserRoleIds: atlasRoleIds(user),
    DateCreated: user.createdAt.toISOString(),
    Version: user.version,
  };
}
