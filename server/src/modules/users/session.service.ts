import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
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
 * Resolves a session token and renews the session (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": every reply resets the inactivity
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

/**
 * Ends the current session (behaviour.md "Sign-in and sessions / Signing in": POST /Users/SignOut). This process forgets it at once; the notice
 * tells every instance, so sockets opened with it close too (issue 20 item 1).
 */
export async function signOut(em: EntityManager, pubsub: PubSub, session: Session, now: Date): Promise<void> {
  await em.nativeUpdate(Session, { id: session.id, endedAt: null }, { endedAt: now });
  sessionsEnded([session.id]);
  pubsub.publish(Topic.SessionEnded, { userId: session.user.id, sessionIds: [session.id] });
}

/** A session that is still usable, with who it belongs to as stored now. */
export interface LiveSession {
  id: number;
  role: string;
  supplier_id: number | null;
  customer_id: number | null;
  expires_at: Date;
}

/**
 * Which of these sessions may still be used, in one query: not ended, not expired, and neither the user
 * nor its customer or supplier deactivated. What remembers sessions (the session cache, open sockets)
 * re-checks them with this.
 */
export async function liveSessions(em: EntityManager, ids: number[]): Promise<Map<number, LiveSession>> {
  if (!ids.length) return new Map();
  const rows = await em.getConnection().execute<LiveSession[]>(
    `select s.id, u.role, u.supplier_id, u.customer_id, s.expires_at from ${LIVE_SESSIONS_FROM}
     where s.id = any(?::int[]) and ${LIVE_SESSION}`,
    [`{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id), expires_at: new Date(r.expires_at) }]));
}

// A session that may still be used, over LIVE_SESSIONS_FROM: the one home of the rule in SQL for both queries below.
const LIVE_SESSIONS_FROM = `session s join app_user u on u.id = s.user_id
     left join customer c on c.id = u.customer_id left join supplier p on p.id = u.supplier_id`;
const LIVE_SESSION = `s.ended_at is null and s.expires_at > now()
       and not u.is_deactivated and not coalesce(c.is_deactivated, false) and not coalesce(p.is_deactivated, false)`;

/** A remembered session and who it belonged to when it was verified. */
export interface RememberedSession {
  id: number;
  role: string;
  supplierId: number | null;
  customerId: number | null;
}

/**
 * Which of these remembered sessions may no longer be used as remembered, in one query: ended, expired, the user or
 * its customer or supplier deactivated, or the user's role, supplier or customer changed. Only those come back, so
 * re-checking 10,000 drivers' sessions every second reads a handful of rows rather than 10,000 (issue 26).
 */
export async function changedSessions(em: EntityManager, remembered: readonly RememberedSession[]): Promise<Set<number>> {
  if (!remembered.length) return new Set();
  const ids = remembered.map((r) => r.id);
  const roles = remembered.map((r) => r.role);
  const suppliers = remembered.map((r) => r.supplierId ?? 'NULL');
  const customers = remembered.map((r) => r.customerId ?? 'NULL');
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select t.id from unnest(?::int[], ?::text[], ?::int[], ?::int[]) as t(id, role, supplier_id, customer_id)
     where not exists (select 1 from ${LIVE_SESSIONS_FROM}
       where s.id = t.id and ${LIVE_SESSION}
         and u.role::text = t.role and u.supplier_id is not distinct from t.supplier_id and u.customer_id is not distinct from t.customer_id)`,
    [`{${ids.join(',')}}`, `{${roles.join(',')}}`, `{${suppliers.join(',')}}`, `{${customers.join(',')}}`],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** A new password, typed twice, and the current one when users change their own (issue 20 item 6). */
export interface PasswordChange {
  newPassword: string;
  confirmPassword?: string;
  currentPassword?: string | null;
}

/** The refusals of a change of one's own password without the right current password. */
export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Please enter your current password.',
  wrong: 'The current password is not correct.',
} as const;

/**
 * Changes a password (behaviour.md "Sign-in and sessions / Changing a password": PUT /Users/ChangePassword/{id}). Users change their own; an office
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
    // A session left open (or stolen) must not be enough to take the account over: one's own change needs the current password.
    if (isSelf) await checkCurrentPassword(user, change.currentPassword);
    user.passwordHash = await hashPassword(change.newPassword);
    const others = await tem.find(Session, { user, endedAt: null, id: { $ne: actor.session!.id } });
    for (const s of others) s.endedAt = now;
    return others.map((s) => s.id);
  });
  if (ended.length) pubsub.publish(Topic.SessionEnded, { userId, sessionIds: ended });
}

/** Re-authentication: refuses (400 on CurrentPassword) unless `currentPassword` is the user's password. */
export async function checkCurrentPassword(user: User, currentPassword: string | null | undefined): Promise<void> {
  if (!currentPassword) throw badInput([{ field: 'CurrentPassword', message: CURRENT_PASSWORD_MESSAGES.missing }]);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badInput([{ field: 'CurrentPassword', message: CURRENT_PASSWORD_MESSAGES.wrong }]);
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
