/**
 * Sign-in looks a typed name up among usernames and e-mails alike (case-insensitively), so a username
 * equal to another user's e-mail (or the reverse) would let one account answer for another's name
 * (issue 20 item 6). Every way of naming a user asks this one question.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { exactly } from '../../db/like.js';
import { User } from './user.entity.js';

/** True when another user (not `exceptId`) has `name` as its username or its e-mail, ignoring case. */
export async function nameTakenByOther(em: EntityManager, name: string, exceptId?: number | null): Promise<boolean> {
  const same = { $ilike: exactly(name) };
  return (await em.count(User, { $or: [{ username: same }, { email: same }], ...(exceptId ? { id: { $ne: exceptId } } : {}) })) > 0;
}
