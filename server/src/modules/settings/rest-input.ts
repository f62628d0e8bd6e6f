import { badInput } from '../../errors.js';

/** A parsed JSON body. */
export type Json = Record<string, unknown>;

/** The body as an object; anything else is a 400 before any work is done. */
export function asObject(value: unknown): Json {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badInput([{ field: 'Body', message: 'The request body must be a JSON object.' }]);
  return value as Json;
}

/** A field in the spec's PascalCase, or camelCase as integrators often send it. */
function pick(body: Json, field: string): unknown {
  return field in body ? body[field] : body[field[0].toLowerCase() + field.slice(1)];
}

/** Optional text: undefined when absent, null when sent as null, a 400 when not text. */
export function optText(body: Json, field: string): string | null | undefined {
  const value = pick(body, field);
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw badInput([{ field, message: `${field} must be text.` }]);
  return value;
}

/** Optional true/false; a 400 when it is anything else. */
export function optBool(body: Json, field: string): boolean | undefined {
  const value = pick(body, field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badInput([{ field, message: `${field} must be true or false.` }]);
  return value;
}

/** Optional number; a 400 when it is not a finite number. */
export function optNumber(body: Json, field: string): number | null | undefined {
  const value = pick(body, field);
  if (value === undefined || value === null) return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput([{ field, message: `${field} must be a number.` }]);
  return value;
}

/** Optional whole number (ids, versions); a 400 when it is not one. */
export function optInt(body: Json, field: string): number | null | undefined {
  const value = optNumber(body, field);
  if (value !== undefined && value !== null && !Number.isInteger(value)) throw badInput([{ field, message: `${field} must be a whole number.` }]);
  return value;
}

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

/** A list in the body: undefined when absent, a 400 when not a list of objects. */
export function list<T>(body: Json, field: string, read: (item: Json, at: string) => T): T[] | undefined {
  const raw = body[field] ?? body[field[0].toLowerCase() + field.slice(1)];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) throw badInput([{ field, message: `${field} must be a list of objects.` }]);
  return raw.map((item, i) => read(item as Json, `${field}[${i}]`));
}

/** Reads a child's field, naming its position in a 400 (e.g. Vehicles[1].Length). */
export const at = <T>(path: string, read: () => T): T => {
  try {
    return read();
  } catch (error) {
    if (error instanceof Error && 'fields' in error) (error as { fields: { field: string }[] }).fields.forEach((f) => (f.field = `${path}.${f.field}`));
    throw error;
  }
};
