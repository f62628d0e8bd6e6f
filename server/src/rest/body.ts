/**
 * Checks a JSON request body against its route's declared schema (issue 21 item 6, issue 24 item 2), so the
 * schema that documents a route in GET /api/openapi.json is the one that refuses its bad input. Field names
 * match in PascalCase or camelCase; every wrong field is named in one 400, in the words of the schema's
 * dialect; the handler receives only the declared fields, under their declared names.
 */
import { poundsToPence } from '../domain/money.js';
import type { FieldError } from '../errors.js';
import { parseDateTime } from './read.js';

/** The schema keyword naming what a leaf holds (rest/schemas.ts sets it). */
export const KIND = 'x-kind';
/** The schema keyword of a checked body's root: the dialect its refusals are worded in. */
export const BODY_DIALECT = 'x-body';
/** The schema keyword of a body that may be left out (a command whose fields are all optional): read as `{}`. */
export const OPTIONAL_BODY = 'x-optional-body';
/** A leaf's own refusal, `{Key}` standing for the field's name. */
export const MESSAGE = 'x-message';
/** An object whose fields are not declared, passed on as sent (a free-form map). */
export const FREE = 'x-free';

export type Kind = 'text' | 'flag' | 'whole' | 'number' | 'pounds' | 'dateTime' | 'ref' | 'ids';
type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; type?: unknown };
type Json = Record<string, unknown>;

/** How a family of routes words its refusals: the field path's casing and the sentences' endings. */
export interface Dialect {
  /** The field a nested key is reported under. */
  field(parent: string, key: string): string;
  /** The refusal of a value of the wrong shape; `list-item` is an entry of a list that is not an object. */
  message(kind: Kind | 'object' | 'list' | 'list-item' | 'fraction', key: string): string;
  /** What an absent or null body is read as: an empty object, or a refusal. */
  readonly emptyBody: 'object' | 'refuse';
  /** The field the body's own refusal is reported under. */
  readonly bodyField: string;
}

const camel = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);

const READER_WORDS: Record<Parameters<Dialect['message']>[0], string> = {
  text: 'must be text', flag: 'must be true or false', whole: 'must be a whole number', fraction: 'must be a whole number', number: 'must be a number',
  pounds: 'must be an amount in pounds with at most 2 decimals', dateTime: 'must be a date and time (yyyy-MM-dd HH:mm:ss)',
  ref: 'must be an object with an Id', ids: 'must be a list of ids', object: 'must be an object', list: 'must be a list', 'list-item': '',
};

const SETTINGS_WORDS: Record<Parameters<Dialect['message']>[0], string> = {
  ...READER_WORDS, whole: 'must be a number', fraction: 'must be a whole number', list: 'must be a list of objects', 'list-item': '',
};

/** Bookings, manifests, planning, the exchange: camelCase paths (`consignmentAddresses[0].town`), no full stop. */
export const READER: Dialect = {
  field: (parent, key) => (parent ? `${parent}.${camel(key)}` : camel(key)),
  message: (kind, key) => (kind === 'list-item' ? `Each of ${key} must be an object` : `${key} ${READER_WORDS[kind]}`),
  emptyBody: 'refuse',
  bodyField: 'body',
};

/** Settings, customers, suppliers, users, accounts: PascalCase paths (`Vehicles[1].Length`), sentences. */
export const SETTINGS: Dialect = {
  field: (parent, key) => (parent ? `${parent}.${key}` : key),
  message: (kind, key) => (kind === 'list-item' ? `${key} must be a list of objects.` : `${key} ${SETTINGS_WORDS[kind]}.`),
  emptyBody: 'object',
  bodyField: 'Body',
};

export const DIALECTS: Record<string, Dialect> = { reader: READER, settings: SETTINGS };

const NOT_AN_OBJECT = 'The request body must be a JSON object.';
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A body checked against its schema: the declared fields only, or every refusal. */
export type Checked = { value: unknown; errors: FieldError[] };

/** Checks one body; `dialect` words the refusals. */
export function checkBody(schema: Schema, body: unknown, dialect: Dialect): Checked {
  const errors: FieldError[] = [];
  if (body === undefined || body === null) {
    if ((dialect.emptyBody === 'object' || schema[OPTIONAL_BODY] === true) && schema.properties) return { value: {}, errors };
    return { value: body, errors: [{ field: dialect.bodyField, message: NOT_AN_OBJECT }] };
  }
  if (schema.properties && !isObject(body)) return { value: body, errors: [{ field: dialect.bodyField, message: NOT_AN_OBJECT }] };
  const value = new Walk(dialect, errors).value(schema, body, '', 'Body');
  return { value, errors };
}

const TYPE_KINDS: Record<string, Kind> = { string: 'text', boolean: 'flag', integer: 'whole', number: 'number' };

/** What a list's entries are, for the words of a refusal. */
function kindOf(item: Schema): Kind {
  if (item[KIND]) return item[KIND] as Kind;
  const shape = Array.isArray(item.anyOf) ? (item.anyOf as Schema[]).find((b) => b.type !== 'null') ?? {} : item;
  return (shape[KIND] as Kind | undefined) ?? TYPE_KINDS[String(shape.type)] ?? 'text';
}

