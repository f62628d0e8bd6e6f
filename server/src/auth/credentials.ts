import { badInput, type FieldError } from '../errors.js';

/** What a sign-in carries (behaviour.md "Sign-in and sessions / Signing in"; "Sign-in and sessions / Changing a password"). */
export interface Credentials {
  username: string;
  password: string;
  deviceUuid?: string;
  authenticationCode?: string;
}

const DEVICE = /^[A-Za-z0-9-]{8,64}$/;
const CODE = /^\d{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads `Authorization: Basic base64(username:password:deviceUuid[:code])` (behaviour.md "Sign-in and sessions / Changing a password": username,
 * password "and one or two further values"). The password may itself hold colons, so the device
 * uuid and code are taken from the end, where their shapes tell them apart.
 */
export function parseBasicAuthorization(header: string | undefined): Credentials {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) {
    throw badInput([{ field: 'Authorization', message: 'A Basic Authorization header with the username and password is required.' }]);
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const parts = decoded.split(':');
  if (parts.length < 2) {
    throw badInput([{ field: 'Authorization', message: 'The Authorization header must hold the username and password separated by a colon.' }]);
  }
  const username = parts.shift() as string;
  let authenticationCode: string | undefined;
  let deviceUuid: string | undefined;
  if (parts.length >= 3 && CODE.test(parts.at(-1)!) && UUID.test(parts.at(-2)!)) {
    authenticationCode = parts.pop();
    deviceUuid = parts.pop();
  } else if (parts.length >= 2 && UUID.test(parts.at(-1)!)) {
    deviceUuid = parts.pop();
  }
  return { username, password: parts.join(':'), deviceUuid, authenticationCode };
}

/** Checks the shape of sign-in input; every problem is listed, nothing is looked up. */
export function validateCredentials(c: Credentials, requireDevice: boolean): Credentials {
  const errors: FieldError[] = [];
  const username = (c.username ?? '').trim();
  if (!username) errors.push({ field: 'Username', message: 'Email Address is required.' });
  else if (username.length > 320) errors.push({ field: 'Username', message: 'Email Address is too long.' });
  if (!c.password) errors.push({ field: 'Password', message: 'Password is required.' });
  else if (c.password.length > 200) errors.push({ field: 'Password', message: 'Password is too long.' });
  if (requireDevice && !c.deviceUuid) errors.push({ field: 'DeviceUuid', message: 'A device id is required.' });
  if (c.deviceUuid && !DEVICE.test(c.deviceUuid)) errors.push({ field: 'DeviceUuid', message: 'The device id is not valid.' });
  const code = c.authenticationCode?.trim() || undefined;
  if (code && !CODE.test(code)) errors.push({ field: 'AuthenticationCode', message: 'The authentication code must be 6 digits.' });
  if (errors.length) throw badInput(errors);
  return { username, password: c.password, deviceUuid: c.deviceUuid, authenticationCode: code };
}
