/**
 * The manifest search of behaviour.md "Manifests / Manifest search and export" (GET /Manifests/{from}/{to}/Search and .../Export): a London date
 * range on the first stop's time (indexed), every filter, and the filters that exclude each other
 * (behaviour.md "Manifests / Manifest search and export" "Searching"). The search itself (REST and GraphQL) is one statement that writes the JSON
 * (searchManifestsJson); the export and the entity resolvers find the ids, then load them in a fixed number more.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { normaliseSearchFilters, validateSearchFilters } from '../../domain/consignment-search.js';
import { isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';
import { MAX_SEARCH_DAYS } from '../consignments/consignment.search.js';
import type { Pick } from '../../graphql/projection.js';
import { projectListJson } from '../../graphql/projection.list.js';
import { Manifest } from './manifest.entity.js';
import { MANIFESTS } from './manifest.projection.js';
import { MANIFEST_POPULATE, withStops, type ManifestView } from './manifest.load.js';
import { boundedRows } from '../../domain/list-bounds.js';
import { containing } from '../../db/like.js';
import { keysetPage, TIMESTAMP_KEY, type KeysetOrder } from '../../graphql/connection.js';

/** Every filter of behaviour.md "Manifests / Manifest search and export" for manifests; absent ones do not filter. */
export interface ManifestSearch {
  from: string;
  to: string;
  vehicleType?: number | null;
  customerName?: string | null;
  poNumber?: string | null;
  consignmentNumber?: number | null;
  manifestNumber?: number | null;
  collectionAddress?: string | null;
  deliveryAddress?: string | null;
  supplierName?: string | null;
  /** No supplier assigned yet (decisions: Manifests); clears the supplier name (behaviour.md "Manifests / Supplier assignment"). */
  nonSpec?: boolean;
  notAcknowledged?: boolean;
  isBackload?: boolean;
  excludeBackload?: boolean;
  isDeleted?: boolean;
}

const TEXT_KEYS = ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'supplierName'] as const;

