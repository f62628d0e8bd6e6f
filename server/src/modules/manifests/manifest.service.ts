/** Reading manifests (office only, spec 2 §6): one manifest, its change log. */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { notFound } from '../../errors.js';
import { readById, type Pick } from '../../graphql/projection.js';
import { ManifestChangeLog } from './manifest.entity.js';
import { loadManifest, type ManifestView } from './manifest.load.js';
import { MANIFESTS } from './manifest.projection.js';

/** GET /Manifests/{id}. */
export async function getManifest(ctx: RequestContext, id: number): Promise<ManifestView> {
  requireOffice(ctx);
  return loadManifest(ctx.em, id);
}

/** GET /Manifests/{id} as the JSON text of the picked GraphQL fields (manifest.projection.ts). */
export async function getManifestJson(ctx: RequestContext, id: number, picks: readonly Pick[]): Promise<string> {
  requireOffice(ctx);
  const row = await readById(ctx, MANIFESTS, id, picks);
  if (!row) throw notFound('The manifest');
  return row.json;
}

/** The change log of a manifest, oldest first (spec 2 §2 change log modal). */
export async function manifestChangeLogs(ctx: RequestContext, id: number): Promise<ManifestChangeLog[]> {
  await getManifest(ctx, id);
  return ctx.em.find(ManifestChangeLog, { manifest: id }, { orderBy: { id: 'asc' } });
}
