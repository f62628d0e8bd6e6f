/**
 * Reading a REST route's path and query string, the same way on every route: ids are positive whole
 * numbers, query keys match in any case (the spec spells them variously), flags are true/1 or false/0.
 * Anything else is a 400 naming the parameter, never a 500.
 */
import { badInput } from '../errors.js';

/** A parsed query string as Fastify gives it. */
export type Query = Record<string, string | undefined>;

/** A path id: a positive whole number, or a 400. */
export function pathId(value: string, field = 'id'): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw badInput([{ field, message: `The ${field} must be a positive whole number.` }]);
  return id;
}

/** The value of a query key, matched in any case. */
export function queryValue(query: Query, key: string): string | undefined {
  const found = Object.keys(query).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : query[found];
}

/** A yes/no query key: true/1 or false/0 (any case), undefined when absent or empty, else a 400. */
export function queryFlag(query: Query, key: string): boolean | undefined {
  const v = queryValue(query, key)?.trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badInput([{ field: key, message: `${key} must be true or false` }]);
}

/** A whole-number query key, undefined when absent or empty, else a 400. */
export function queryWhole(query: Query, key: string): number | undefined {
  const v = queryValue(query, key);
  if (v === undefined || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw badInput([{ field: key, message: `${key} must be a whole number` }]);
  return Number(v);
}
