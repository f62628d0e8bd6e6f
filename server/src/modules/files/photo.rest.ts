import * as R from '../../rest/schemas.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../../errors.js';
import { idParam } from '../settings/rest-input.js';
import { loadPhoto, storePhoto, type Upload } from './photo.service.js';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Reads the one file field of a multipart request; transport problems become 400s with a clear message naming `what` was expected. */
export async function readUpload(request: FastifyRequest, maxBytes: number, what = 'photo'): Promise<Upload | undefined> {
  if (!request.isMultipart()) throw badInput([{ field: 'File', message: `Send the ${what} as multipart/form-data with one file field.` }]);
  try {
    const part = await request.file();
    if (!part) return undefined;
    return { bytes: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badInput([{ field: 'File', message: `The ${what} is larger than the ${megabytes(maxBytes)} limit.` }]);
    if (code?.startsWith('FST_')) throw badInput([{ field: 'File', message: `Send exactly one ${what} as multipart/form-data.` }]);
    throw error;
  }
}

/**
 * POST /Photos (behaviour.md "Suppliers / Supplier photos": multipart with a file) and GET /Photos/{id}. Multipart parsing is
 * registered here only, so every other /api route keeps accepting JSON bodies alone.
 */
export async function photoRoutes(app: FastifyInstance, options: { maxBytes: number }) {
  const { maxBytes } = options;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  app.post('/Photos', { schema: { summary: 'Uploads a photo.', ...R.Upload('The photo.'), response: R.Answers({ 201: R.Json('Id, ContentType, Size, Sha256.') }) } }, async (request, reply) => {
    const stored = await storePhoto(request.ctx, () => readUpload(request, maxBytes));
    return reply.status(201).send({ Id: stored.id, ContentType: stored.contentType, Size: stored.sizeBytes, Sha256: stored.sha256 });
  });

  app.get<{ Params: { id: string } }>('/Photos/:id', { schema: { summary: 'A photo.', params: R.IdRecordParams(), response: R.Answers({ 200: R.FileAnswer('image/*') }) } }, async (request, reply) => {
    const photo = await loadPhoto(request.ctx, idParam(request.params.id));
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=86400')
      .header('content-disposition', 'inline')
      .send(photo.content);
  });
}
