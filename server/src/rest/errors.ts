import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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
 * FailureReason and FailureCode headers of spec 1 §7); bad requests are 400; the rest are logged and
 * answered 'An error has occurred.' (spec 1 §8).
 */
export function restErrorHandler(error: FastifyError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.details.failureReason) reply.header('FailureReason', error.details.failureReason);
    if (error.details.failureCode) reply.header('FailureCode', String(error.details.failureCode));
    const payload = body(error.message, error.fields.map((f) => ({ Field: f.field, Message: f.message })));
    if (error.status > 599) return sendNonStandardStatus(reply, error.status, payload);
    return reply.status(error.status).send(payload);
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
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(body('An error has occurred.'));
}

/**
 * Fastify refuses status codes above 599, but the spec's stale-write answer is 608 (spec 1 §8), so it
 * is written straight to the socket, keeping the headers already set (helmet, exposed headers).
 */
function sendNonStandardStatus(reply: FastifyReply, status: number, payload: RestErrorBody) {
  const text = JSON.stringify(payload);
  const headers = { ...reply.getHeaders(), 'access-control-expose-headers': 'Token, FailureReason, FailureCode, Filename, Content-Disposition', 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) };
  reply.hijack();
  reply.raw.writeHead(status, headers as Record<string, string | number>);
  reply.raw.end(text);
  return reply;
}

/** Builds a REST error body. */
export function body(message: string, errors: RestErrorBody['Errors'] = []): RestErrorBody {
  return { Message: message, Errors: errors };
}
