import type { MikroORM } from '@mikro-orm/postgresql';
import { newToken, sha256 } from '../auth/tokens.js';
import { Session } from '../modules/users/session.entity.js';
import { User } from '../modules/users/user.entity.js';
import { buildUser, type UserOptions } from './factories.js';
import type { TestApp } from './harness.js';

/** A signed-in user and the Token header value of its session. */
export interface SignedInUser {
  user: User;
  token: string;
}

/**
 * Opens a session for a user directly, the way sign-in stores one, so tests of other features need
 * no device code round trip (sign-in itself is tested in modules/users).
 */
export async function sessionFor(orm: MikroORM, user: User): Promise<string> {
  const em = orm.em.fork();
  const token = newToken();
  const now = new Date();
  em.create(Session, { tokenHash: sha256(token), user: em.getReference(User, user.id), ipAddress: '127.0.0.1', createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  await em.flush();
  return token;
}

/** A new user (see buildUser) with an open session; takes the test app or just its ORM. */
export async function signedIn(target: TestApp | MikroORM, options: UserOptions = {}): Promise<SignedInUser> {
  const orm = 'orm' in target ? target.orm : target;
  const user = await buildUser(orm, options);
  return { user, token: await sessionFor(orm, user) };
}
