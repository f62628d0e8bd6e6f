/**
 * One reading of a failed operation, whichever way it failed: a GraphQL error list (the usual case,
 * `application/graphql-response+json`), or an HTTP error whose body we parse ourselves.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorInfo {
  /** `extensions.code` of the first error, e.g. UNAUTHENTICATED, BAD_USER_INPUT. */
  code: string | null;
  /** HTTP-like status: `extensions.status`, else derived from the code, else the response status. */
  status: number | null;
  /** Sign-in failure code (614, 615, 616), from `extensions.failureCode`. */
  failureCode: number | null;
  /** Sign-in failure text, from `extensions.failureReason`. */
  failureReason: string | null;
  fields: FieldError[];
  message: string | null;
}

interface RawError {
  message?: unknown;
  extensions?: Record<string, unknown>;
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACCOUNT_LOCKED: 423,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
};

function asNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function asFields(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is FieldError => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

function rawErrors(error: unknown): { errors: RawError[]; httpStatus: number | null } {
  if (CombinedGraphQLErrors.is(error)) return { errors: [...error.errors], httpStatus: null };
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: RawError[] };
      return { errors: Array.isArray(body.errors) ? body.errors : [], httpStatus: error.statusCode };
    } catch {
      return { errors: [], httpStatus: error.statusCode };
    }
  }
  return { errors: [], httpStatus: null };
}

/** Reads code, status, sign-in failure details and field errors from any Apollo error. */
export function readErrorInfo(error: unknown): ErrorInfo {
  const { errors, httpStatus } = rawErrors(error);
  const first = errors[0];
  const ext = first?.extensions ?? {};
  const code = typeof ext.code === 'string' ? ext.code : null;
  const failureReason = typeof ext.failureReason === 'string' && ext.failureReason !== '' ? ext.failureReason : null;
  return {
    code,
    status: asNumber(ext.status) ?? (code ? (STATUS_BY_CODE[code] ?? null) : null) ?? httpStatus,
    failureCode: asNumber(ext.failureCode),
    failureReason,
    fields: errors.flatMap((e) => asFields(e.extensions?.fields)),
    message: typeof first?.message === 'string' ? first.message : error instanceof Error ? error.message : null,
  };
}

/** True when the server refused the session (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock": opens the signed-out modal). */
export function isUnauthenticated(error: unknown): boolean {
  const { errors, httpStatus } = rawErrors(error);
  if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return true;
  return errors.length === 0 && httpStatus === 401;
}

/** True when the reply came from our server (any HTTP answer), as opposed to a network failure. */
export function isServerReply(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || ServerError.is(error);
}
