import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, DomainError, type FieldError } from '../../errors.js';
import { containing } from '../../db/like.js';

/** The 608 message for a settings record (behaviour.md "Shared conventions / Stale writes" words it for manifests; the same wording here). */
export const STALE_MESSAGE = 'This record has been modified by another user after you loaded it. Please reload to get the latest version';

/** A stale write: REST 608, GraphQL CONFLICT (DESIGN: optimistic locking). */
export const staleWrite = (): DomainError => new DomainError('CONFLICT', STALE_MESSAGE);

/** Refuses an edit made from an older copy than the stored one; an edit must say which copy it had. */
export function checkVersion(stored: { version: number }, version: number | null | undefined): void {
  if (version === undefined || version === null) throw badInput([{ field: 'Version', message: 'Version is required.' }]);
  if (stored.version !== version) throw staleWrite();
}

/**
 * Runs a write in one transaction. A concurrent edit that slipped past checkVersion (the versioned
 * UPDATE matched no row) is a 608, and a unique index hit by a concurrent insert is the duplicate message.
 */
export async function writeInTransaction<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>, duplicate?: FieldError): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof OptimisticLockError) throw staleWrite();
    if (duplicate && error instanceof UniqueConstraintViolationException) throw badInput([duplicate]);
    throw error;
  }
}

/** Escapes LIKE wildcards so a search for '50%' looks for the text, not a pattern (db/like.ts). */
export const likeText = containing;

/** Trims text and turns blank into null, so '  ' is never stored as a name. */
export function clean(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}
