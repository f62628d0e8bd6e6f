import type { Viewer } from '../../domain/field-visibility.js';
import { toRestUser } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';
import { atlasRoleIds } from './atlas-user.service.js';

/** The PascalCase REST shape of a back-office user (behaviour.md "Settings / Back-office users"): the user's shape plus roles and version. */
export function toRestAtlasUser(user: User, viewer: Viewer | undefined) {
  const { CustomerId: _customer, SupplierId: _supplier, ...common } = toRestUser(user, viewer);
  return {
    ...common,
    AtlasUserRoleIds: atlasRoleIds(user),
    DateCreated: user.createdAt.toISOString(),
    Version: user.version,
  };
}
