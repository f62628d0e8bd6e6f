/**
 * Consignment reads served from the projection (consignment.projection.ts): PostgreSQL writes the
 * JSON, the ORM only renders the search's WHERE. The same checks as the entity reads in
 * consignment.service.ts: booking users only, a customer user limited to its own customer.
 */
import type { QBFilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { projectListJson, readById, type Pick } from '../../graphql/projection.js';
import { customerScope, requireBookingUser } from './consignment.access.js';
import { Consignment } from './consignment.entity.js';
import { CONSIGNMENTS } from './consignment.projection.js';
import type { ConsignmentSearch } from './consignment.search.js';
import { searchFilter } from './consignment.service.js';

/** GET /Consignments/{from}/{to}/Search as a JSON array text in pieces, to be written one after another (spec 1 §7). */
export async function searchConsignmentsJson(ctx: RequestContext, search: ConsignmentSearch, picks: readonly Pick[]): Promise<Buffer[]> {
  const where = await searchFilter(ctx, search);
  const qb = ctx.em.createQueryBuilder(Consignment, 'c0').select('c0.id').where(where as QBFilterQuery<Consignment, 'c0'>);
  return projectListJson(ctx, CONSIGNMENTS, qb.getQuery(), qb.getParams(), picks);
}

/** GET /Consignments/{id} as a JSON object text; another customer's consignment is not found (spec 1 §6). */
export async function getConsignmentJson(ctx: RequestContext, id: number, picks: readonly Pick[]): Promise<string> {
  const scope = customerScope(requireBookingUser(ctx));
  const row = await readById(ctx, CONSIGNMENTS, id, picks);
  if (!row || (scope !== null && Number(row.scope) !== scope)) throw notFound('The consignment');
  return row.json;
}
