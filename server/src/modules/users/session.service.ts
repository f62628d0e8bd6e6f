import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { hashPassword } from '../../auth/passwords.js';
import { sha256 } from '../../auth/tokens.js';
import { badInput, forbidden, notFound, type FieldError } from '../../errors.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic } from '../../realtime/topics.js';
import { Session } from './session.entity.js';
import { sessionsEnded } from './session.revocations.js';
import { User, UserRole } from './user.entity.js';

/** The user behind a token, or why there is none. */
export type TokenCheck = { user: User; session: Session } | { error: string };

// A renewal is a write; once a second per session is enough to keep "every reply renews" true.
export const RENEW_AFTER_MS = 1000;

/**
 * Resolves a session token and renews the session (spec 1 §4: every reply resets the inactivity
 * clock). Unknown, ended or expired tokens and deactivated users get a reason, never a session.
 */
export async function resolveToken(em: EntityManager, config: Config, token: string, now: Date): Promise<TokenCheck> {
  if (token.length > 200) return { error: 'The session token is not valid.' };
  const session = await em.findOne(Session, { tokenHash: sha256(token) }, { populate: SESSION_POPULATE });
  const check = checkSession(session, now);
  if ('error' in check) return check;
  if (now.getTime() - session!.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + config.session.timeoutMs);
    await em.nativeUpdate(Session, { id: session!.id }, { lastSeenAt: now, expiresAt });
    session!.lastSeenAt = now;
    session!.expiresAt = expiresAt;
  }
  return check;
}

/** What a session check loads with the session. */
export const SESSION_POPULATE = ['user', 'user.customer', 'user.supplier'] as const;

/** Whether a loaded session (or none) may be used now, and if not why (without renewing it). */
export function checkSession(session: Session | null | undefined, now: Date): TokenCheck {
  if (!session) return { error: 'Your session is not valid. Please sign in.' };
  if (session.endedAt) return { error: 'You have signed out. Please sign in again.' };
  if (session.expiresAt <= now) return { error: 'Your session has expired. Please sign in again.' };
  const user = session.user;
  if (user.isDeactivated || user.customer?.isDeactivated || user.supplier?.isDeactivated) {
    return { error: 'Your account is no longer active.' };
  }
  return { user, session };
}

/** Ends the current session (spec 1 §7: POST /Users/SignOut). */
export async function signOut(em: EntityManager, session: Session, now: Date): Promise<void> {
  await em.nativeUpdate(Session, { id: session.id, endedAt: null }, { endedAt: now });
  sessionsEnded([session.id]);
}

/** A new password, typed twice. */
export interface PasswordChange {
  newPassword: string;
  confirmPassword?: string;
}

/**
 * Changes a password (spec 1 §7: PUT /Users/ChangePassword/{id}). Users change their own; an office
 * admin may change anyone's. The user's other sessions end, so a stolen session dies with the old password.
 */
export async function changePassword(
  em: EntityManager,
  config: Config,
  pubsub: PubSub,
  actor: { user: User; session?: Session },
  userId: number,
  change: PasswordChange,
  now: Date,
): Promise<void> {
  // An API key has no session and no password to change (issue 10 item 6).
  if (!actor.session) throw forbidden('Sign in with a password to change a password.');
  const isSelf = actor.user.id === userId;
  if (!isSelf && !(actor.user.role === UserRole.OFFICE && actor.user.isAdmin)) throw forbidden();
  const errors = passwordErrors(change, config.auth.minPasswordLength);
  if (errors.length) throw badInput(errors);
  const ended = await em.transactional(async (tem) => {
    const user = await tem.findOne(User, { id: userId });
    if (!user) throw notFound('The user');
    user.passwordHash = await hashPassword(change.newPassword);
    const others = await tem.find(Session, { user, endedAt: null, id: { $ne: actor.session!.id } });
    for (const s of others) s.endedAt = now;
    return others.map((s) => s.id);
  });
  if (ended.length) pubsub.publish(Topic.SessionEnded, { userId, sessionIds: ended });
}

/** The rules a new password must meet, each with its message. */
export function passwordErrors(change: PasswordChange, minLength: number): FieldError[] {
  const errors: FieldError[] = [];
  const password = change.newPassword ?? '';
  if (!password) errors.push({ field: 'NewPassword', message: 'A new password is required.' });
  else if (password.length < minLength) errors.push({ field: 'NewPassword', message: `The new password must be at least ${minLength} characters.` });
  else if (password.length > 200) errors.push({ field: 'NewPassword', message: 'The new password is too long.' });
  if (change.confirmPassword !== undefined && change.confirmPassword !== password) {
    errors.push({ field: 'ConfirmPassword', message: 'Passwords do not match!' });
  }
  return errors;
}
