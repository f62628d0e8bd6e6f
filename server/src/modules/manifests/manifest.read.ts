/**
 * THE manifest read model's GraphQL entry (docs/ARCHITECTURE.md "Read models"): `manifest(id)` and
 * `manifests(search)` read the selection from the manifest catalogue (manifest.projection.ts), PostgreSQL
 * writing the JSON with the derived fields and the field-visibility table applied; REST reads the same
 * catalogue with REST_MANIFEST (getManifestJson, searchManifestsJson). Every selection is served: the catalogue
 * describes every field a manifest reaches. A manifest answered after a write is the entity with the same derived
 * fields (withLoadedStops).
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.js';
import { Lookahead } from '../../graphql/lookahead.js';
import { joinedText } from '../../pieces.js';
import type { Manifest } from './manifest.entity.js';
import { manifestCatalogue } from './manifest.projection.js';
import { searchManifestsJson, type ManifestSearch } from './manifest.search.js';
import { getManifestJson } from './manifest.service.js';

/** A manifest list's or a manifest's GraphQL selection, read against the manifest catalogue. */
export const manifestLookahead = new Lookahead(manifestCatalogue, 'Manifest');

/**
 * The GraphQL `manifest(id)`: the row as PostgreSQL writes the selection. The catalogue describes every field a
 * manifest reaches (read-model.walk.test.ts), so every selection is read here; @include/@skip are decided first.
 */
export async function readManifest(ctx: RequestContext, id: number, info: GraphQLResolveInfo): Promise<Manifest> {
  return JSON.parse(await getManifestJson(ctx, id, manifestLookahead.picks(info))) as Manifest;
}

/** The GraphQL `manifests(search)`, read as readManifest reads one. */
export async function readManifests(ctx: RequestContext, search: ManifestSearch, info: GraphQLResolveInfo): Promise<Manifest[]> {
  return JSON.parse(joinedText(await searchManifestsJson(ctx, search, manifestLookahead.picks(info)))) as Manifest[];
}
