/**
 * Read models written by PostgreSQL (issue 9 item 3: projections instead of whole entity graphs on hot
 * lists). A catalogue says how each GraphQL field of a type is read from SQL; given the fields a caller
 * picks, one statement builds the JSON of the rows, the way the raw-SQL floor does, instead of the ORM
 * hydrating every row and relation as entities and a mapper or graphql-js copying them again.
 *
 * The catalogues live with their features (consignments/consignment.projection.ts,
 * manifests/manifest.projection.ts); this file is the machinery they share: the field kinds, the JSON
 * builder and the prepared statements (reads by id, batched: projection.by-id.ts). Fields the visibility table hides from a caller are null in the SQL itself.
 */
import { numberedPlaceholders } from '../db/placeholders.js';
import { audienceOf, mayRead, type Audience, type Viewer } from '../domain/field-visibility.js';

/** A scalar read by an SQL expression over the row's alias; null for callers the visibility table hides it from. */
export interface Scalar {
  kind: 'scalar';
  sql: (t: string) => string;
  /** The row's shared derived table (Table.laterals) the expression reads. */
  uses?: string;
  /** What a caller the visibility table hides the field from reads, as SQL: null unless said (a non-null list: '[]'::json). */
  hidden?: string;
}

/** A relation: `one` row or `many` rows of a catalogue type, found from the parent row. */
export interface Relation {
  kind: 'one' | 'many';
  type: string;
  /** The child rows' condition, from the parent's alias and the child's. */
  on: (parent: string, child: string) => string;
  /** For `many`: the child ordering, over the child's alias (and the parent's). */
  orderBy?: (child: string, parent: string) => string;
  /** For a join through a link table (`many`): extra FROM items, named from the child's alias. */
  through?: (child: string) => string;
  /** Rows that are not a table's: a derived table over the parent row (in place of the type's table). */
  source?: (parent: string) => string;
  /** The parent row's shared derived table (Table.laterals) that `source` or `on` reads. */
  uses?: string;
  /** What a caller the visibility table hides the relation from reads, as SQL: null for `one`, [] for `many` unless said. */
  hidden?: string;
}

export type Field = Scalar | Relation;

/** A GraphQL type read from one table (or a relation's `source`): its fields. */
export interface Table {
  table: string;
  fields: Record<string, Field>;
  /**
   * Derived tables over one row that several fields read, so one scan serves them all (a manifest's stop
   * summary): name -> a subquery over the row's alias `t`, joined LATERAL as `${t}_${name}` only when a
   * picked field `uses` it.
   */
  laterals?: Record<string, (t: string) => string>;
}

/** GraphQL type name -> how its fields are read. */
export type Catalogue = Record<string, Table>;

/** One output key: `key` in the JSON, read as `field` of the type; `pick` selects a relation's fields. */
export interface Pick {
  key: string;
  field: string;
  pick?: Pick[];
}

/** An ISO-8601 UTC text of a timestamptz expression, as Date.toISOString writes it. */
export const isoSql = (expr: string) => `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const col = (name: string): Scalar => ({ kind: 'scalar', sql: (t) => `${t}.${name}` });
export const iso = (name: string): Scalar => ({ kind: 'scalar', sql: (t) => isoSql(`${t}.${name}`) });
/** Pence to pounds as a double, exactly as penceToPounds divides in JavaScript. */
export const pounds = (name: string): Scalar => ({ kind: 'scalar', sql: (t) => `(${t}.${name}::float8 / 100)` });
export const one = (type: string, fk: string): Relation => ({ kind: 'one', type, on: (p, c) => `${c}.id = ${p}.${fk}` });
export const many = (type: string, fk: string, order = 'id'): Relation => ({ kind: 'many', type, on: (p, c) => `${c}.${fk} = ${p}.id`, orderBy: (c) => `${c}.${order}` });
export const table = <T extends Record<string, Field>>(name: string, fields: T, laterals?: Table['laterals']) => ({ table: name, fields, laterals });

/** Whether a GraphQL type's field can be read from the catalogue. */
export function projectable(catalogue: Catalogue, type: string, field: string): { relation?: string } | undefined {
  if (field === '__typename') return type in catalogue ? {} : undefined;
  const spec = catalogue[type]?.fields[field];
  if (!spec) return undefined;
  return spec.kind === 'scalar' ? {} : { relation: spec.type };
}

const quoted = (key: string) => `"${key.replace(/"/g, '""')}"`;

/** Marks SQL that names its viewer's own row: such a statement is not prepared (statement), there would be one per viewer. */
const OWN_ROW = '/* own row */';

