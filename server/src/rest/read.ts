/** Reading a checked JSON body onto a use case's input, and the stop-time format bodies use. */
import { londonDateTime } from '../domain/dates.js';
import { poundsToPence } from '../domain/money.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
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

/**
 * A typed view of a JSON body its route's schema has already checked (rest/body.ts): the fields by their
 * declared names, references given as `{Key}Id` or `{Key}: {Id}`, amounts in pence and times as dates. It
 * checks nothing itself; a wrong type never gets this far.
 */
export class BodyReader {
  private constructor(private readonly json: Json) {}

  /** The checked request body (an absent optional body reads as empty). */
  static of(body: unknown): BodyReader {
    return new BodyReader(isObject(body) ? body : {});
  }

  /** The value as the check passed it on. */
  raw(key: string): unknown {
    return this.json[key];
  }

  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  text(key: string): string | null | undefined {
    return this.raw(key) as string | null | undefined;
  }

  bool(key: string): boolean | undefined {
    return (this.raw(key) as boolean | null | undefined) ?? undefined;
  }

  int(key: string): number | null | undefined {
    return this.raw(key) as number | null | undefined;
  }

  number(key: string): number | null | undefined {
    return this.raw(key) as number | null | undefined;
  }

  /** Pounds (a number like 12.5 or text like '£12.50') as pence. */
  money(key: string): number | null | undefined {
    const v = this.raw(key) as number | string | null | undefined;
    return v === undefined || v === null ? v : poundsToPence(v);
  }

  dateTime(key: string): Date | null | undefined {
    const v = this.raw(key) as string | null | undefined;
    return v === undefined || v === null ? v : parseDateTime(v.trim());
  }

  /** A reference given as `{Key}Id: 5` or `{Key}: {Id: 5}`. */
  id(key: string): number | null | undefined {
    if (this.has(`${key}Id`)) return this.int(`${key}Id`);
    const v = this.raw(key);
    return isObject(v) ? (v.Id as number | null | undefined) : (v as null | undefined);
  }

  child(key: string): BodyReader | null {
    const v = this.raw(key);
    return isObject(v) ? new BodyReader(v) : null;
  }

  list(key: string): BodyReader[] {
    const v = this.raw(key);
    return Array.isArray(v) ? v.map((item) => new BodyReader(item as Json)) : [];
  }

  /** A list of ids (the check turned `{Id}` entries into their ids). */
  ids(key: string): number[] {
    const v = this.raw(key);
    return Array.isArray(v) ? (v as number[]) : [];
  }
}
