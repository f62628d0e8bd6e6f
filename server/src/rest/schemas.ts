/**
 * The schema pieces REST routes declare (issue 24 item 2, issue 21 item 6): one schema per part of a route
 * both checks the input (paths and query strings, with the product's own messages: rest/validation.ts) and
 * documents it in GET /api/openapi.json. Bodies are described here and read by their readers (rest/read.ts
 * and the modules' parsers), which accept either casing and name every wrong field at once (decision 0156).
 */
import { Type, type TSchema } from 'typebox';
import { BODY_DIALECT, DIALECTS, FREE, KIND, MESSAGE, OPTIONAL_BODY, type Kind } from './body.js';

/** The message and field a failed check answers with; read by the validation error formatter. */
export const ERROR_MESSAGE = 'x-error';

/** What a failed check of one value answers: the same field and words as the hand-written reader had. */
export interface SchemaError {
  field: string;
  message: string;
}

// Positive, at most 15 digits (always a safe integer); leading zeros allowed as the reader allowed them.
const POSITIVE_WHOLE = '^0*[1-9][0-9]{0,14}$';

/** A path id: a positive whole number (rest/params.ts's `pathId` words, or a route's own). */
export const PathId = (field = 'id', message = `The ${field} must be a positive whole number.`) =>
  Type.String({ pattern: POSITIVE_WHOLE, description: 'A positive whole number.', [ERROR_MESSAGE]: { field, message } });

/** A path part the route reads as text (a date, a name, a token); its service checks it. */
export const PathText = (description: string) => Type.String({ description });

/** Path params that are all ids, with pathId's words. */
export const IdParams = (...names: string[]) => Type.Object(Object.fromEntries((names.length ? names : ['id']).map((n) => [n, PathId()])));

/** Path params read as text (their services check them). */
export const TextParams = (params: Record<string, string>) =>
  Type.Object(Object.fromEntries(Object.entries(params).map(([name, description]) => [name, PathText(description)])));

/** A query key read as text. */
export const QueryText = (description: string) => Type.Optional(Type.String({ description }));

/** A whole-number query key (rest/params.ts's `queryWhole`): digits, or empty for none. */
export const QueryWhole = (key: string, description = 'A whole number.') =>
  Type.Optional(Type.String({ pattern: '^[0-9]*$', description, [ERROR_MESSAGE]: { field: key, message: `${key} must be a whole number` } }));

/** A yes/no query key (rest/params.ts's `queryFlag`): true/1 or false/0 in any case, or empty for none. */
export const QueryFlag = (key: string, description = 'true or false (or 1 / 0).') =>
  Type.Optional(Type.String({ pattern: '^\\s*([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0)?\\s*$', description, [ERROR_MESSAGE]: { field: key, message: `${key} must be true or false` } }));

/** A query string; keys match in any case (rest/params.ts), so other spellings pass on to the reader. */
export const Query = (keys: Record<string, TSchema>) => Type.Object(keys, { additionalProperties: true });

/** Options of a body schema: the dialect its refusals are worded in, and whether it is checked yet. */
export interface BodyOptions {
  /** `reader` (camelCase paths, no full stop) or `settings` (PascalCase paths, sentences): rest/body.ts. */
  dialect?: keyof typeof DIALECTS;
  /** Checked by the schema before the handler runs (rest/validation.ts); the handler sees only these fields. */
  checked?: boolean;
  /** The body may be left out (every field optional): read as `{}` whatever the dialect. */
  optional?: boolean;
}

/** An object of PascalCase fields (camelCase is accepted too), each optional; nested, or a route's whole body. */
export const Body = (fields: Record<string, TSchema>, description?: string, options: BodyOptions = {}) =>
  Type.Object(Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, Type.Optional(s)])), {
    additionalProperties: true,
    description,
    ...(options.checked ? { [BODY_DIALECT]: options.dialect ?? 'reader' } : {}),
    ...(options.optional ? { [OPTIONAL_BODY]: true } : {}),
  });

/** A leaf of a body: its JSON schema for the document, its kind for the check, and optionally its own refusal (`{Key}` for the name). */
const leaf = (kind: Kind, schema: TSchema, message?: string): TSchema => Object.assign(schema, { [KIND]: kind }, message ? { [MESSAGE]: message } : {});