/** The id of the rows a row-dependent audience lets a non-office viewer read (its own user, its own supplier), if any. */
function ownRowId(audience: Audience, viewer: Viewer | undefined): number | undefined {
  const id = audience === 'selfOrOffice' ? viewer?.userId : audience === 'ownSupplierOrOffice' && viewer?.role === 'SUPPLIER' ? viewer.supplierId : undefined;
  return Number.isSafeInteger(id) ? (id as number) : undefined;
}

/**
 * Builds SQL that renders picked fields as JSON, each relation as a correlated subquery over its
 * indexed key (to_json of a row keeps the keys in order and compact). Measured against LEFT JOINs on
 * the day search: joins inside the per-stop subqueries made the planner hash whole tables (10x slower).
 * Aliases are numbered so nested subqueries never clash.
 */
export class JsonBuilder {
  private next = 0;
  /** Whether the SQL built so far names the viewer's own user or supplier (so it is that viewer's alone). */
  personal = false;

  constructor(private readonly catalogue: Catalogue, private readonly viewer: Viewer | undefined) {}

  /** The SELECT list of one row of `type` read through alias `t`. */
  columns(type: string, t: string, picks: readonly Pick[]): string {
    const fields = this.catalogue[type].fields;
    return picks.map((p) => {
      // The GraphQL type names are the catalogue's (and safe to quote: keys of the catalogue).
      if (p.field === '__typename') return `'${type}' as ${quoted(p.key)}`;
      const field = fields[p.field];
      if (!field) throw new Error(`${type}.${p.field} is not in the projection`);
      return `${this.value(type, field, t, p)} as ${quoted(p.key)}`;
    }).join(', ');
  }

  /** The LATERAL joins that the picked fields of a row of `type` (alias `t`) read, to follow its FROM item. */
  laterals(type: string, t: string, picks: readonly Pick[]): string {
    const { fields, laterals = {} } = this.catalogue[type];
    const used = new Set(picks.map((p) => fields[p.field]?.uses).filter((name): name is string => !!name));
    return [...used].map((name) => `cross join lateral (${laterals[name](t)}) ${t}_${name}`).join(' ');
  }

  /**
   * Whether the viewer may read `type.name` on the row read through `t` (the table of domain/field-visibility.ts): true,
   * false, or the SQL condition when that depends on the row (a user's own row, a driver's own supplier), which makes
   * the statement the viewer's own (`personal`).
   */
  private shown(type: string, name: string, t: string): boolean | string {
    const audience = audienceOf(type, name) ?? 'all';
    if (mayRead(audience, this.viewer)) return true;
    const own = ownRowId(audience, this.viewer);
    if (own === undefined) return false;
    this.personal = true;
    return `${OWN_ROW} ${t}.id = ${own}`;
  }

  private value(type: string, field: Field, t: string, p: Pick): string {
    const hidden = field.hidden ?? (field.kind === 'many' ? "'[]'::json" : 'null');
    const shown = this.shown(type, p.field, t);
    if (shown === false) return hidden;
    const sql = field.kind === 'scalar' ? field.sql(t) : this.relation(field, t, p);
    return shown === true ? sql : `case when ${shown} then ${sql} else ${hidden} end`;
  }

  private relation(field: Relation, t: string, p: Pick): string {
    const n = ++this.next;
    const child = `t${n}`;
    const from = field.source?.(t) ?? this.catalogue[field.type].table;
    const picks = p.pick ?? [];
    const rows = `select ${this.columns(field.type, child, picks)} from ${from} ${child} ${field.through?.(child) ?? ''} ${this.laterals(field.type, child, picks)} where ${field.on(t, child)}`;
    if (field.kind === 'one') return `(select to_json(r${n}) from (${rows}) r${n})`;
    return `coalesce((select json_agg(r${n}) from (${rows} order by ${field.orderBy!(child, t)}) r${n}), '[]'::json)`;
  }
}

/** What a read lists: a catalogue's root type, the alias its rows are read through, and their order. */
export interface ProjectionRoot {
  catalogue: Catalogue;
  type: string;
  alias: string;
  orderBy: string;
  /** The root table's column that a caller's scope is checked against in reads by id (a customer user's own rows). */
  scope?: string;
}

/**
 * One statement that answers the JSON text of each row of `root` whose id is in the int array $1, a row each, in the
 * array's order. `viewer` is who reads: what the visibility table hides from it is null. The rows are not put into
 * one array in PostgreSQL: json_agg grows one value of megabytes (8.2 MB for the large seed's busiest day in REST's
 * full shape), copied at every doubling into fresh memory, which took over 40% of the statement's time (COPY to
 * /dev/null: 390-400 ms as one array, 210-220 ms as rows); projectListJson (projection.list.ts) joins them. The
 * array's order is kept without a sort: a scan of `unnest ... with ordinality` is known to come in that order.
 */
