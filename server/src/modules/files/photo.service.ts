import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
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
 * Stores one uploaded photo (behaviour.md "Suppliers / Supplier photos": POST /Photos). The caller is checked before the body is read;
 * only JPEG, PNG and WebP bytes are kept (by their magic numbers), so nothing else is ever stored.
 */
export async function storePhoto(ctx: RequestContext, read: () => Promise<Upload | undefined>): Promise<StoredPhoto> {
  const user = requireUploader(ctx);
  const file = newStoredFile(ctx.em, user.id, await read(), ctx.now);
  await ctx.em.flush();
  return { id: file.id, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256 };
}

/**
 * A new stored image (persisted on the next flush) after checking its bytes: a 400 with a clear
 * message for an empty upload or anything that is not JPEG, PNG or WebP, so nothing else is stored.
 */
export function newStoredFile(em: EntityManager, userId: number, upload: Upload | undefined, now: Date): StoredFile {
  if (!upload || upload.bytes.length === 0) throw badInput([{ field: 'File', message: 'Choose a photo to upload.' }]);
  const contentType = sniffImageType(upload.bytes);
  if (!contentType) throw badInput([{ field: 'File', message: 'The file is not a JPEG, PNG or WebP image.' }]);
  return em.create(StoredFile, {
    contentType,
    sizeBytes: upload.bytes.length,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    originalName: upload.filename?.slice(0, 255) || null,
    content: upload.bytes,
    createdBy: em.getReference(User, userId),
    createdAt: now,
  });
}

/**
 * A stored photo's bytes (GET /Photos/{id}). Office users see every photo. A supplier user sees the
 * photos it uploaded, its own supplier's photos and the photos of stops on its supplier's manifests;
 * a customer user sees only the photos of its own customer's stops (proof of delivery).
 */
export async function loadPhoto(ctx: RequestContext, id: number): Promise<{ contentType: string; content: Buffer }> {
  const user = requireUser(ctx);
  const file = await ctx.em.findOne(StoredFile, { id }, { populate: ['content'] });
  if (!file) throw notFound('The photo');
  if (user.role !== UserRole.OFFICE && !(await maySee(ctx.em, user, file))) throw forbidden();
  return { contentType: file.contentType, content: file.content };
}

async function maySee(em: EntityManager, user: User, file: StoredFile): Promise<boolean> {
  const [stop] = await em.getConnection().execute<{ supplier_id: number | null; customer_id: number }[]>(
    `select m.supplier_id, c.customer_id from stop_photo sp
       join consignment_address ca on ca.id = sp.consignment_address_id
       join consignment c on c.id = ca.consignment_id
       left join manifest m on m.id = ca.manifest_id
     where sp.file_id = ?`, [file.id]);
  if (user.role === UserRole.CUSTOMER) {
    if (!user.customer) return false;
    return (!!stop && stop.customer_id === user.customer.id) || isCustomerProof(em, file.id, user.customer.id);
  }
  if (user.role !== UserRole.SUPPLIER) return false;
  if (file.createdBy?.id === user.id) return true;
  if (!user.supplier) return false;
  if (stop?.supplier_id === user.supplier.id) return true;
  return (await em.count(SupplierPhoto, { photo: file.id, supplier: user.supplier.id })) > 0;
}

/**
 * Whether a stop of one of the customer's consignments records the photo as a proof (its '/api/Photos/{id}'
 * path), also for proofs recorded by the office rather than uploaded through the driver app.
 */
async function isCustomerProof(em: EntityManager, photoId: number, customerId: number): Promise<boolean> {
  const path = `/api/Photos/${photoId}`;
  const rows = await em.getConnection().execute<{ found: number }[]>(
    `select 1 as found from consignment_address ca join consignment c on c.id = ca.consignment_id
     where c.customer_id = ? and (ca.goods_photos @> ?::jsonb or ca.paperwork_photos @> ?::jsonb or ca.signature_file_name = ?) limit 1`,
    [customerId, JSON.stringify([path]), JSON.stringify([path]), path],
  );
  return rows.length > 0;
}
