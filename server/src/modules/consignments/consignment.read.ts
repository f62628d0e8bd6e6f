/**
 * Consignment reads served from the projection (consignment.projection.ts): PostgreSQL writes the
 * JSON, the ORM only renders the search's WHERE. The same checks as the entity reads in
 * consignment.service.ts: booking users only, a customer user limited to its own customer.
 */
import type { FilterQuery } from '@mikro-orm/core';
import type { PostgreSqlConnection, QBFilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { UserRole } from '../users/user.entity.js';
import { customerScope, requireBookingUser } from './consignment.access.js';
import { Consignment } from './consignment.entity.js';
import { consignmentJsonSql, type Pick } from './consignment.projection.js';
import type { ConsignmentSearch } from './consignment.search.js';
import { searchFilter } from './consignment.service.js';

const isOffice = (ctx: RequestContext) => ctx.user?.role === UserRole.OFFICE;

/**
 * Names for the statements the projection runs, so PostgreSQL parses and plans each shape once per
 * connection instead of per request (the SQL is long: planning cost more than running it). Shapes
 * are few (filter combinations x selections); past MAX_PREPARED a shape simply runs unprepared.
 */
const prepared = new Map<string, string>();
const MAX_PREPARED = 200;

function statement(text: string, values: readonly unknown[]): { name?: string; text: string; values: unknown[] } {
  let name = prepared.get(text);
  if (!name && prepared.size < MAX_PREPARED) prepared.set(text, (name = `consignment_json_${prepared.size + 1}`));
  return { name, text, values: [...values] };
}

/** Numbers the ORM's `?` placeholders as pg's $1, $2... (the projection SQL itself has none). */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/**
 * The projection's SQL per shape (selection, role, one or a list, the filter's SQL), built once: building
 * it walks the whole selection, which cost more per get-by-id than the rest of the request's own code.
 */
const bySelection = new Map<string, Map<string, string>>();
const byPicks = new WeakMap<readonly Pick[], Map<string, string>>();
const MAX_SELECTIONS = 200;

function projectionSql(idsSql: string, picks: readonly Pick[], office: boolean, single: boolean): string {
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
  const key = `${office ? 'o' : 'c'}${single ? 1 : 0}${idsSql}`;
  let sql = shapes.get(key);
  if (sql === undefined) {
    if (shapes.size >= MAX_SELECTIONS) shapes.clear();
    shapes.set(key, (sql = numbered(consignmentJsonSql(idsSql, picks, office, single))));
  }
  return sql;
}

/** Runs the projection over the consignments `idsSql` selects: one round trip on the app's pool. */
async function project(ctx: RequestContext, idsSql: string, params: readonly unknown[], picks: readonly Pick[], single: boolean): Promise<string | undefined> {
  const pool = await (ctx.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const { rows } = await pool.query<{ json: string }>(statement(projectionSql(idsSql, picks, isOffice(ctx), single), params));
  return rows[0]?.json;
}

/** Runs the projection over the consignments the ORM filter `where` selects. */
function projectWhere(ctx: RequestContext, where: FilterQuery<Consignment>, picks: readonly Pick[], single: boolean): Promise<string | undefined> {
  const qb = ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>);
  return project(ctx, qb.getQuery(), qb.getParams(), picks, single);
}

/** GET /Consignments/{from}/{to}/Search as a JSON array text (spec 1 §7). */
export async function searchConsignmentsJson(ctx: RequestContext, search: ConsignmentSearch, picks: readonly Pick[]): Promise<string> {
  return (await projectWhere(ctx, await searchFilter(ctx, search), picks, false))!;
}

// One consignment by id, and by id within a customer's own (the hot single read: no query builder).
const BY_ID = 'select c0.id from consignment c0 where c0.id = ?';
const BY_ID_OF_CUSTOMER = 'select c0.id from consignment c0 where c0.id = ? and c0.customer_id = ?';

/** GET /Consignments/{id} as a JSON object text; another customer's consignment is not found (spec 1 §6). */
export async function getConsignmentJson(ctx: RequestContext, id: number, picks: readonly Pick[]): Promise<string> {
  const scope = customerScope(requireBookingUser(ctx));
  const json = await (scope === null ? project(ctx, BY_ID, [id], picks, true) : project(ctx, BY_ID_OF_CUSTOMER, [id, scope], picks, true));
  if (json === undefined) throw notFound('The consignment');
  return json;
}
