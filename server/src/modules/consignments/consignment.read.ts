/**
 * THE consignment read model (docs/ARCHITECTURE.md "Read models"): every read of consignments, REST and
 * GraphQL, goes through these functions. PostgreSQL writes the JSON of the fields asked for from the catalogue
 * (consignment.projection.ts), the field-visibility table blanking what the caller may not read; the ORM only
 * renders the search's WHERE. The checks are the entity reads' (consignment.service.ts): booking users only,
 * a customer user limited to its own customer.
 */
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { Lookahead } from '../../graphql/lookahead.js';
import type { Pick } from '../../graphql/projection.js';
import { projectListJson } from '../../graphql/projection.list.js';
import { readById } from '../../graphql/projection.by-id.js';
import { joinedText } from '../../pieces.js';
import { customerScope, requireBookingUser } from './consignment.access.js';
import { Consignment } from './consignment.entity.js';
import { CONSIGNMENTS, consignmentCatalogue } from './consignment.projection.js';
import type { ConsignmentSearch } from './consignment.search.js';
import { searchFilter, searchScope } from './consignment.service.js';
import { keysetPage, TIMESTAMP_KEY, type KeysetOrder } from '../../graphql/connection.js';

/** A consignment list's or a consignment's GraphQL selection, read against the catalogue. */
export const consignmentLookahead = new Lookahead(consignmentCatalogue, 'Consignment');

/** GET /Consignments/{from}/{to}/Search as a JSON array text in pieces, to be written one after another (behaviour.md "Control screen / Search"). */
export async function searchConsignmentsJson(ctx: RequestContext, search: ConsignmentSearch, picks: readonly Pick[]): Promise<Buffer[]> {
  const where = await searchFilter(ctx, search);
  const qb = ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>);
  return projectListJson(ctx, CONSIGNMENTS, qb.getQuery(), qb.getParams(), picks);
}

/** GET /Consignments/{id} as a JSON object text; another customer's consignment is not found. */
export async function getConsignmentJson(ctx: RequestContext, id: number, picks: readonly Pick[]): Promise<string> {
  const scope = customerScope(requireBookingUser(ctx));
  const row = await readById(ctx, CONSIGNMENTS, id, picks);
  if (!row || (scope !== null && Number(row.scope) !== scope)) throw notFound('The consignment');
  return row.json;
}

/**
 * The GraphQL `consignment(id)`: the row as PostgreSQL writes the selection. The catalogue describes every field a
 * consignment reaches (read-model.walk.test.ts), so every selection is read here; @include/@skip are decided first.
 */
export async function readConsignment(ctx: RequestContext, id: number, info: GraphQLResolveInfo): Promise<Consignment> {
  return JSON.parse(await getConsignmentJson(ctx, id, consignmentLookahead.picks(info))) as Consignment;
}

/** The GraphQL `consignments(search)`, read as readConsignment reads one. */
export async function readConsignments(ctx: RequestContext, search: ConsignmentSearch, info: GraphQLResolveInfo): Promise<Consignment[]> {
  return JSON.parse(joinedText(await searchConsignmentsJson(ctx, search, consignmentLookahead.picks(info)))) as Consignment[];
}

/** The consignment list's order, by first-stop time then id, for keyset pages. */
const CONSIGNMENT_ORDER: KeysetOrder = { table: 'consignment', column: 'start_date_time', cast: 'timestamptz', pattern: TIMESTAMP_KEY };

/** A page of a search for consignmentsConnection (issue 24 item 3): the same checks and customer scope as the list. */
export async function pageConsignments(ctx: RequestContext, search: ConsignmentSearch, first: number, after: string | null) {
  const where = await searchScope(ctx, search);
  const qb = ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>);
  return keysetPage(ctx, CONSIGNMENT_ORDER, qb.getQuery(), qb.getParams(), first, after);
}

/** Consignments by id (a page's, already scoped) as the projection's JSON text in pieces, in the list's order. */
export function consignmentsJsonByIds(ctx: RequestContext, ids: readonly number[], picks: readonly Pick[]): Promise<Buffer[]> {
  return projectListJson(ctx, CONSIGNMENTS, 'select unnest(?::int[]) as id', [ids], picks);
}
