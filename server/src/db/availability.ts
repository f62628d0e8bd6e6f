import { ConnectionException } from '@mikro-orm/core';

// PostgreSQL SQLSTATEs for "the server is going away or not there yet", and Node's socket errors.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const UNAVAILABLE_MESSAGES = /Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** What a caller is told while the database is away (issue 10 item 2: 503 with a clear message). */
export const DATABASE_UNAVAILABLE = 'The database is not available at the moment. Please try again in a few seconds.';

/**
 * Whether an error means the database could not be reached (restart, failover, network), as opposed
 * to a bug: those requests get 503 and the pool reconnects by itself once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** What a caller is told when its text holds a character PostgreSQL cannot store (NUL). */
export const NUL_NOT_ALLOWED = 'The request contains a character that is not allowed (NUL).';

/**
 * Whether PostgreSQL refused a text value it cannot hold: a NUL in a bound parameter is refused as a
 * protocol violation (08P01 'invalid message format'), in a literal as 22021 / 22P05. It is the caller's
 * input, so a 400, never a 500.
 */
export function isInvalidText(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === '22021' || code === '22P05' || (code === '08P01' && message === 'invalid message format')) return true;
    if (typeof message === 'string' && /invalid byte sequence for encoding "UTF8": 0x00|unsupported Unicode escape sequence/.test(message)) return true;
  }
  return false;
}
