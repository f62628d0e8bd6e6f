import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isInvalidText, NUL_NOT_ALLOWED } from '../db/availability.js';
import { DomainError } from '../errors.js';

/** The REST error body (DESIGN: `{ Message, Errors: [{ Field, Message }] }`). */
export interface RestErrorBody {
  Message: string;
  Errors: { Field: string; Message: string }[];
}

// Fastify's own request errors, reworded for people and answered 400 (never a 500 for bad input).
const requestErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but was sent as JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * Maps errors once for REST: domain errors keep their status and message (sign-in failures add the
 * FailureReason and FailureCode headers of behaviour.md "Sign-in and sessions / Signing in"); bad requests are 400; the rest are logged and
 * answered 'An error has occurred.' (behaviour.md "Shared conventions / Errors and status codes").
 */
export function restErrorHandler(error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.details.failureReason) reply.header('FailureReason', error.details.failureReason);
    if (error.details.failureCode) reply.header('FailureCode', String(error.details.failureCode));
    return withStatus(reply, error.status).send(body(error.message, error.fields.map((f) => ({ Field: f.field, Message: f.message }))));
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? requestErrors[fastifyError.code] : undefined;
  if (known || (fastifyError.code === 'FST_ERR_VALIDATION')) {
    return reply.status(400).send(body(known ?? fastifyError.message));
  }
  const status = fastifyError.statusCode ?? 0;
  if (status === 429) return reply.status(429).send(body('Too many requests. Please wait a moment and try again.'));
  if (error instanceof SyntaxError || status === 413 || status === 415) {
    return reply.status(400).send(body(status === 413 ? requestErrors.FST_ERR_CTP_BODY_TOO_LARGE : 'The request is not valid.'));
  }
  if (status >= 400 && status < 500) return reply.status(status).send(body(fastifyError.message));
  if (isInvalidText(error)) return reply.status(400).send(body(NUL_NOT_ALLOWED));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.status(503).header('Retry-After', '5').send(body(DATABASE_UNAVAILABLE));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(body('An error has occurred.'));
}

/**
 * Sets the status, including the spec's non-standard 608 (stale write), which Fastify's reply.status()
 * refuses (it allows 100-599); Node itself sends any three-digit status.
 */
function withStatus(reply: FastifyReply, status: number): FastifyReply {
  if (status <= 599) return reply.status(status);
  reply.raw.statusCode = status;
  return reply;
}

/** Builds a REST error body. */
export function body(message: string, errors: RestErrorBody['Errors'] = []): RestErrorBody {
  return { Message: message, Errors: errors };
}
