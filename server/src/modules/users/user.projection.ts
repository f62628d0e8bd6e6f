/**
 * A user as the consignment and manifest read models write it (docs/ARCHITECTURE.md "Read models"): a booker
 * (Consignment.createdBy). Every field of the GraphQL User, computed as the entity and its field resolver do.
 * Another user's own fields are hidden in the SQL itself (field-visibility.ts selfOrOffice).
 */
import { col, table, type Scalar, type Table } from '../../graphql/projection.js';

const scalar = (sql: (t: string) => string, hidden?: string): Scalar => ({ kind: 'scalar', sql, hidden });

/**
 * User.atlasUserRoleIds (settings/atlas-user.service.ts atlasRoleIds): the AtlasUserRoles held, 1 admin, 2 accounts,
 * 3 manager, in that order.
 */
const atlasUserRoleIdsSql = (t: string) =>
  `array_to_json(array_remove(array[case when ${t}.is_admin then 1 end, case when ${t}.is_accounts then 2 end, case when ${t}.is_manager then 3 end], null))`;

/** The User type of the read models. */
export const userCatalogue = {
  User: table('app_user', {
    id: col('id'),
    name: col('name'),
    role: col('role'),
    username: col('username'),
    email: col('email'),
    isAdmin: col('is_admin'),
    isAccounts: col('is_accounts'),
    isManager: col('is_manager'),
    isDeactivated: col('is_deactivated'),
    version: col('version'),
    customerId: col('customer_id'),
    supplierId: col('supplier_id'),
    // A non-null list: hidden as [] (policy/field-visibility.ts hidden).
    atlasUserRoleIds: scalar(atlasUserRoleIdsSql, "'[]'::json"),
  }),
} satisfies Record<string, Table>;
