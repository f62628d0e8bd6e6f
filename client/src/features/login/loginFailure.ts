/**
 * behaviour.md "Sign-in and sessions / Sign-in failures", sign-in rows: what the login screen shows for a refused sign-in. Pure, so each row of the
 * error catalogue can be checked on its own.
 */
import type { ErrorInfo } from '../../app/apollo/errorInfo';

export const INCORRECT_CREDENTIALS = 'Incorrect Email Address or Password. Please try again.';
export const UNABLE_TO_LOG_IN = 'Unable to log in. Please try again.';
export const ACCOUNT_LOCKED =
  'Unfortunately, due to too many incorrect access attempts, your account has been locked.';
/** 429: this address used up its sign-in attempts for the minute (the server's wording). */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

/** 614: this device is not verified yet; a code was e-mailed. */
export const DEVICE_NOT_VERIFIED = 614;
/** 615: the code is wrong; 616: the code has expired. */
const CODE_PROBLEMS = new Set([615, 616]);

export interface LoginFailure {
  /** The message to show, or null to show none. */
  message: string | null;
  /** True when the authentication-code field must be shown. */
  revealCode: boolean;
}

/** Maps a refused sign-in to the message and whether the code field appears. */
export function loginFailure(info: Pick<ErrorInfo, 'status' | 'failureCode' | 'failureReason'>): LoginFailure {
  const { status, failureCode, failureReason } = info;
  if (failureCode === DEVICE_NOT_VERIFIED) return { message: null, revealCode: true };
  if (failureCode !== null && CODE_PROBLEMS.has(failureCode)) {
    return { message: failureReason ?? UNABLE_TO_LOG_IN, revealCode: true };
  }
  if (status === 423) return { message: ACCOUNT_LOCKED, revealCode: false };
  if (status === 429) return { message: TOO_MANY_ATTEMPTS, revealCode: false };
  if (status === 404) return { message: UNABLE_TO_LOG_IN, revealCode: false };
  if (failureReason) return { message: failureReason, revealCode: false };
  if (status === 401) return { message: INCORRECT_CREDENTIALS, revealCode: false };
  return { message: UNABLE_TO_LOG_IN, revealCode: false };
}