/** Refuses bad dates, reversed or over-long ranges, oversized text and filters that exclude each other. */
export function checkManifestSearch(search: ManifestSearch, maxDays = MAX_SEARCH_DAYS): void {
  const errors: FieldError[] = [];
  if (!isIsoDate(search.from)) errors.push({ field: 'from', message: 'The from date must be a date in the form YYYY-MM-DD' });
  if (!isIsoDate(search.to)) errors.push({ field: 'to', message: 'The to date must be a date in the form YYYY-MM-DD' });
  if (!errors.length) {
    const days = (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000;
    if (days < 0) errors.push({ field: 'to', message: 'The to date cannot be before the from date' });
    else if (days > maxDays) errors.push({ field: 'to', message: `A search can cover at most ${maxDays} days` });
  }
  for (const key of TEXT_KEYS) if ((search[key]?.length ?? 0) > 200) errors.push({ field: key, message: `The ${key} filter must be at most 200 characters` });
  errors.push(...validateSearchFilters(search));
  if (errors.length) throw badInput(errors);
}

const like = (text: string) => containing(text.trim());
const given = (text: string | null | undefined): text is string => !!text && text.trim() !== '';
const STOP_JOIN = `select 1 from consignment_address ca join consignment c on c.id = ca.consignment_id`;
const ADDRESS_MATCH = `(a.company_name ilike ? or a.address_line1 ilike ? or a.town ilike ? or a.postcode ilike ?)`;

/** The WHERE clauses and their parameters. */
function whereOf(raw: ManifestSearch): { sql: string[]; params: unknown[] } {
  const search = normaliseSearchFilters(raw);
  const { start, end } = londonDateRange(search.from, search.to);
  const sql = ['m.start_date_time >= ?', 'm.start_date_time < ?', 'm.is_deleted = ?'];
  const params: unknown[] = [start, end, search.isDeleted === true];
  const add = (clause: string, ...values: unknown[]) => { sql.push(clause); params.push(...values); };
  if (search.vehicleType != null) add('m.vehicle_type_id = ?', search.vehicleType);
  if (search.manifestNumber != null) add('m.manifest_number = ?', search.manifestNumber);
  if (search.nonSpec) add('m.supplier_id is null');
  if (given(search.supplierName)) add('exists (select 1 from supplier s where s.id = m.supplier_id and s.name ilike ?)', like(search.supplierName));
  if (search.notAcknowledged) add('m.is_acknowledged = false');
  if (given(search.customerName)) add(`exists (${STOP_JOIN} join customer cu on cu.id = c.customer_id where ca.manifest_id = m.id and cu.name ilike ?)`, like(search.customerName));
  if (given(search.poNumber)) add(`exists (${STOP_JOIN} where ca.manifest_id = m.id and c.po_number ilike ?)`, like(search.poNumber));
  if (search.consignmentNumber != null) add(`exists (${STOP_JOIN} where ca.manifest_id = m.id and c.consignment_number = ?)`, search.consignmentNumber);
  for (const [text, type] of [[search.collectionAddress, 'Collection'], [search.deliveryAddress, 'Delivery']] as const) {
    if (!given(text)) continue;
    const p = like(text);
    add(`exists (${STOP_JOIN} join address a on a.id = ca.address_id join consignment_address_type t on t.id = ca.consignment_address_type_id
      where ca.manifest_id = m.id and t.name = ? and ${ADDRESS_MATCH})`, type, p, p, p, p);
  }
  if (search.isBackload) add(`exists (${STOP_JOIN} where ca.manifest_id = m.id and c.is_backload)`);
  if (search.excludeBackload) add(`not exists (${STOP_JOIN} where ca.manifest_id = m.id and c.is_backload)`);
  return { sql, params };
}

/** The ids matching a search, by start time: at most `max`, else a 400 (issue 20 item 4: limits.listRows). */
async function matchingIds(em: EntityManager, search: ManifestSearch, max: number): Promise<number[]> {
  const { sql, params } = whereOf(search);
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select m.id from manifest m where ${sql.join(' and ')} order by m.start_date_time asc, m.id asc limit ?`, [...params, max + 1]);
  return boundedRows(rows, max, 'manifests').map((r) => r.id);
}

/**
 * GET /Manifests/{from}/{to}/Search (office only) as the JSON text of the picked fields (GraphQL's selection,
 * or REST_MANIFEST for the REST shape), written by PostgreSQL from the manifest projection (issue 9 item 3), in
 * the search's order, as pieces of text to be written one after another (projectListJson).
 */
export async function searchManifestsJson(ctx: RequestContext, search: ManifestSearch, picks: readonly Pick[]): Promise<Buffer[]> {
  requireOffice(ctx);
  checkManifestSearch(search, ctx.config.limits.listDays);
  await matchingIds(ctx.em, search, ctx.config.limits.listRows);
  const { sql, params } = whereOf(search);
  return projectListJson(ctx, MANIFESTS, `select m.id from manifest m where ${sql.join(' and ')}`, params, picks);
}

/** GET /Manifests/{from}/{to}/Search (office only): manifests with their stops, a fixed number of statements. */
export async function searchManifests(ctx: RequestContext, search: ManifestSearch): Promise<ManifestView[]> {
  requireOffice(ctx);
  checkManifestSearch(search, ctx.config.limits.listDays);
  return manifestsByIds(ctx, await matchingIds(ctx.em, search, ctx.config.limits.listRows));
}

/** Manifests by id with their stops, in the order of `ids` (a search's, or a connection's page). */
export async function manifestsByIds(ctx: RequestContext, ids: readonly number[]): Promise<ManifestView[]> {
  if (!ids.length) return [];
  const found = await ctx.em.find(Manifest, { id: { $in: [...ids] } }, { populate: MANIFEST_POPULATE, strategy: 'select-in' });
  const byId = new Map(found.map((m) => [m.id, m]));
  return withStops(ctx.em, ids.map((id) => byId.get(id)!).filter(Boolean));
}

/** The manifest list's order, by first-stop time then id, for keyset pages. */
const MANIFEST_ORDER: KeysetOrder = { table: 'manifest', column: 'start_date_time', cast: 'timestamptz', pattern: TIMESTAMP_KEY };

/** A page of a manifest search for manifestsConnection (issue 24 item 3): office only, the search's checks, bounded by `first`. */
export async function pageManifests(ctx: RequestContext, search: ManifestSearch, first: number, after: string | null) {
  requireOffice(ctx);
  checkManifestSearch(search, ctx.config.limits.listDays);
  const { sql, params } = whereOf(search);
  return keysetPage(ctx, MANIFEST_ORDER, `select m.id from manifest m where ${sql.join(' and ')}`, params, first, after);
}

/** Manifests by id (a page's) as the projection's JSON text in pieces, in the list's order. */
export function manifestsJsonByIds(ctx: RequestContext, ids: readonly number[], picks: readonly Pick[]): Promise<Buffer[]> {
  return projectListJson(ctx, MANIFESTS, 'select unnest(?::int[]) as id', [ids], picks);
}
