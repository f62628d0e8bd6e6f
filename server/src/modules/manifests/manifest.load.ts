/**
 * Loading manifests with their ordered stops. The stops point at the manifest (ConsignmentAddress.manifestId),
 * so a list is: one statement for the manifests (joined relations), one for all their stops (select-in
 * relations): a fixed number of statements whatever the number of rows (issue 4 item 2).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { Manifest } from './manifest.entity.js';
import { derivedManifestFields } from './manifest.mapper.js';

/** A manifest and its stops in ManifestOrder. */
export interface ManifestView {
  manifest: Manifest;
  stops: ConsignmentAddress[];
}

/** What a manifest shows. */
export const MANIFEST_POPULATE = ['vehicleType', 'supplier', 'transportExchangeManifests.logs'] as const;

/** What a stop on a manifest shows (behaviour.md "Manifests / Stop progress" ConsignmentAddress and Consignment as seen from a manifest). */
export const STOP_POPULATE = [
  'consignment.customer',
  'consignment.vehicleType',
  'consignment.createdBy',
  'consignmentAddressType',
  'address.country',
  'loadDetails',
  'additionalCharges.additionalCharge',
] as const;

/** The stops of the given manifests, in ManifestOrder, grouped by manifest id. */
export async function stopsOf(em: EntityManager, manifestIds: number[]): Promise<Map<number, ConsignmentAddress[]>> {
  const byManifest = new Map<number, ConsignmentAddress[]>(manifestIds.map((id) => [id, []]));
  if (!manifestIds.length) return byManifest;
  const stops = await em.find(ConsignmentAddress, { manifestId: { $in: manifestIds } }, {
    populate: STOP_POPULATE,
    strategy: 'select-in',
    orderBy: { manifestOrder: 'asc', id: 'asc' },
  });
  for (const stop of stops) byManifest.get(stop.manifestId!)?.push(stop);
  return byManifest;
}

/** Manifests (already found) with their stops. */
export async function withStops(em: EntityManager, manifests: Manifest[]): Promise<ManifestView[]> {
  const stops = await stopsOf(em, manifests.map((m) => m.id));
  return manifests.map((manifest) => ({ manifest, stops: stops.get(manifest.id) ?? [] }));
}

/** One manifest with everything it shows, or a 404. */
export async function loadManifest(em: EntityManager, id: number): Promise<ManifestView> {
  const manifest = await em.findOne(Manifest, { id }, { populate: MANIFEST_POPULATE, strategy: 'select-in' });
  if (!manifest) throw notFound('The manifest');
  const [view] = await withStops(em, [manifest]);
  return view;
}

/**
 * The GraphQL Manifest of a view (a manifest answered after a write): the entity carrying the fields its stops
 * give it, as the read model writes them for reads (derivedManifestFields).
 */
export const withLoadedStops = (view: ManifestView): Manifest => Object.assign(view.manifest, derivedManifestFields(view));
