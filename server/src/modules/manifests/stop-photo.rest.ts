/** POST /Driver/ConsignmentAddresses/{id}/Photos?Kind=Goods|Paperwork|Signature (multipart, one file). */
import * as R from '../../rest/schemas.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import { pathId } from '../../rest/params.js';
import { readUpload } from '../files/photo.rest.js';
import { idempotencyKey, once } from '../idempotency/idempotency.js';
import { assertDriverStop, requireDriver } from './manifest.driver.js';
import { toRestManifestStop } from './manifest.mapper.js';
import { attachStopPhoto, photoUrl, stopPhotoKind } from './stop-photo.service.js';
import { createHash } from 'node:crypto';

/** The driver's stop photo route; multipart is registered in this plugin only (like POST /Photos). */
export async function stopPhotoRoutes(app: FastifyInstance, options: { maxBytes: number }) {
  const { maxBytes } = options;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  app.post<{ Params: { id: string }; Querystring: { Kind?: string } }>('/Driver/ConsignmentAddresses/:id/Photos', { schema: { summary: 'The driver attaches a proof photo to a stop (Idempotency-Key header optional).', params: R.TextParams({ id: 'The stop id; read after the driver check.' }), querystring: R.Query({ Kind: R.QueryText('Goods, Paperwork or Signature.') }), ...R.Upload('The photo.'), response: R.Answers({ 201: R.Json('Photo and ConsignmentAddress.') }) } }, async (request, reply) => {
    const { supplierId } = requireDriver(request.ctx);
    const id = pathId(request.params.id);
    await assertDriverStop(request.ctx, id, supplierId);
    const kind = stopPhotoKind(request.query.Kind);
    const key = idempotencyKey(request.headers['idempotency-key']);
    const upload = await readUpload(request, maxBytes);
    const sha = upload ? createHash('sha256').update(upload.bytes).digest('hex') : null;
    const answer = await once(request.ctx, key, { op: 'StopPhoto', id, kind, sha }, async (ctx) => {
      const { stop, fileId } = await attachStopPhoto(ctx, id, kind, upload);
      return { Photo: { Id: fileId, Kind: kind, Url: photoUrl(fileId) }, ConsignmentAddress: toRestManifestStop(stop, viewerOf(ctx.user)) };
    });
    return reply.status(201).send(answer);
  });
}
