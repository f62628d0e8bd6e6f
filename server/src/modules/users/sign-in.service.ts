import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.js';
import { newDeviceCode, newToken, sameDigest, sha256 } from '../../auth/tokens.js';
import { validateCredentials, type Credentials } from '../../auth/credentials.js';
import { normaliseIp } from '../../auth/ip.js';
import { takeSignInAttempt } from '../../auth/sign-in-limit.js';
import { DomainError } from '../../errors.js';
import { queueMail } from '../mail/mail.service.js';
import { Session } from './session.entity.js';
import { DeviceCode, UserDevice } from './user-device.entity.js';
import { UserIpLog } from './user-ip-log.entity.js';
import { User, UserRole } from './user.entity.js';
import { isAddressAllowed } from './whitelist.service.js';

/** Which door the sign-in came through: the office/app sign-in or the customer login (behaviour.md "Sign-in and sessions / Signing in"). */
export type SignInRoute = 'users' | 'customers';

/** A new session, returned to the client once. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: User;
}

// Failure reasons travel in the FailureReason header, so they stay plain ASCII.
export const Reasons = {
  codeSent: 'This device is not recognised. A verification code has been e-mailed to you: enter it to sign in.',
  codeWrong: 'The authentication code is incorrect. Please check it and try again.',
  codeExpired: 'The authentication code has expired. A new code has been e-mailed to you.',
  ipNotAllowed: 'Sign-in from this network address is not allowed for office users.',
} as const;

const fail = {
  credentials: () => new DomainError('UNAUTHENTICATED', 'Incorrect Email Address or Password. Please try again.'),
  locked: () => new DomainError('ACCOUNT_LOCKED', 'Unfortunately, due to too many incorrect access attempts, your account has been locked.'),
  unavailable: () => new DomainError('NOT_FOUND', 'Unable to log in. Please try again.'),
  reason: (reason: string, failureCode?: number) => new DomainError('UNAUTHENTICATED', reason, [], { failureCode, failureReason: reason }),
};

interface Attempt {
  em: EntityManager;
  config: Config;
  now: Date;
  ip: string;
  input: Credentials;
  user: User;
}

/**
 * Signs a user in (behaviour.md "Sign-in and sessions / Device verification"; "Sign-in and sessions / Signing in"; "Sign-in and sessions / Changing a password"): password (argon2id), lock-out after repeated failures (423),
 * the office IP allow-list, device verification by e-mailed code (614/615/616), then a new session.
 * Every attempt is written to the user IP log. Each attempt is one transaction; the user row is
 * locked so concurrent attempts count their failures correctly.
 */
export async function signIn(em: EntityManager, config: Config, raw: Credentials, ip: string, route: SignInRoute, now: Date): Promise<SignedIn> {
  const address = normaliseIp(ip);
  await takeSignInAttempt(config, address, now);
  const input = validateCredentials(raw, route === 'users');
  const outcome = await em.transactional(async (tem) => {
    const user = await tem.findOne(
      User,
      { $or: [{ username: input.username.toLowerCase() }, { email: input.username.toLowerCase() }] },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['customer', 'supplier'] },
    );
    if (!user || (route === 'customers' && user.role !== UserRole.CUSTOMER)) {
      await burnPasswordCheck(input.password);
      log(tem, { user, input, ip: address, now, outcome: user ? 'wrong-route' : 'unknown-user' });
      return fail.credentials();
    }
    return attempt({ em: tem, config, now, ip: address, input, user });
  });
  if (outcome instanceof DomainError) throw outcome;
  return outcome;
}

async function attempt(a: Attempt): Promise<SignedIn | DomainError> {
  const { user, now } = a;
  if (user.lockedUntil && user.lockedUntil > now) return record(a, 'locked', fail.locked());
  if (!(await verifyPassword(user.passwordHash, a.input.password))) return failure(a, 'bad-password', fail.credentials());
  if (user.isDeactivated || user.customer?.isDeactivated || user.supplier?.isDeactivated) {
    return record(a, 'deactivated', fail.unavailable());
  }
  if (user.role === UserRole.OFFICE && !(await isAddressAllowed(a.em, a.ip))) {
    return record(a, 'ip-not-allowed', fail.reason(Reasons.ipNotAllowed));
  }
  const device = await checkDevice(a);
  if (device) return device;
  await a.em.nativeUpdate(User, { id: user.id }, { failedAttempts: 0, lockedUntil: null });
  return startSession(a);
}

