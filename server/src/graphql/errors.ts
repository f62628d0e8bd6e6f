import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isInvalidText, NUL_NOT_ALLOWED } from '../db/availability.js';
import { DomainError } from '../errors.js';

/** Something that can write an unexpected error to the log. */
export interface ErrorLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * Maps errors once for GraphQL (DESIGN: typed errors in extensions.code). Domain errors keep the
 * spec's message and code; anything unexpected is logged and reaches the client only as
 * 'An error has occurred.' (behaviour.md "Shared conventions / Errors and status codes"), never with internals.
 */
export function formatGraphqlError(log: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: {
          code: original.code,
          status: original.status,
          ...(original.fields.length ? { fields: original.fields } : {}),
          ...(original.details.failureCode ? { failureCode: original.details.failureCode } : {}),
          ...(original.details.failureReason ? { failureReason: original.details.failureReason } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    // Errors in the query itself (parse, validation, variables, limits) are the caller's to fix.
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    if (isInvalidText(original)) return { message: NUL_NOT_ALLOWED, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', status: 400 } };
    if (isDatabaseUnavailable(original)) {
      return { message: DATABASE_UNAVAILABLE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } };
    }
    log.error({ err: original }, 'unexpected GraphQL error');
    return { message: 'An error has occurred.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
