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

/** Runs the projection over the consignments `where` selects: one round trip on the app's pool. */
async function project(ctx: RequestContext, where: FilterQuery<Consignment>, picks: readonly Pick[], single: boolean): Promise<string | undefined> {
  const qb = ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>);
  const pool = await (ctx.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const { rows } = await pool.query<{ json: string }>(statement(numbered(consignmentJsonSql(qb.getQuery(), picks, isOffice(ctx), single)), qb.getParams()));
  return rows[0]?.json;
}

/** GET /Consignments/{from}/{to}/Search as a JSON array text (spec 1 §7). */
export async function searchConsignmentsJson(ctx: RequestContext, search: ConsignmentSearch, picks: readonly Pick[]): Promise<string> {
  return (await project(ctx, await searchFilter(ctx, search), picks, false))!;
}

/** GET /Consignments/{id} as a JSON object text; another customer's consignment is not found (spec 1 §6). */
export async function getConsignmentJson(ctx: RequestContext, id: number, picks: readonly Pick[]): Promise<string> {
  const scope = customerScope(requireBookingUser(ctx));
  const json = await project(ctx, scope === null ? { id } : { id, customer: scope }, picks, true);
  if (json === undefined) throw notFound('The consignment');
  return json;
}