/** Office users prove each new device with an e-mailed code (behaviour.md "Sign-in and sessions / Device verification": 614, 615, 616). */
async function checkDevice(a: Attempt): Promise<DomainError | undefined> {
  const { em, user, now, input } = a;
  const deviceUuid = input.deviceUuid;
  if (!a.config.auth.deviceVerification || user.role !== UserRole.OFFICE || !deviceUuid) return undefined;
  if (await em.count(UserDevice, { user, deviceUuid })) return undefined;
  if (!input.authenticationCode) {
    sendCode(a, deviceUuid);
    return record(a, 'code-sent', fail.reason(Reasons.codeSent, 614));
  }
  const code = await em.findOne(DeviceCode, { user, deviceUuid, usedAt: null }, { orderBy: { createdAt: 'desc' } });
  if (!code || code.expiresAt <= now) {
    sendCode(a, deviceUuid);
    return record(a, 'code-expired', fail.reason(Reasons.codeExpired, 616));
  }
  if (!sameDigest(code.codeHash, sha256(input.authenticationCode))) {
    return failure(a, 'code-wrong', fail.reason(Reasons.codeWrong, 615));
  }
  code.usedAt = now;
  em.persist(em.create(UserDevice, { user, deviceUuid, verifiedAt: now }));
  return undefined;
}

function sendCode(a: Attempt, deviceUuid: string): void {
  const { em, user, now, config } = a;
  const code = newDeviceCode();
  em.persist(em.create(DeviceCode, { user, deviceUuid, codeHash: sha256(code), createdAt: now, expiresAt: new Date(now.getTime() + config.auth.deviceCodeTtlMs) }));
  const minutes = Math.round(config.auth.deviceCodeTtlMs / 60_000);
  queueMail(em, {
    to: user.email,
    subject: `${config.productShortName} sign-in code`,
    text: `Hello ${user.name},\n\nYour ${config.productShortName} sign-in code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not try to sign in from a new device, please tell your administrator.`,
  }, now);
}

/** A failed check counts towards the lock-out; the attempt that reaches the limit locks (423). */
async function failure(a: Attempt, outcome: string, error: DomainError): Promise<DomainError> {
  const { em, user, config, now } = a;
  const failed = user.failedAttempts + 1;
  if (failed >= config.auth.maxFailedAttempts) {
    await em.nativeUpdate(User, { id: user.id }, { failedAttempts: 0, lockedUntil: new Date(now.getTime() + config.auth.lockoutMs) });
    return record(a, 'locked-now', fail.locked());
  }
  await em.nativeUpdate(User, { id: user.id }, { failedAttempts: failed });
  return record(a, outcome, error);
}

function record(a: Attempt, outcome: string, error: DomainError): DomainError {
  log(a.em, { user: a.user, input: a.input, ip: a.ip, now: a.now, outcome });
  return error;
}

function startSession(a: Attempt): SignedIn {
  const { em, user, now, config, input } = a;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + config.session.timeoutMs);
  em.persist(em.create(Session, { tokenHash: sha256(token), user, deviceUuid: input.deviceUuid ?? null, ipAddress: a.ip, createdAt: now, lastSeenAt: now, expiresAt }));
  log(em, { user, input, ip: a.ip, now, outcome: 'ok' });
  return { token, expiresAt, user };
}

function log(em: EntityManager, e: { user: User | null; input: Credentials; ip: string; now: Date; outcome: string }): void {
  em.persist(em.create(UserIpLog, {
    user: e.user,
    username: e.input.username.slice(0, 320),
    ipAddress: e.ip,
    deviceUuid: e.input.deviceUuid ?? null,
    succeeded: e.outcome === 'ok',
    outcome: e.outcome,
    createdAt: e.now,
  }));
}
