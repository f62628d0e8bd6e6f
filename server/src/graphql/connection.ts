/**
 * Cursor pagination for integrator-facing lists (issue 24 item 3, decision 0160): a connection is
 * `edges { cursor node }`, `nodes` and `pageInfo { hasNextPage endCursor }`. A page is keyset-paged on the
 * list's own order, (sort key, id): the cursor is base64url of that pair, so rows inserted before it never
 * shift a page and each row is handed out once. The rows themselves come from the list's read model.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { Field, ObjectType, type ClassType } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors.js';
import { joinedText } from '../pieces.js';
import type { Lookahead } from './lookahead.js';
import type { Pick } from './projection.js';

/** The most rows one page may ask for; the answer-size rule counts a connection's lists at `first`, else at this. */
export const MAX_PAGE = 500;
/** The page size when `first` is not given. */
export const DEFAULT_PAGE = 100;

/** Where a page ends. */
@ObjectType({ description: 'Where a page ends: pass endCursor as `after` for the next page' })
export class PageInfo {
  @Field(() => String, { nullable: true })
  endCursor!: string | null;

  @Field(() => Boolean)
  hasNextPage!: boolean;
}

/** A page of T: the edge and connection types of one node type. */
export interface Page<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
}

/** The GraphQL types `<Name>Edge` and `<Name>Connection` for a node type. */
export function connectionType<T extends object>(node: ClassType<T>, name: string, description: string): ClassType<Page<T>> {
  @ObjectType(`${name}Edge`, { description: `A ${name} with the cursor to read on after it` })
  class Edge {
    @Field(() => String, { description: 'Opaque: pass it as `after` to read the rows after this one' })
    cursor!: string;

    @Field(() => node)
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description })
  class Connection {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => [node], { description: 'The nodes of edges, for callers that need no cursor per row' })
    nodes!: T[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return Connection;
}

/** Refuses a page size outside 1..MAX_PAGE as bad input (BAD_USER_INPUT). */
export function checkFirst(first: number): void {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput([{ field: 'first', message: `first must be between 1 and ${MAX_PAGE}` }]);
}

/** A row's place in its list's order: its sort key as PostgreSQL writes it (null sorts last) and its id. */
export interface Keyed {
  id: number;
  key: string | null;
}

const encode = (k: Keyed) => Buffer.from(JSON.stringify([k.key, k.id])).toString('base64url');

/** The position an `after` cursor names, or a BAD_USER_INPUT when it is not one this API handed out. */
export function decodeCursor(after: string, keyPattern: RegExp): Keyed {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 2 && Number.isSafeInteger(value[1]) && (value[0] === null || (typeof value[0] === 'string' && keyPattern.test(value[0])))) {
    return { key: value[0] as string | null, id: value[1] as number };
  }
  throw notOurCursor();
}

const notOurCursor = () => badInput([{ field: 'after', message: 'after must be a cursor this API handed out (an edge\'s cursor or a page\'s endCursor).' }]);

/** PostgreSQL's refusals of a date or time that has the right shape but is no date (22007, 22008). */
const isBadDateTime = (e: unknown) => ['22007', '22008'].includes(String((e as { code?: unknown }).code));

/** How a list is ordered for paging: its table, the sort column (ties broken by id) and the column's type. */
export interface KeysetOrder {
  table: string;
  column: string;
  cast: 'timestamptz' | 'date';
  /** What a key of this column looks like as PostgreSQL writes it, to refuse a forged cursor before SQL sees it. */
  pattern: RegExp;
}

export const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
export const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One page of the rows `idsSql` selects (a list's own WHERE, with its authorisation), in (column, id) order
 * after `after`: `first` of them, and whether more follow. The rows are then read by id from the read model.
 */
export async function keysetPage(
  ctx: RequestContext, order: KeysetOrder, idsSql: string, params: readonly unknown[], first: number, after: string | null,
): Promise<{ rows: Keyed[]; hasNextPage: boolean }> {
  checkFirst(first);
  const from = after ? decodeCursor(after, order.pattern) : null;
  const col = `t.${order.column}`;
  let keyset = '';
  const keyParams: unknown[] = [];
  if (from?.key === null) {
    keyset = `and ${col} is null and t.id > ?`;
    keyParams.push(from.id);
  } else if (from) {
    keyset = `and (${col} > ?::${order.cast} or (${col} = ?::${order.cast} and t.id > ?) or ${col} is null)`;
    keyParams.push(from.key, from.key, from.id);
  }
  const rows = await ctx.em.getConnection().execute<{ id: number; key: string | null }[]>(
    `select t.id, ${col}::text as key from ${order.table} t where t.id in (select f.id from (${idsSql}) f) ${keyset}
      order by ${col} asc nulls last, t.id asc limit ?`,
    [...params, ...keyParams, first + 1],
  ).catch((e: unknown) => {
    throw from && isBadDateTime(e) ? notOurCursor() : e;
  });
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

/** The connection of a page, each row with its node (a row whose node is gone since, e.g. deleted, is left out). */
export function toPage<T extends { id: number }>(page: { rows: Keyed[]; hasNextPage: boolean }, nodes: readonly T[]): Page<T> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const edges = page.rows.flatMap((row) => {
    const node = byId.get(row.id);
    return node ? [{ cursor: encode(row), node }] : [];
  });
  const last = page.rows.at(-1);
  return { edges, nodes: edges.map((e) => e.node), pageInfo: { endCursor: last ? encode(last) : null, hasNextPage: page.hasNextPage } };
}

/**
 * A page's nodes from the list's read model, with the fields asked of the nodes (`projected`, given the picks);
 * none read when only cursors or pageInfo are asked.
 */
export async function pageNodes<T extends { id: number }>(
  info: GraphQLResolveInfo, lookahead: Lookahead, rows: readonly Keyed[], projected: (ids: number[], picks: Pick[]) => Promise<Buffer[]>,
): Promise<T[]> {
  const ids = rows.map((r) => r.id);
  const sets = nodeSelections(info);
  if (!ids.length) return [];
  if (!sets.length) return ids.map((id) => ({ id }) as T);
  const asked = lookahead.picksIn(info.fragments, sets, info.variableValues);
  // The id pairs each node with its edge; GraphQL answers only the fields asked.
  const picks = asked.some((p) => p.key === 'id') ? asked : [...asked, { key: 'id', field: 'id' }];
  // Plain JSON rows: getter fields read their properties (graphql/getter-fields.ts).
  return JSON.parse(joinedText(await projected(ids, picks))) as T[];
}

/**
 * The selection sets a connection field asks of its nodes (`nodes { … }` and `edges { node { … } }`, through
 * fragments), so the node read model can be asked for exactly those; none when only pageInfo or cursors are asked.
 */
export function nodeSelections(info: GraphQLResolveInfo): SelectionSetNode[] {
  const found: SelectionSetNode[] = [];
  const walk = (set: SelectionSetNode | undefined, inEdge: boolean): void => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        if (!inEdge && s.name.value === 'edges') walk(s.selectionSet, true);
        else if ((inEdge ? 'node' : 'nodes') === s.name.value && s.selectionSet) found.push(s.selectionSet);
      } else {
        walk(s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : info.fragments[s.name.value]?.selectionSet, inEdge);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, false);
  return found;
}
