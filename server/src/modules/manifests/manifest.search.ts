/**
 * The manifest search of spec 1 §7 (GET /Manifests/{from}/{to}/Search and .../Export): a London date
 * range on the first stop's time (indexed), every filter, and the filters that exclude each other
 * (spec 1 §5 "Searching"). The search itself (REST and GraphQL) is one statement that writes the JSON
 * (searchManifestsJson); the export and the entity resolvers find the ids, then load them in a fixed number more.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { normaliseSearchFilters, validateSearchFilters } from '../../domain/consignment-search.js';
import { isIsoDate, londonDateRange } from '../../domain/dates.js';
import { badInput, type FieldError } from '../../errors.js';
import { MAX_SEARCH_DAYS } from '../consignments/consignment.search.js';
import { projectListJson, type Pick } from '../../graphql/projection.js';
import { Manifest } from './manifest.entity.js';
import { MANIFESTS } from './manifest.projection.js';
import { MANIFEST_POPULATE, withStops, type ManifestView } from './manifest.load.js';

/** Every filter of spec 1 §7 for manifests; absent ones do not filter. */
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
  /** No supplier assigned yet (decisions: Manifests); clears the supplier name (spec 1 §5). */
  nonSpec?: boolean;
  notAcknowledged?: boolean;
  isBackload?: boolean;
  excludeBackload?: boolean;
  isDeleted?: boolean;
}

const TEXT_KEYS = ['customerName', 'poNumber', 'collectionAddress', 'deliveryAddress', 'supplierName'] as const;

/** Refuses bad dates, reversed or over-long ranges, oversized text and filters that exclude each other. */
export function checkManifestSearch(search: ManifestSearch): void {
  const errors: FieldError[] = [];
  if (!isIsoDate(search.from)) errors.push({ field: 'from', message: 'The from date must be a date in the form YYYY-MM-DD' });
  if (!isIsoDate(search.to)) errors.push({ field: 'to', message: 'The to date must be a date in the form YYYY-MM-DD' });
  if (!errors.length) {
    const days = (Date.parse(search.to) - Date.parse(search.from)) / 86_400_000;
    if (days < 0) errors.push({ field: 'to', message: 'The to date cannot be before the from date' });
    else if (days > MAX_SEARCH_DAYS) errors.push({ field: 'to', message: `A search can cover at most ${MAX_SEARCH_DAYS} days` });
  }
  for (const key of TEXT_KEYS) if ((search[key]?.length ?? 0) > 200) errors.push({ field: key, message: `The ${key} filter must be at most 200 characters` });
  errors.push(...validateSearchFilters(search));
  if (errors.length) throw badInput(errors);
}

const like = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/** The ids matching a search, by start time. */
async function matchingIds(em: EntityManager, search: ManifestSearch): Promise<number[]> {
  const { sql, params } = whereOf(search);
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `select m.id from manifest m where ${sql.join(' and ')} order by m.start_date_time asc, m.id asc`, params);
  return rows.map((r) => r.id);
}

/**
 * GET /Manifests/{from}/{to}/Search (office only) as the JSON text of the picked fields (GraphQL's selection,
 * or REST_MANIFEST for the REST shape), written by PostgreSQL from the manifest projection (issue 9 item 3), in
 * the search's order, as pieces of text to be written one after another (projectListJson).
 */
export async function searchManifestsJson(ctx: RequestContext, search: ManifestSearch, picks: readonly Pick[]): Promise<Buffer[]> {
  requireOffice(ctx);
  checkManifestSearch(search);
  const { sql, params } = whereOf(search);
  return projectListJson(ctx, MANIFESTS, `select m.id from manifest m where ${sql.join(' and ')}`, params, picks);
}

/** GET /Manifests/{from}/{to}/Search (office only): manifests with their stops, a fixed number of statements. */
export async function searchManifests(ctx: RequestContext, search: ManifestSearch): Promise<ManifestView[]> {
  requireOffice(ctx);
  checkManifestSearch(search);
  const ids = await matchingIds(ctx.em, search);
  if (!ids.length) return [];
  const found = await ctx.em.find(Manifest, { id: { $in: ids } }, { populate: MANIFEST_POPULATE, strategy: 'select-in' });
  const byId = new Map(found.map((m) => [m.id, m]));
  return withStops(ctx.em, ids.map((id) => byId.get(id)!).filter(Boolean));
}
