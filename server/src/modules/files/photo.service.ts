import { createHash } from 'node:crypto';
import { requireUser, type RequestContext } from '../../context.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { SupplierPhoto } from '../suppliers/supplier-parts.entity.js';
import { User, UserRole } from '../users/user.entity.js';
import { sniffImageType } from './image-type.js';
import { StoredFile } from './stored-file.entity.js';

/** An uploaded file as the transport read it. */
export interface Upload {
  bytes: Buffer;
  filename?: string;
}

/** What POST /Photos answers: the stored file's id and what was stored. */
export interface StoredPhoto {
  id: number;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** Office users upload supplier photos; supplier (driver) users upload their own goods and paperwork photos. */
function requireUploader(ctx: RequestContext): User {
  const user = requireUser(ctx);
  if (user.role === UserRole.CUSTOMER) throw forbidden();
  return user;
}

/**
 * Stores one uploaded photo (spec 2 §7: POST /Photos). The caller is checked before the body is read;
 * only JPEG, PNG and WebP bytes are kept (by their magic numbers), so nothing else is ever stored.
 */
export async function storePhoto(ctx: RequestContext, read: () => Promise<Upload | undefined>): Promise<StoredPhoto> {
  const user = requireUploader(ctx);
  const upload = await read();
  if (!upload || upload.bytes.length === 0) throw badInput([{ field: 'File', message: 'Choose a photo to upload.' }]);
  const contentType = sniffImageType(upload.bytes);
  if (!contentType) throw badInput([{ field: 'File', message: 'The file is not a JPEG, PNG or WebP image.' }]);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const file = ctx.em.create(StoredFile, {
    contentType,
    sizeBytes: upload.bytes.length,
    sha256,
    originalName: upload.filename?.slice(0, 255) || null,
    content: upload.bytes,
    createdBy: ctx.em.getReference(User, user.id),
    createdAt: ctx.now,
  });
  await ctx.em.flush();
  return { id: file.id, contentType, sizeBytes: file.sizeBytes, sha256 };
}

/**
 * A stored photo's bytes (GET /Photos/{id}). Office users see every photo; a supplier user sees the
 * photos it uploaded and its own supplier's photos; customers see none (their proofs of delivery
 * arrive with the manifest work).
 */
export async function loadPhoto(ctx: RequestContext, id: number): Promise<{ contentType: string; content: Buffer }> {
  const user = requireUser(ctx);
  if (user.role === UserRole.CUSTOMER) throw forbidden();
  const file = await ctx.em.findOne(StoredFile, { id }, { populate: ['content'] });
  if (!file) throw notFound('The photo');
  if (user.role === UserRole.SUPPLIER && file.createdBy?.id !== user.id) {
    const own = user.supplier ? await ctx.em.count(SupplierPhoto, { photo: id, supplier: user.supplier.id }) : 0;
    if (!own) throw forbidden();
  }
  return { contentType: file.contentType, content: file.content };
}
