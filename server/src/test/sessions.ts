import { randomUUID } from 'node:crypto';
import { restSignIn } from './clients.js';
import { buildUser, TEST_PASSWORD, type UserOptions } from './factories.js';
import type { TestApp } from './harness.js';

/** A new user of the given kind, signed in through the real sign-in route; returns the user and its token. */
export async function signedIn(t: TestApp, options: UserOptions = {}) {
  const device = randomUUID();
  const user = await buildUser(t.orm, { ...options, verifiedDevice: device });
  const res = await restSignIn(t.app, user.email, options.password ?? TEST_PASSWORD, device);
  if (res.statusCode !== 200) throw new Error(`sign-in failed in a test: ${res.statusCode} ${res.body}`);
  return { user, token: res.headers.token as string };
}
