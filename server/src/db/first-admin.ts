import { readFile } from 'node:fs/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../auth/passwords.js';
import { User, UserRole } from '../modules/users/user.entity.js';
import { exactly } from './like.js';

/** Who the first office admin is: what `npm run admin:create` and ADMIN_EMAIL + ADMIN_PASSWORD_FILE give. */
export interface FirstAdmin {
  email: string;
  password: string;
  name?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A password from a file or standard input: one line; the line break an editor or `echo` adds is not part of it. */
export async function readPassword(source: string | NodeJS.ReadableStream): Promise<string> {
  if (typeof source === 'string') return (await readFile(source, 'utf8')).replace(/\r?\n$/, '');
  let text = '';
  for await (const chunk of source) text += chunk.toString();
  return text.replace(/\r?\n$/, '');
}

/**
 * Creates the first office admin (admin, accounts and manager flags) so production needs no demo data
 * (issue 22 item 5). Only while no active office admin exists: later admins are made in the app.
 * Returns what happened, in a sentence for the operator; a refusal throws with the reason.
 */
export async function createFirstAdmin(orm: MikroORM, admin: FirstAdmin, minPasswordLength: number): Promise<string> {
  const email = admin.email.trim();
  if (!EMAIL.test(email) || email.length > 320) throw new Error(`'${email}' is not a valid e-mail address.`);
  if (admin.password.length < minPasswordLength) throw new Error(`The password must be at least ${minPasswordLength} characters long.`);
  const em = orm.em.fork();
  if (await em.count(User, { role: UserRole.OFFICE, isAdmin: true, isDeactivated: false })) {
    return 'An office admin already exists; no admin was created (add more admins in the app).';
  }
  const same = exactly(email); // ilike without wildcards: case-insensitive equality
  if (await em.count(User, { $or: [{ email: { $ilike: same } }, { username: { $ilike: same } }] })) {
    throw new Error(`A user with the e-mail ${email} already exists.`);
  }
  em.create(User, {
    username: email, email, name: admin.name?.trim() || email, role: UserRole.OFFICE,
    isAdmin: true, isAccounts: true, isManager: true, passwordHash: await hashPassword(admin.password),
  });
  await em.flush();
  return `Created the office admin ${email}.`;
}
