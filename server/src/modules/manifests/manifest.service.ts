/** Reading manifests (office only, behaviour.md "Roles and access / Access rules"): one manifest, its change log. */
import type { RequestContext } from '../../context.js';
import { requireOffice } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Pick } from '../../graphql/projection.js';
import { readById } from '../../graphql/projection.by-id.js';
import { ManifestChangeLog } from './manifest.entity.js';
import { loadManifest, type ManifestView } from './manifest.load.js';
import { MANIFESTS } from './manifest.projection.js';
import { boundedRows } from '../../domain/list-bounds.js';

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

/** The change log of a manifest, oldest first (behaviour.md "Manifests / Manifest screen" change log modal). */
export async function manifestChangeLogs(ctx: RequestContext, id: number): Promise<ManifestChangeLog[]> {
  await getManifest(ctx, id);
  const max = ctx.config.limits.listRows;
  return boundedRows(await ctx.em.find(ManifestChangeLog, { manifest: id }, { orderBy: { id: 'asc' }, limit: max + 1 }), max, 'changes');
}
