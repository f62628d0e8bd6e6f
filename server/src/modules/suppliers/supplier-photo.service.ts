import { COLLECTION_LIMITS, roomForOneMore, tooManyItems } from '../../domain/collection-limits.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BUMP_VERSION } from '../../db/versions.js';
import { photoErrors, type PhotoDraft } from '../../domain/supplier.js';
import { requireOffice, type RequestContext } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { StoredFile } from '../files/stored-file.entity.js';
import { SupplierPhoto } from './supplier-parts.entity.js';
import { Supplier } from './supplier.entity.js';

/** A photo added on its own (behaviour.md "Suppliers / Supplier photos": POST /SupplierPhotos) names its supplier. */
export interface SupplierPhotoInput extends PhotoDraft {
  supplierId?: number | null;
}

// behaviour.md "Suppliers / Supplier photos" POST/PUT/DELETE /SupplierPhotos. A photo belongs to the supplier record, so each change
// moves the supplier's version on: a supplier save made from a copy loaded earlier gets the 608
// instead of silently removing the photo.

async function bumpSupplier(em: EntityManager, supplierId: number): Promise<void> {
  await em.execute(`update supplier set ${BUMP_VERSION} where id = ?`, [supplierId]);
}

async function checkFile(ctx: RequestContext, photoId: number): Promise<void> {
  if (!(await ctx.em.count(StoredFile, { id: photoId }))) throw badInput([{ field: 'PhotoId', message: `PhotoId ${photoId} does not exist` }]);
}

async function loadPhoto(ctx: RequestContext, id: number): Promise<SupplierPhoto> {
  const photo = await ctx.em.findOne(SupplierPhoto, { id });
  if (!photo) throw notFound('The supplier photo');
  return photo;
}

/** Adds a described photo (an upload from POST /Photos) to a supplier; office only. */
export async function addSupplierPhoto(ctx: RequestContext, input: SupplierPhotoInput): Promise<SupplierPhoto> {
  requireOffice(ctx);
  const errors = photoErrors(input, 'SupplierPhoto').map((e) => ({ ...e, field: e.field.replace('SupplierPhoto.', '') }));
  if (!input.supplierId) errors.unshift({ field: 'SupplierId', message: 'SupplierId is required' });
  if (errors.length) throw badInput(errors);
  if (!(await ctx.em.count(Supplier, { id: input.supplierId! }))) throw notFound('The supplier');
  if (!roomForOneMore(await ctx.em.count(SupplierPhoto, { supplier: input.supplierId! }), COLLECTION_LIMITS.photosPerSupplier)) {
    throw badInput([{ field: 'SupplierId', message: tooManyItems('supplier', 'photos', COLLECTION_LIMITS.photosPerSupplier) }]);
  }
  await checkFile(ctx, input.photoId!);
  const id = await ctx.em.transactional(async (em) => {
    const photo = em.create(SupplierPhoto, { supplier: em.getReference(Supplier, input.supplierId!), description: input.description!.trim(), photo: em.getReference(StoredFile, input.photoId!) });
    await em.flush();
    await bumpSupplier(em, input.supplierId!);
    return photo.id;
  });
  ctx.em.clear();
  return loadPhoto(ctx, id);
}

/** Changes a photo's description (and file, when a new PhotoId is given); office only. */
export async function updateSupplierPhoto(ctx: RequestContext, id: number, input: SupplierPhotoInput): Promise<SupplierPhoto> {
  requireOffice(ctx);
  const photo = await loadPhoto(ctx, id);
  const draft = { description: input.description, photoId: input.photoId ?? photo.photo.id };
  const errors = photoErrors(draft, 'SupplierPhoto').map((e) => ({ ...e, field: e.field.replace('SupplierPhoto.', '') }));
  if (errors.length) throw badInput(errors);
  if (input.photoId) await checkFile(ctx, input.photoId);
  await ctx.em.transactional(async (em) => {
    const stored = await em.findOneOrFail(SupplierPhoto, { id });
    stored.description = draft.description!.trim();
    stored.photo = em.getReference(StoredFile, draft.photoId);
    await em.flush();
    await bumpSupplier(em, stored.supplier.id);
  });
  ctx.em.clear();
  return loadPhoto(ctx, id);
}

/** Removes a photo from its supplier; the uploaded file stays (it may be referenced elsewhere). */
export async function deleteSupplierPhoto(ctx: RequestContext, id: number): Promise<void> {
  requireOffice(ctx);
  const photo = await loadPhoto(ctx, id);
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(SupplierPhoto, { id });
    await bumpSupplier(em, photo.supplier.id);
  });
}
