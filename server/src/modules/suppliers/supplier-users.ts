import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { isBlankSupplierUser, type SupplierUserDraft } from '../../domain/supplier.js';
import { badInput, type FieldError } from '../../errors.js';
import { Session } from '../users/session.entity.js';
import { nameTakenByOther } from '../users/identity.js';
import { User, UserRole } from '../users/user.entity.js';
import type { Supplier } from './supplier.entity.js';

/** Sessions ended by a save, per user, so the service can publish them after the commit. */
export type EndedSessions = { userId: number; sessionIds: number[] }[];

/** The supplier's active app users (behaviour.md "Suppliers / Saving a supplier" SupplierUsers); left-out users are deactivated, not deleted. */
export function activeSupplierUsers(supplier: Supplier): User[] {
  return supplier.users.isInitialized() ? supplier.users.getItems().filter((u) => u.role === UserRole.SUPPLIER && !u.isDeactivated) : [];
}

/** Password hashes for the drafts that set one, computed before the transaction (argon2 is slow). */
export async function hashDraftPasswords(drafts: SupplierUserDraft[] | null | undefined): Promise<Map<SupplierUserDraft, string>> {
  const hashes = new Map<SupplierUserDraft, string>();
  for (const draft of drafts ?? []) if (!isBlankSupplierUser(draft) && draft.newPassword) hashes.set(draft, await hashPassword(draft.newPassword));
  return hashes;
}

/** Ends every open session of some users (deactivation or a password set by the office). */
export async function endSessionsOf(em: EntityManager, users: User[], now: Date): Promise<EndedSessions> {
  if (!users.length) return [];
  const open = await em.find(Session, { user: { $in: users.map((u) => u.id) }, endedAt: null });
  for (const s of open) s.endedAt = now;
  return users.map((u) => ({ userId: u.id, sessionIds: open.filter((s) => s.user.id === u.id).map((s) => s.id) })).filter((e) => e.sessionIds.length);
}

async function refuseTaken(em: EntityManager, drafts: { draft: SupplierUserDraft; at: string; username: string; email: string }[]): Promise<void> {
  const errors: FieldError[] = [];
  for (const { draft, at, username, email } of drafts) {
    if (await nameTakenByOther(em, username, draft.id)) errors.push({ field: `${at}.Username`, message: 'A user with this username already exists' });
    if (await nameTakenByOther(em, email, draft.id)) errors.push({ field: `${at}.Email`, message: 'A user with this e-mail address already exists' });
  }
  if (errors.length) throw badInput(errors);
}

/**
 * behaviour.md "Suppliers / Saving a supplier" SupplierUsers: creates, updates and removes the supplier's app users. A new user needs a
 * password (checked by the domain rules); an existing one may get new e-mail, username or password
 * (its sessions end on a new password); one left out is deactivated and signed out.
 */
export async function syncSupplierUsers(em: EntityManager, supplier: Supplier, drafts: SupplierUserDraft[], hashes: Map<SupplierUserDraft, string>, now: Date): Promise<EndedSessions> {
  const stored = activeSupplierUsers(supplier);
  const byId = new Map(stored.map((u) => [u.id, u]));
  const rows = drafts.map((draft, i) => ({ draft, at: `SupplierUsers[${i}]` })).filter(({ draft }) => !isBlankSupplierUser(draft));
  const stray = rows.filter(({ draft }) => draft.id && !byId.has(draft.id));
  if (stray.length) throw badInput(stray.map(({ at, draft }) => ({ field: `${at}.Id`, message: `User ${draft.id} is not an app user of this supplier` })));
  const named = rows.map(({ draft, at }) => {
    const email = draft.email!.trim();
    return { draft, at, email, username: draft.username?.trim() || email };
  });
  await refuseTaken(em, named);
  const kept = new Set(named.map(({ draft }) => draft.id).filter(Boolean));
  const removed = stored.filter((u) => !kept.has(u.id));
  for (const user of removed) user.isDeactivated = true;
  const reset: User[] = [...removed];
  for (const { draft, email, username } of named) {
    const hash = hashes.get(draft);
    if (draft.id) {
      const user = byId.get(draft.id)!;
      Object.assign(user, { email, username });
      if (hash) {
        user.passwordHash = hash;
        reset.push(user);
      }
    } else {
      em.create(User, { username, email, name: supplier.name, role: UserRole.SUPPLIER, supplier, passwordHash: hash!, createdAt: now });
    }
  }
  return endSessionsOf(em, reset, now);
}
