import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The SET clause that keeps an optimistic version honest in raw SQL: MikroORM bumps a versioned entity's
 * version on flush, but an `update` written by hand does not, and a screen holding the old version would
 * then overwrite a change it never saw. Every raw update of a versioned table (consignment, manifest,
 * consignment_address, supplier, customer, ...) adds it.
 */
export const BUMP_VERSION = 'version = version + 1';

/** A whole-record save guarded by the version its caller loaded (see `savedFromVersion`). */
export interface VersionedSave<T> {
  table: 'customer' | 'supplier';
  id: number;
  version: number;
  /** The 404 when the row is gone. */
  missing: () => Error;
  /** The 608 / CONFLICT when the row has moved past `version`. */
  stale: () => Error;
  /** The save itself, on the locked row. */
  write: () => Promise<T>;
}

/**
 * Locks the row, refuses a version other than the stored one, runs the save, and leaves the version exactly
 * one on: the ORM bumps it when the record's own fields change, but not when only its child lists do. Of two
 * concurrent saves from one version, the second waits on the lock and is then refused; nothing of it applies.
 */
export async function savedFromVersion<T>(em: EntityManager, save: VersionedSave<T>): Promise<T> {
  const [row] = await em.execute<{ version: number }[]>(`select version from ${save.table} where id = ? for update`, [save.id]);
  if (!row) throw save.missing();
  if (row.version !== save.version) throw save.stale();
  const result = await save.write();
  await em.execute(`update ${save.table} set version = ? where id = ?`, [save.version + 1, save.id]);
  return result;
}
