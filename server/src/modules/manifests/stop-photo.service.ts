/**
 * Photos and the drawn signature a driver attaches to one of its stops (issue 8). The image is checked
 * (size by the transport, type by its bytes), stored, linked to the stop and listed on it in one
 * transaction: a refused upload stores nothing.
 */
import { COLLECTION_LIMITS } from '../../domain/collection-limits.js';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { ConsignmentAddress } from '../consignments/consignment-address.entity.js';
import { newStoredFile, type Upload } from '../files/photo.service.js';
import { lockDriverStop, requireDriver } from './manifest.driver.js';
import { publishStopProgress } from './manifest.progress.js';
import { STOP_PHOTO_KINDS, StopPhoto, type StopPhotoKind } from './stop-photo.entity.js';

/** How many goods or paperwork photos one stop keeps (decisions: Driver app). */
export const MAX_STOP_PHOTOS = COLLECTION_LIMITS.photosPerStopKind;

export const STOP_PHOTO_MESSAGES = {
  badKind: 'Kind must be Goods, Paperwork or Signature.',
  signaturePng: 'The signature must be a PNG image.',
  tooMany: (kind: string) => `A stop can have at most ${MAX_STOP_PHOTOS} ${kind.toLowerCase()} photos.`,
} as const;

/** The URL a stored photo is served at (GET /api/Photos/{id}), as listed on the stop. */
export const photoUrl = (fileId: number): string => `/api/Photos/${fileId}`;

/** A kind from the request, or a 400. */
export function stopPhotoKind(raw: unknown): StopPhotoKind {
  const kind = STOP_PHOTO_KINDS.find((k) => k === raw);
  if (!kind) throw badInput([{ field: 'Kind', message: STOP_PHOTO_MESSAGES.badKind }]);
  return kind;
}

/**
 * Stores an image and attaches it to the driver's stop: a goods or paperwork photo is added to its
 * list, a signature (PNG, drawn in the app) replaces the stop's Signature_FileName.
 */
export async function attachStopPhoto(ctx: RequestContext, stopId: number, kind: StopPhotoKind, upload: Upload | undefined): Promise<{ stop: ConsignmentAddress; fileId: number }> {
  const { user, supplierId } = requireDriver(ctx);
  let fileId = 0;
  await ctx.em.transactional(async (em) => {
    const scoped = { ...ctx, em };
    const stop = await lockDriverStop(scoped, stopId, supplierId);
    const file = newStoredFile(em, user.id, upload, ctx.now);
    if (kind === 'Signature' && file.contentType !== 'image/png') throw badInput([{ field: 'File', message: STOP_PHOTO_MESSAGES.signaturePng }]);
    const list = kind === 'Goods' ? stop.goodsPhotos : kind === 'Paperwork' ? stop.paperworkPhotos : null;
    if (list && list.length >= MAX_STOP_PHOTOS) throw badInput([{ field: 'Kind', message: STOP_PHOTO_MESSAGES.tooMany(kind) }]);
    em.create(StopPhoto, { consignmentAddress: stop, file, kind, createdAt: ctx.now });
    await em.flush();
    fileId = file.id;
    if (kind === 'Goods') stop.goodsPhotos = [...stop.goodsPhotos, photoUrl(file.id)];
    else if (kind === 'Paperwork') stop.paperworkPhotos = [...stop.paperworkPhotos, photoUrl(file.id)];
    else stop.signatureFileName = photoUrl(file.id);
  });
  return { stop: await publishStopProgress(ctx, stopId), fileId };
}