/** Field types of bodies and answers. */
export const Text = (description?: string, message?: string) => leaf('text', Type.Union([Type.String(), Type.Null()], { description }), message);
export const Whole = (description?: string, message?: string) => leaf('whole', Type.Union([Type.Integer(), Type.Null()], { description }), message);
export const Num = (description?: string, message?: string) => leaf('number', Type.Union([Type.Number(), Type.Null()], { description }), message);
export const Flag = (description?: string, message?: string) => leaf('flag', Type.Union([Type.Boolean(), Type.Null()], { description }), message);
export const Pounds = (description = 'An amount in pounds with at most 2 decimals.') => leaf('pounds', Type.Union([Type.Number(), Type.String(), Type.Null()], { description }));
export const DateTime = (description = 'yyyy-MM-dd HH:mm[:ss] (London time) or ISO 8601 with a zone.') => leaf('dateTime', Type.Union([Type.String(), Type.Null()], { description }));
export const Ref = (description?: string, message?: string) => leaf('ref', Type.Union([Type.Object({ Id: Type.Integer() }, { additionalProperties: true }), Type.Null()], { description }), message);
export const Ids = (description?: string, message?: string) => leaf('ids', Type.Array(Type.Union([Type.Integer(), Type.Object({ Id: Type.Integer() }, { additionalProperties: true })]), { description }), message);
export const List = (item: TSchema = Json(), description?: string, message?: string) => Object.assign(Type.Array(item, { description }), message ? { [MESSAGE]: message } : {});

/** References a body may give as `{Key}: {Id}` or `{Key}Id` (BodyReader.id reads either). */
export const Refs = (key: string, description?: string) => ({ [key]: Ref(description), [`${key}Id`]: Whole(description) });

/** A JSON object in the spec's PascalCase (its fields are listed in docs/behaviour.md). */
export const Json = (description?: string, fields: Record<string, TSchema> = {}) => Type.Object(fields, { additionalProperties: true, description });

/** A free-form object (a map the route reads key by key), passed on as sent. */
export const Free = (description?: string) => Type.Object({}, { additionalProperties: true, description, [FREE]: true });

/** The REST error body (rest/errors.ts). */
export const ErrorBody = Type.Object({
  Message: Type.String(),
  Errors: Type.Array(Type.Object({ Field: Type.String(), Message: Type.String() })),
}, { description: 'What went wrong, and which fields.' });

/** A file answer (PDF, CSV, spreadsheet, photo). */
export const FileAnswer = (contentType: string) => Type.String({ description: `The file (${contentType}).`, contentMediaType: contentType });

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** A route's answers: its success answers and the error body for every refusal. */
export const Answers = (ok: Partial<Record<200 | 201 | 202 | 204 | 302, TSchema>>, more: Partial<Record<number, TSchema>> = {}) => ({ ...ok, ...refusals, ...more });

/** An empty answer (204). */
export const NoContent = Type.Null({ description: 'No content.' });

/**
 * Answers with the spec's own status codes (608 stale write, 614-616 device code), which Fastify's response
 * map does not take: declared beside it and added to the document (rest/openapi.ts).
 */
export const EXTRA_STATUSES = 'x-statuses';

/** A stale write (608): the record changed since it was loaded. */
export const STALE = { [EXTRA_STATUSES]: { 608: ErrorBody } };

/** Declared by a POST or PUT that reads no body (a command named by its path), so the coverage test knows. */
export const NO_BODY = { 'x-no-body': true } as const;

/** A multipart upload with one file field (photos, spreadsheets); the reader checks it (files/photo.rest.ts). */
export const Upload = (description: string) => ({
  consumes: ['multipart/form-data'],
  body: Type.Object({ file: Type.String({ format: 'binary', description }) }),
});

/** A record id in the settings' and webhooks' words (`Id must be a positive whole number.`); their readers keep the upper bound. */
export const RecordId = (field = 'Id') => PathId(field, `${field} must be a positive whole number.`);

/** Record-id path params (`Id must be a positive whole number.`). */
export const IdRecordParams = () => Type.Object({ id: RecordId() });

/** A date range in the path, YYYY-MM-DD (London days); the services check the dates and the range's length. */
export const DATE_RANGE = TextParams({ from: 'The first day, YYYY-MM-DD.', to: 'The last day, YYYY-MM-DD.' });

export { Type, type TSchema };
