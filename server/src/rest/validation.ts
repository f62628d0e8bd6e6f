/**
 * How route schemas check input (issue 21 item 6): paths and query strings by their declared schemas,
 * answering a refusal with the words the hand-written readers used (the schema's `x-error`), as the
 * same 400 body; bodies are described by their schemas and read by their readers (decision 0156).
 */
import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { badInput } from '../errors.js';
import { BODY_DIALECT, checkBody, DIALECTS } from './body.js';
import { ERROR_MESSAGE, type SchemaError } from './schemas.js';

const ajv = new Ajv({ strict: false, verbose: true, allErrors: false, coerceTypes: false, useDefaults: false, removeAdditional: false });

/** The field and message of a failed check: the schema's own, else the value's name. */
export function schemaError(error: ErrorObject | undefined): SchemaError {
  const declared = (error?.parentSchema as Record<string, unknown> | undefined)?.[ERROR_MESSAGE] as SchemaError | undefined;
  if (declared) return declared;
  const field = error?.instancePath.split('/').filter(Boolean).at(0) ?? (error?.params as { missingProperty?: string } | undefined)?.missingProperty ?? 'request';
  return { field, message: `${field} is not valid.` };
}

/** Compiles a route part's schema into its check; a refusal is the domain's 400 (rest/errors.ts maps it). */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return bodyCheck(schema as Record<string, unknown>);
  const check = ajv.compile(schema as object);
  return (data: unknown) => (check(data) ? true : { error: badInput([schemaError(check.errors?.[0])]) });
};

/** A JSON body's check (rest/body.ts): the declared fields, or one 400 naming every wrong one. Uploads are read by their readers. */
function bodyCheck(schema: Record<string, unknown>) {
  const dialect = DIALECTS[schema[BODY_DIALECT] as string];
  if (!dialect) return () => true;
  return (data: unknown) => {
    const { value, errors } = checkBody(schema, data, dialect);
    return errors.length ? { error: badInput(errors) } : { value };
  };
}

/** Answers are written as the routes give them: the response schemas document, they do not filter. */
export const serializerCompiler = () => (data: unknown) => JSON.stringify(data);
