import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../modules/users/user.entity.js';
import { buildUser, sessionToken, type UserOptions } from './factories.js';
import type { TestApp } from './harness.js';

/** A signed-in user and the Token header value of its session. */
export interface SignedInUser {
  user: User;
  token: string;
}

/** Opens a session for a user directly, the way sign-in stores one (sign-in itself is tested in modules/users). */
export const sessionFor = sessionToken;

/** A new user (see buildUser) with an open session; takes the test app or just its ORM. */
export async function signedIn(target: TestApp | MikroORM, options: UserOptions = {}): Promise<SignedInUser> {
  const orm = 'orm' in target ? target.orm : target;
  const user = await buildUser(orm, options);
  return { user, token: await sessionFor(orm, user) };
}