class Walk {
  constructor(private readonly dialect: Dialect, private readonly errors: FieldError[]) {}

  private refuse(kind: Parameters<Dialect['message']>[0], schema: Schema, field: string, key: string): undefined {
    const own = schema[MESSAGE];
    const message = typeof own === 'string' ? own.replaceAll('{Key}', key) : this.dialect.message(kind, key);
    this.errors.push({ field, message });
    return undefined;
  }

  /** The value as declared, or undefined after recording why not. */
  value(schema: Schema, v: unknown, field: string, key: string): unknown {
    if (v === undefined || v === null) return v;
    const kind = schema[KIND] as Kind | undefined;
    if (kind) return this.leaf(kind, schema, v, field, key);
    if (Array.isArray(schema.anyOf)) return this.union(schema, schema.anyOf as Schema[], v, field, key);
    if (schema.type === 'array') return this.list(schema, v, field, key);
    if (schema.type === 'object') return this.object(schema, v, field, key);
    return this.scalar(schema, v, field, key);
  }

  /** A value that may take one of several shapes (a number or its digits as text): the first that holds it. */
  private union(schema: Schema, branches: Schema[], v: unknown, field: string, key: string): unknown {
    const shapes = branches.filter((b) => b.type !== 'null');
    let firstRefusals: FieldError[] | null = null;
    for (const shape of shapes) {
      const refusals: FieldError[] = [];
      const value = new Walk(this.dialect, refusals).value(shape, v, field, key);
      if (!refusals.length) return value;
      firstRefusals ??= refusals;
    }
    const own = schema[MESSAGE];
    if (typeof own === 'string') return this.refuse('text', schema, field, key);
    this.errors.push(...(firstRefusals ?? []));
    return undefined;
  }

  private leaf(kind: Kind, schema: Schema, v: unknown, field: string, key: string): unknown {
    switch (kind) {
      case 'text': return typeof v === 'string' ? v : this.refuse(kind, schema, field, key);
      case 'flag': return typeof v === 'boolean' ? v : this.refuse(kind, schema, field, key);
      case 'number': return typeof v === 'number' && Number.isFinite(v) ? v : this.refuse(kind, schema, field, key);
      case 'whole':
        if (isWhole(v)) return v;
        return this.refuse(typeof v === 'number' && Number.isFinite(v) ? 'fraction' : kind, schema, field, key);
      case 'pounds': return (typeof v === 'number' || typeof v === 'string') && poundsToPence(v) !== null ? v : this.refuse(kind, schema, field, key);
      case 'dateTime': return typeof v === 'string' && parseDateTime(v.trim()) ? v : this.refuse(kind, schema, field, key);
      case 'ref': return this.ref(schema, v, field, key);
      case 'ids': return this.ids(schema, v, field, key);
    }
  }

  private ref(schema: Schema, v: unknown, field: string, key: string): unknown {
    if (!isObject(v)) return this.refuse('ref', schema, field, key);
    const id = v.Id ?? v.id;
    if (id === undefined || id === null || isWhole(id)) return { ...v, Id: id };
    return this.refuse(typeof id === 'number' && Number.isFinite(id) ? 'fraction' : 'whole', {}, this.dialect.field(field, 'Id'), 'Id');
  }

  private ids(schema: Schema, v: unknown, field: string, key: string): unknown {
    const ids = Array.isArray(v) ? v.map((item) => (isObject(item) ? item.Id ?? item.id : item)) : null;
    return ids?.every(isWhole) ? ids : this.refuse('ids', schema, field, key);
  }

  private list(schema: Schema, v: unknown, field: string, key: string): unknown {
    if (!Array.isArray(v)) return this.refuse('list', schema, field, key);
    const item = schema.items ?? {};
    const objects = item.type === 'object';
    let refusedItem = false;
    return v.map((entry, i) => {
      const at = `${field}[${i}]`;
      if (objects && !isObject(entry)) {
        if (!refusedItem || this.dialect === READER) this.refuse('list-item', schema, this.dialect === READER ? at : field, key);
        refusedItem = true;
        return undefined;
      }
      // A null in a list clears nothing: it is a wrong entry.
      if (entry === null || entry === undefined) return this.refuse(kindOf(item), item, at, key);
      return this.value(item, entry, at, key);
    });
  }

  private object(schema: Schema, v: unknown, field: string, key: string): unknown {
    if (!isObject(v)) return this.refuse('object', schema, field, key);
    if (!schema.properties || schema[FREE]) return v;
    const out: Json = {};
    for (const [name, declared] of Object.entries(schema.properties)) {
      const sent = name in v ? v[name] : v[camel(name)];
      if (sent === undefined) continue;
      out[name] = this.value(declared, sent, this.dialect.field(field, name), name);
    }
    return out;
  }

  /** A plain JSON schema leaf (a string, a boolean, a number) declared without a kind: checked as the kind its type names. */
  private scalar(schema: Schema, v: unknown, field: string, key: string): unknown {
    const kind = TYPE_KINDS[String(schema.type)];
    return kind ? this.leaf(kind, schema, v, field, key) : v;
  }
}
