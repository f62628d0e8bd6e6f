import { badInput } from '../../errors.js';

/** A parsed JSON body. */
export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The body as its route's schema checked it (rest/body.ts, the `settings` dialect): the declared fields, of
 * their declared types, or `{}` when none was sent. The readers below only map it; they check nothing.
 */
export function asObject(value: unknown): Json {
  return isObject(value) ? value : {};
}

/** A field by its declared PascalCase name (camelCase too, for a nested object read as it was sent). */
function pick(body: Json, field: string): unknown {
  return field in body ? body[field] : body[field[0].toLowerCase() + field.slice(1)];
}

/** Text: undefined when absent, null when sent as null. */
export function optText(body: Json, field: string): string | null | undefined {
  return pick(body, field) as string | null | undefined;
}

/** True or false; undefined when absent or null. */
export function optBool(body: Json, field: string): boolean | undefined {
  return (pick(body, field) as boolean | null | undefined) ?? undefined;
}

/** A number: undefined when absent, null when sent as null. */
export function optNumber(body: Json, field: string): number | null | undefined {
  return pick(body, field) as number | null | undefined;
}

/** A whole number (ids, versions), as the schema's `Whole` checked it. */
export const optInt = optNumber;

/** A positive id from a path; a 400 otherwise (never a 500 or a query with NaN). */
export function idParam(raw: string, field = 'Id'): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw badInput([{ field, message: `${field} must be a positive whole number.` }]);
  }
  return id;
}

/** A true/false query parameter ('true' or 'false'); a 400 for anything else. */
export function queryBool(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'True') return true;
  if (value === 'false' || value === 'False') return false;
  throw badInput([{ field, message: `${field} must be true or false.` }]);
}

/** A text query parameter (the first, when repeated). */
export function queryText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
}

/** A list in the body, each entry read by `read`; undefined when absent. */
export function list<T>(body: Json, field: string, read: (item: Json) => T): T[] | undefined {
  const raw = pick(body, field);
  return Array.isArray(raw) ? raw.map((item) => read(item as Json)) : undefined;
}