export function projectionRowsSql(root: ProjectionRoot, picks: readonly Pick[], viewer: Viewer | undefined, builder = new JsonBuilder(root.catalogue, viewer)): string {
  const { catalogue, type, alias } = root;
  const ids = `${alias}_ids`;
  return `select (select to_json(r) from (select ${builder.columns(type, alias, picks)}) r)::text as json
    from unnest($1::int[]) with ordinality ${ids}(id, n) join ${catalogue[type].table} ${alias} on ${alias}.id = ${ids}.id ${builder.laterals(type, alias, picks)}
    order by ${ids}.n`;
}

/** The ids of the rows of `root` that `idsSql` selects, in the root's order. */
const orderedIdsSql = ({ alias, catalogue, type, orderBy }: ProjectionRoot, idsSql: string) =>
  `select ${alias}.id from ${catalogue[type].table} ${alias} where ${alias}.id in (select f.id from (${idsSql}) f) order by ${orderBy}`;

/**
 * One statement that returns the rows of `root` whose ids are in $1 (an int array), each as its id, its `scope`
 * column and its JSON text: many reads of one row answered at once (readById).
 */
export function projectionByIdsSql(root: ProjectionRoot, picks: readonly Pick[], viewer: Viewer | undefined, builder = new JsonBuilder(root.catalogue, viewer)): string {
  const { catalogue, type, alias } = root;
  return `select ${alias}.id as id, ${root.scope ? `${alias}.${root.scope}` : 'null'} as scope, (select to_json(r) from (select ${builder.columns(type, alias, picks)}) r)::text as json
    from ${catalogue[type].table} ${alias} ${builder.laterals(type, alias, picks)} where ${alias}.id = any($1::int[])`;
}

/**
 * Names for the statements projections run, so PostgreSQL parses and plans each shape once per
 * connection instead of per request (the SQL is long: planning cost more than running it). Shapes
 * are few (filter combinations x selections); past MAX_PREPARED a shape simply runs unprepared.
 */
const prepared = new Map<string, string>();
const MAX_PREPARED = 200;

export function statement(text: string, values: readonly unknown[]): { name?: string; text: string; values: unknown[] } {
  let name = prepared.get(text);
  if (!name && prepared.size < MAX_PREPARED && !text.includes(OWN_ROW)) prepared.set(text, (name = `projection_json_${prepared.size + 1}`));
  return { name, text, values: [...values] };
}

/**
 * The projection's SQL per shape (selection, root, role, ids / list / by ids, the filter's SQL), built once:
 * building it walks the whole selection, which cost more per get-by-id than the rest of the request's own code.
 */
const bySelection = new Map<string, Map<string, string>>();
const byPicks = new WeakMap<readonly Pick[], Map<string, string>>();
const MAX_SELECTIONS = 200;

export type Shape = 'ids' | 'list' | 'by ids';
/** Stands, under a role's key, for SQL that is each viewer's own (JsonBuilder.personal). */
const PERSONAL = '';

export function projectionSql(root: ProjectionRoot, idsSql: string, picks: readonly Pick[], viewer: Viewer | undefined, shape: Shape): string {
  // REST passes the same selection object every time; GraphQL builds an equal one per request.
  let shapes = byPicks.get(picks);
  if (!shapes) {
    const selection = JSON.stringify(picks);
    shapes = bySelection.get(selection);
    if (!shapes) {
      if (bySelection.size >= MAX_SELECTIONS) bySelection.clear();
      bySelection.set(selection, (shapes = new Map()));
    }
    byPicks.set(picks, shapes);
  }
  const key = `${root.type}${viewer?.role ?? '-'}${shape}${idsSql}`;
  // A selection whose SQL names the viewer's own row (PERSONAL under the role's key) is kept per viewer.
  const own = `${key}:${viewer?.userId}:${viewer?.supplierId}`;
  const cached = shapes.get(key);
  const sql = cached === PERSONAL ? shapes.get(own) : cached;
  if (sql !== undefined) return sql;
  if (shapes.size >= MAX_SELECTIONS) shapes.clear();
  const builder = new JsonBuilder(root.catalogue, viewer);
  // The `?` are the filter's own: the projection SQL around it has none.
  let built: string;
  if (shape === 'ids') built = numberedPlaceholders(orderedIdsSql(root, idsSql));
  else if (shape === 'list') built = projectionRowsSql(root, picks, viewer, builder);
  else built = projectionByIdsSql(root, picks, viewer, builder);
  shapes.set(key, builder.personal ? PERSONAL : built);
  if (builder.personal) shapes.set(own, built);
  return built;
}
