import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { requireOffice, type RequestContext } from '../../context.js';
import type { CustomerUserDraft } from '../../domain/customer.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { endSessionsOf, type EndedSessions } from '../suppliers/supplier-users.js';
import { nameTakenByOther } from '../users/identity.js';
import { passwordErrors, type PasswordChange } from '../users/session.service.js';
import { User, UserRole } from '../users/user.entity.js';
import type { Customer } from './customer.entity.js';

/** The customer's active users (behaviour.md "Settings / Vehicle types and area rules order" CustomerUsers); left-out users are deactivated, not deleted. */
export async function activeCustomerUsers(em: EntityManager, customerIds: number[]): Promise<User[]> {
  if (!customerIds.length) return [];
  return em.find(User, { customer: { $in: customerIds }, role: UserRole.CUSTOMER, isDeactivated: false }, { orderBy: { email: 'asc' } });
}

/** Password hashes for the drafts that set one, computed before the transaction (argon2 is slow). */
export async function hashCustomerPasswords(drafts: CustomerUserDraft[] | null | undefined): Promise<Map<CustomerUserDraft, string>> {
  const hashes = new Map<CustomerUserDraft, string>();
  for (const draft of drafts ?? []) if (draft.password) hashes.set(draft, await hashPassword(draft.password));
  return hashes;
}

/**
 * Creates, updates and removes a customer's users by id. The e-mail is also the username; one taken
 * by another user is a 400. A new password ends the user's sessions; a user left out is deactivated
 * and signed out.
 */
export async function syncCustomerUsers(em: EntityManager, customer: Customer, drafts: CustomerUserDraft[], hashes: Map<CustomerUserDraft, string>, now: Date): Promise<EndedSessions> {
  const stored = await activeCustomerUsers(em, [customer.id]);
  const byId = new Map(stored.map((u) => [u.id, u]));
  const errors: FieldError[] = [];
  drafts.forEach((d, i) => {
    if (d.id && !byId.has(d.id)) errors.push({ field: `CustomerUsers[${i}].Id`, message: `User ${d.id} is not a user of this customer` });
  });
  // A new row with the e-mail of one of this customer's deactivated users brings that user back.
  const former = await em.find(User, { customer: customer.id, role: UserRole.CUSTOMER, isDeactivated: true });
  const returning = new Map<CustomerUserDraft, User>();
  for (const d of drafts) {
    const match = !d.id && former.find((u) => u.email.toLowerCase() === d.email!.trim().toLowerCase());
    if (match) returning.set(d, match);
  }
  for (const [i, d] of drafts.entries()) {
    const email = d.email!.trim();
    const self = d.id ?? returning.get(d)?.id;
    if (await nameTakenByOther(em, email, self)) errors.push({ field: `CustomerUsers[${i}].Email`, message: 'A user with this e-mail address already exists' });
  }
  if (errors.length) throw badInput(errors);
  const kept = new Set(drafts.map((d) => d.id).filter(Boolean));
  const reset = stored.filter((u) => !kept.has(u.id));
  for (const user of reset) user.isDeactivated = true;
  for (const d of drafts) {
    const email = d.email!.trim();
    const hash = hashes.get(d);
    if (d.id) {
      const user = byId.get(d.id)!;
      Object.assign(user, { email, username: email });
      if (hash) {
        user.passwordHash = hash;
        reset.push(user);
      }
    } else if (returning.has(d)) {
      Object.assign(returning.get(d)!, { email, username: email, isDeactivated: false, passwordHash: hash!, failedAttempts: 0, lockedUntil: null });
    } else {
      em.create(User, { username: email, email, name: customer.name, role: UserRole.CUSTOMER, customer, passwordHash: hash!, createdAt: now });
    }
  }
  return endSessionsOf(em, reset, now);
}

/**
 * Change a customer user's password (behaviour.md "Sign-in and sessions / Changing a password": the operation exists, path not shown; here
 * PUT /Customers/Users/ChangePassword/{id}). Office users only; the user's sessions all end.
 */
export async function changeCustomerUserPassword(ctx: RequestContext, userId: number, change: PasswordChange): Promise<void> {
  requireOffice(ctx);
  const errors = passwordErrors(change, ctx.config.auth.minPasswordLength);
  if (errors.length) throw badInput(errors);
  const hash = await hashPassword(change.newPassword);
  const ended = await ctx.em.transactional(async (em) => {
    const user = await em.findOne(User, { id: userId, role: UserRole.CUSTOMER });
    if (!user) throw notFound('The customer user');
    user.passwordHash = hash;
    return endSessionsOf(em, [user], ctx.now);
  });
  for (const e of ended) ctx.pubsub.publish(Topic.SessionEnded, e);
}
