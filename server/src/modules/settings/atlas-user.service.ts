import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { requireAdmin, requireOffice, type RequestContext } from '../../context.js';
import { badInput, forbidden, notFound, type FieldError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { Session } from '../users/session.entity.js';
import { changePassword, checkCurrentPassword, passwordErrors, type PasswordChange } from '../users/session.service.js';
import { nameTakenByOther } from '../users/identity.js';
import { User, UserRole } from '../users/user.entity.js';
import { checkVersion, clean, likeText, writeInTransaction } from './writes.js';
import { boundedRows } from '../../domain/list-bounds.js';

/** behaviour.md "Settings / Back-office users": the fixed identifiers of the admin, accounts and manager roles (AtlasUserRoles lookup). */
export const ATLAS_ROLE_IDS = { admin: 1, accounts: 2, manager: 3 } as const;

/** behaviour.md "Settings / Back-office users": search AtlasUsers by username, e-mail and deactivated. */
export interface AtlasUserFilter {
  username?: string | null;
  email?: string | null;
  /** true/false filters; undefined shows the active ones unless `all`. */
  isDeactivated?: boolean | null;
  all?: boolean;
}

/** A back-office user as typed on the settings screen; undefined leaves a field as it is. */
export interface AtlasUserInput {
  username?: string | null;
  email?: string | null;
  name?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  isAdmin?: boolean | null;
  isAccounts?: boolean | null;
  isManager?: boolean | null;
  /** The roles as AtlasUserRole ids; when given they set the three flags. */
  atlasUserRoleIds?: number[] | null;
  isDeactivated?: boolean | null;
  version?: number | null;
  /** A non-admin re-authenticates with it to change their own e-mail (issue 20 item 6). */
  currentPassword?: string | null;
}

/** The AtlasUserRole ids a user holds, from its flags. */
export function atlasRoleIds(user: User): number[] {
  const held: [boolean, number][] = [[user.isAdmin, ATLAS_ROLE_IDS.admin], [user.isAccounts, ATLAS_ROLE_IDS.accounts], [user.isManager, ATLAS_ROLE_IDS.manager]];
  return held.filter(([has]) => has).map(([, id]) => id);
}

/** Lists back-office users (office only), by username. */
export async function searchAtlasUsers(ctx: RequestContext, filter: AtlasUserFilter = {}): Promise<User[]> {
  requireOffice(ctx);
  const where: Record<string, unknown> = { role: UserRole.OFFICE };
  if (clean(filter.username)) where.username = { $ilike: likeText(clean(filter.username)!) };
  if (clean(filter.email)) where.email = { $ilike: likeText(clean(filter.email)!) };
  if (filter.isDeactivated !== undefined && filter.isDeactivated !== null) where.isDeactivated = filter.isDeactivated;
  else if (!filter.all) where.isDeactivated = false;
  const max = ctx.config.limits.listRows;
  return boundedRows(await ctx.em.find(User, where, { orderBy: { username: 'asc' }, limit: max + 1 }), max, 'users');
}

/** One back-office user; customer and driver users are not AtlasUsers (404). */
export async function getAtlasUser(ctx: RequestContext, id: number): Promise<User> {
  requireOffice(ctx);
  return loadOfficeUser(ctx.em, id);
}

/** Adds a back-office user; admins only. Passwords typed twice must match (behaviour.md "Settings / Back-office users"). */
export async function createAtlasUser(ctx: RequestContext, input: AtlasUserInput): Promise<User> {
  requireAdmin(ctx);
  const flags = flagsOf(input);
  const errors = [...identityErrors(input, true), ...newPasswordErrors(ctx, input)];
  if (errors.length) throw badInput(errors);
  const passwordHash = await hashPassword(input.password!);
  const id = await writeInTransaction(ctx.em, async (em) => {
    await refuseDuplicates(em, input);
    const username = clean(input.username)!;
    const user = em.create(User, { username, email: clean(input.email)!, name: clean(input.name) ?? username, role: UserRole.OFFICE, passwordHash, isAdmin: flags.isAdmin ?? false, isAccounts: flags.isAccounts ?? false, isManager: flags.isManager ?? false, isDeactivated: input.isDeactivated ?? false, createdAt: ctx.now });
    await em.flush();
    return user.id;
  }, { field: 'Username', message: 'A user with this username or e-mail address already exists.' });
  return reload(ctx, id);
}

/**
 * Changes a back-office user. Admins change anyone, including the admin/accounts/manager flags and
 * IsDeactivated (deactivation instead of deletion, behaviour.md "Manifests / Completion e-mails"); others may change only their own
 * username, e-mail and name, the e-mail only with their current password. Deactivating a user ends their sessions. The last active admin stays.
 */
export async function updateAtlasUser(ctx: RequestContext, id: number, input: AtlasUserInput): Promise<User> {
  const actor = requireOffice(ctx);
  const flags = flagsOf(input);
  const errors = identityErrors(input, false);
  if (errors.length) throw badInput(errors);
  const ended = await writeInTransaction(ctx.em, async (em) => {
    const user = await loadOfficeUser(em, id);
    authoriseUpdate(actor, user, { ...flags, isDeactivated: input.isDeactivated });
    checkVersion(user, input.version);
    // The e-mail receives device codes: a session alone (left open, or stolen) must not be able to redirect them.
    const newEmail = clean(input.email);
    if (!actor.isAdmin && newEmail && newEmail.toLowerCase() !== user.email.toLowerCase()) await checkCurrentPassword(user, input.currentPassword);
    await refuseDuplicates(em, input, id);
    if (clean(input.username)) user.username = clean(input.username)!;
    if (clean(input.email)) user.email = clean(input.email)!;
    if (clean(input.name)) user.name = clean(input.name)!;
    for (const flag of ['isAdmin', 'isAccounts', 'isManager'] as const) if (typeof flags[flag] === 'boolean') user[flag] = flags[flag]!;
    if (typeof input.isDeactivated === 'boolean') user.isDeactivated = input.isDeactivated;
    await em.flush();
    await keepAnAdmin(em);
    return user.isDeactivated ? endSessions(em, user, ctx.now) : [];
  }, { field: 'Username', message: 'A user with this username or e-mail address already exists.' });
  if (ended.length) ctx.pubsub.publish(Topic.SessionEnded, { userId: id, sessionIds: ended });
  return reload(ctx, id);
}

/** PUT /AtlasUsers/ChangePassword/{id}: the user themself or an admin; the user's other sessions end. */
export async function changeAtlasUserPassword(ctx: RequestContext, id: number, change: PasswordChange): Promise<void> {
  const actor = requireOffice(ctx);
  await loadOfficeUser(ctx.em, id);
  await changePassword(ctx.em, ctx.config, ctx.pubsub, { user: actor, session: ctx.session! }, id, change, ctx.now);
}

function flagsOf(input: AtlasUserInput): Pick<AtlasUserInput, 'isAdmin' | 'isAccounts' | 'isManager'> {
  const ids = input.atlasUserRoleIds;
  if (!ids) return { isAdmin: input.isAdmin, isAccounts: input.isAccounts, isManager: input.isManager };
  if (ids.some((r) => !Object.values<number>(ATLAS_ROLE_IDS).includes(r))) {
    throw badInput([{ field: 'AtlasUserRoleIds', message: 'AtlasUserRoleIds may hold only 1 (admin), 2 (accounts) and 3 (manager).' }]);
  }
  return { isAdmin: ids.includes(ATLAS_ROLE_IDS.admin), isAccounts: ids.includes(ATLAS_ROLE_IDS.accounts), isManager: ids.includes(ATLAS_ROLE_IDS.manager) };
}

function authoriseUpdate(actor: User, user: User, change: { isAdmin?: boolean | null; isAccounts?: boolean | null; isManager?: boolean | null; isDeactivated?: boolean | null }): void {
  if (actor.isAdmin) return;
  if (actor.id !== user.id) throw forbidden('Only an admin can change another back-office user.');
  const changes = (['isAdmin', 'isAccounts', 'isManager', 'isDeactivated'] as const).some((f) => typeof change[f] === 'boolean' && change[f] !== user[f]);
  if (changes) throw forbidden('Only an admin can change the admin, accounts and manager flags or deactivate a user.');
}

function identityErrors(input: AtlasUserInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const username = clean(input.username);
  if (!username && (creating || input.username !== undefined)) errors.push({ field: 'Username', message: 'Username is required.' });
  else if (username && username.length > 200) errors.push({ field: 'Username', message: 'Username must be 200 characters or fewer.' });
  const email = clean(input.email);
  if (!email && (creating || input.email !== undefined)) errors.push({ field: 'Email', message: 'Email is required.' });
  else if (email && (email.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) errors.push({ field: 'Email', message: 'Email must be a valid e-mail address.' });
  if ((clean(input.name)?.length ?? 0) > 200) errors.push({ field: 'Name', message: 'Name must be 200 characters or fewer.' });
  return errors;
}

/** behaviour.md "Settings / Back-office users": 'Passwords do not match!'; the length rules are sign-in's (session.service). */
function newPasswordErrors(ctx: RequestContext, input: AtlasUserInput): FieldError[] {
  const errors = passwordErrors({ newPassword: input.password ?? '', confirmPassword: input.confirmPassword ?? '' }, ctx.config.auth.minPasswordLength);
  return errors.map((e) => (e.field === 'NewPassword' ? { field: 'Password', message: e.message.replace('new password', 'password') } : e));
}

async function refuseDuplicates(em: EntityManager, input: AtlasUserInput, exceptId?: number): Promise<void> {
  const errors: FieldError[] = [];
  if (clean(input.username) && (await nameTakenByOther(em, clean(input.username)!, exceptId))) {
    errors.push({ field: 'Username', message: 'A user with this username already exists.' });
  }
  if (clean(input.email) && (await nameTakenByOther(em, clean(input.email)!, exceptId))) {
    errors.push({ field: 'Email', message: 'A user with this e-mail address already exists.' });
  }
  if (errors.length) throw badInput(errors);
}

/** Nobody could manage users if the last active admin lost the flag or was deactivated. */
async function keepAnAdmin(em: EntityManager): Promise<void> {
  const admins = await em.count(User, { role: UserRole.OFFICE, isAdmin: true, isDeactivated: false });
  if (!admins) throw badInput([{ field: 'IsAdmin', message: 'There must be at least one active admin.' }]);
}

async function endSessions(em: EntityManager, user: User, now: Date): Promise<number[]> {
  const open = await em.find(Session, { user, endedAt: null });
  for (const s of open) s.endedAt = now;
  await em.flush();
  return open.map((s) => s.id);
}

async function loadOfficeUser(em: EntityManager, id: number): Promise<User> {
  const user = await em.findOne(User, { id, role: UserRole.OFFICE });
  if (!user) throw notFound('The back-office user');
  return user;
}

async function reload(ctx: RequestContext, id: number): Promise<User> {
  ctx.em.clear();
  return loadOfficeUser(ctx.em, id);
}
