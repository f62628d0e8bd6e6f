/** Machine-readable error codes shared by GraphQL (`extensions.code`) and REST (status codes). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'ACCOUNT_LOCKED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** One field's problem, as the spec words it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The HTTP status each code maps to on REST (behaviour.md "Booking / Consignment search and export"; "Shared conventions / Errors and status codes": 401, 404, 423, 608 stale write). */
export const statusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 608,
  ACCOUNT_LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * A failure a user can act on: it carries the spec's message, so it is mapped once for GraphQL and
 * once for REST and never reaches a client as a 500.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    /** Extra values for clients, e.g. the sign-in FailureCode (614, 615, 616). */
    readonly details: { failureCode?: number; failureReason?: string } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return statusOf[this.code];
  }
}

/** A 400 listing each field's problem. */
export function badInput(fields: FieldError[], message = fields[0]?.message ?? 'The request is not valid.'): DomainError {
  return new DomainError('BAD_USER_INPUT', message, fields);
}

export const unauthenticated = (message = 'You are not signed in, or your session has ended.'): DomainError =>
  new DomainError('UNAUTHENTICATED', message);

export const forbidden = (message = 'You do not have permission to do that.'): DomainError => new DomainError('FORBIDDEN', message);

export const notFound = (what: string): DomainError => new DomainError('NOT_FOUND', `${what} was not found.`);
