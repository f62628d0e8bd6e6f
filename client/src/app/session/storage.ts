/**
 * The only reader and writer of the session's localStorage keys, so the key names live in one place.
 */
const TOKEN_KEY = 'dispatch.token';
const DEVICE_KEY = 'dispatch.deviceUuid';
const OFFLINE_SESSION_KEY = 'dispatch.offlineSession';

/** The session token sent in the `Token` header (behaviour.md "Sign-in and sessions / Signing in"), or null when signed out. */
export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Keeps the token across reloads and tabs. */
export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the token on sign-out or when the server no longer knows it. */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(OFFLINE_SESSION_KEY);
}

/**
 * The driver app opens without a connection (issue 8): the last app config and supplier user the server
 * confirmed are kept, and used only while the server cannot be reached and the token is still held.
 */
export function writeOfflineSession(value: unknown | null): void {
  if (value === null) localStorage.removeItem(OFFLINE_SESSION_KEY);
  else localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(value));
}

export function readOfflineSession<T>(): T | null {
  try {
    const raw = localStorage.getItem(OFFLINE_SESSION_KEY);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a plain-http LAN address still needs a v4 uuid.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device uuid, sent with every sign-in so a verified device is not asked again (behaviour.md "Sign-in and sessions / Signing in"). */
export function deviceUuid(): string {
  let uuid = localStorage.getItem(DEVICE_KEY);
  if (!uuid) {
    uuid = randomUuid();
    localStorage.setItem(DEVICE_KEY, uuid);
  }
  return uuid;
}
