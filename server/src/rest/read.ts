/**
 * Reads a PascalCase JSON body field by field, collecting every wrong type as a field error, so a
 * REST caller gets one 400 naming all its mistakes and nothing is written (DESIGN: never a 500).
 */
import { londonDateTime } from '../domain/dates.js';
import { poundsToPence } from '../domain/money.js';
import { badInput, type FieldError } from '../errors.js';

type Json = Record<string, unknown>;

const camel = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Parses a stop time: yyyy-MM-dd HH:mm[:ss] in London time (behaviour.md "Shared conventions / Formats, money and time"), or ISO 8601 with a zone. */
export function parseDateTime(text: string): Date | null {
  const local = LOCAL_TIME.exec(text);
  if (local) {
    const at = londonDateTime(local[1], local[2]);
    return at && local[3] ? new Date(at.getTime() + Number(local[3]) * 1000) : at;
  }
  if (!ZONED_TIME.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A typed view of one JSON object; errors go to a list shared with its children. */
export class BodyReader {
  private constructor(
    private readonly json: Json,
    private readonly path: string,
    readonly errors: FieldError[],
  ) {}

  /** The request body, which must be a JSON object. */
  static of(body: unknown): BodyReader {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput([{ field: 'body', message: 'The request body must be a JSON object.' }]);
    return new BodyReader(body as Json, '', []);
  }

  /** Throws one 400 with every error found. */
  done(): void {
    if (this.errors.length) throw badInput(this.errors);
  }

  private field(key: string): string {
    return this.path ? `${this.path}.${camel(key)}` : camel(key);
  }

  private fail(key: string, message: string): undefined {
    this.errors.push({ field: this.field(key), message });
    return undefined;
  }

  /** The raw value, whichever of PascalCase or camelCase the caller used. */
  raw(key: string): unknown {
    return key in this.json ? this.json[key] : this.json[camel(key)];
  }

  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  text(key: string): string | null | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null || typeof v === 'string') return v as string | null | undefined;
    return this.fail(key, `${key} must be text`);
  }

  bool(key: string): boolean | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'boolean') return v;
    return this.fail(key, `${key} must be true or false`);
  }

  int(key: string): number | null | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return v as null | undefined;
    if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
    return this.fail(key, `${key} must be a whole number`);
  }

  number(key: string): number | null | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return v as null | undefined;
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    return this.fail(key, `${key} must be a number`);
  }

  /** Pounds (a number like 12.5 or text like '£12.50') as pence. */
  money(key: string): number | null | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return v as null | undefined;
    const pence = typeof v === 'number' || typeof v === 'string' ? poundsToPence(v) : null;
    if (pence === null) return this.fail(key, `${key} must be an amount in pounds with at most 2 decimals`);
    return pence;
  }

  dateTime(key: string): Date | null | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return v as null | undefined;
    const at = typeof v === 'string' ? parseDateTime(v.trim()) : null;
    return at ?? this.fail(key, `${key} must be a date and time (yyyy-MM-dd HH:mm:ss)`);
  }

  /** A reference given as `{Key}Id: 5` or `{Key}: {Id: 5}`. */
  id(key: string): number | null | undefined {
    if (this.has(`${key}Id`)) return this.int(`${key}Id`);
    const v = this.raw(key);
    if (v === undefined || v === null) return v as null | undefined;
    if (typeof v === 'object' && !Array.isArray(v)) return this.child(key)?.int('Id');
    return this.fail(key, `${key} must be an object with an Id`);
  }

  child(key: string): BodyReader | null {
    const v = this.raw(key);
    if (v === undefined || v === null) return null;
    if (typeof v === 'object' && !Array.isArray(v)) return new BodyReader(v as Json, this.field(key), this.errors);
    this.fail(key, `${key} must be an object`);
    return null;
  }

  list(key: string): BodyReader[] {
    const v = this.raw(key);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return this.fail(key, `${key} must be a list`) ?? [];
    return v.flatMap((item, i) => {
      const path = `${this.field(key)}[${i}]`;
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) return [new BodyReader(item as Json, path, this.errors)];
      this.errors.push({ field: path, message: `Each of ${key} must be an object` });
      return [];
    });
  }

  /** A list of whole numbers, or of `{Id}` objects. */
  ids(key: string): number[] {
    const v = this.raw(key);
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return this.fail(key, `${key} must be a list`) ?? [];
    return v.flatMap((item) => {
      const id = typeof item === 'object' && item !== null ? (item as Json).Id ?? (item as Json).id : item;
      if (typeof id === 'number' && Number.isSafeInteger(id)) return [id];
      this.fail(key, `${key} must be a list of ids`);
      return [];
    });
  }
}
