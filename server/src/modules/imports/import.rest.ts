/**
 * Bulk booking routes (issue 25 item 6). Multipart parsing is registered in this plugin only, with the
 * import's size limit, like POST /Photos.
 */
import * as R from '../../rest/schemas.js';
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { IMPORT_LIMITS } from '../../domain/booking-import.js';
import { badInput } from '../../errors.js';
import { MESSAGE } from '../../rest/body.js';
import { BodyReader } from '../../rest/read.js';
import { pathId } from '../../rest/params.js';
import { requireBookingUser } from '../consignments/consignment.access.js';
import { readUpload } from '../files/photo.rest.js';
import { bookImport } from './import.booking.js';
import { importResult, importTemplate, type Download } from './import.files.js';
import { toRestImport, toRestImportSummary } from './import.mapper.js';
import { IMPORT_MESSAGES, importProgress, loadImport, mapImport, uploadImport } from './import.service.js';
import { callerFirst } from '../../rest/caller-first.js';

type Query = Record<string, string | undefined>;

/** A booking run answers at once; its failure is logged here and shown on the import (Status Failed). */
export function reportFailure(done: Promise<unknown>, log: FastifyBaseLogger): void {
  done.catch((error: unknown) => log.error({ err: error }, 'booking an import stopped'));
}

function customerIdOf(query: Query): number | undefined {
  const raw = query.customerId ?? query.CustomerId;
  return raw === undefined || raw === '' ? undefined : pathId(raw, 'customerId');
}

const IMPORT = R.Json('An import.');
/** Checked before the handler (rest/body.ts) in BodyReader's words (`rowNumbers`, `RowNumbers must be a list of ids`). */
const CHECKED = { checked: true, dialect: 'reader' } as const;
/** The file's own headings are the keys, so the map is free-form: the service checks each heading and field (checkMapping). */
const MAPPING = R.Body({ Mapping: Object.assign(R.Free('Column heading to booking field (or empty to ignore the column); the keys are the file\'s own headings.'), { [MESSAGE]: IMPORT_MESSAGES.mappingShape }) }, 'The columns\' mapping.', CHECKED);
const BOOK = R.Body({ RowNumbers: R.Ids('The rows; none for every valid row.'), AsQuotes: R.Flag('Book them as quotes.') }, 'Which rows to book.', CHECKED);
const SUMMARY = R.Json('An import\'s progress.');

export async function importRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.bytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  const send = (reply: FastifyReply, file: Download) =>
    reply.header('Content-Type', file.contentType).header('Content-Disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`).send(file.bytes);

  app.get<{ Querystring: Query }>('/Imports/Template', { schema: { summary: 'The booking spreadsheet template.', querystring: R.Query({ format: R.QueryText('csv or xlsx.') }), response: R.Answers({ 200: R.FileAnswer('text/csv') }) } }, async (request, reply) => {
    requireBookingUser(request.ctx);
    return send(reply, await importTemplate(request.query.format));
  });

  app.post<{ Querystring: Query }>('/Imports', { schema: { summary: 'Uploads a CSV or Excel file of bookings (200 when the same file came before).', querystring: R.Query({ customerId: R.QueryText('The customer (office users).') }), ...R.Upload('The spreadsheet.'), response: R.Answers({ 200: IMPORT, 201: IMPORT }) } }, async (request, reply) => {
    requireBookingUser(request.ctx); // who first, then the file
    const upload = await readUpload(request, IMPORT_LIMITS.bytes, 'spreadsheet');
    if (!upload) throw badInput([{ field: 'File', message: 'Choose a CSV or Excel file to upload.' }]);
    const view = await uploadImport(request.ctx, { fileName: upload.filename ?? '', bytes: upload.bytes, customerId: customerIdOf(request.query) });
    return reply.status(view.repeated ? 200 : 201).send(toRestImport(view));
  });

  app.get<{ Params: { id: string } }>('/Imports/:id', { schema: { summary: 'An import and its rows.', params: R.IdParams(), response: R.Answers({ 200: IMPORT }) } }, async (request) => toRestImport(await loadImport(request.ctx, Number(request.params.id))));

  app.get<{ Params: { id: string } }>('/Imports/:id/Progress', { schema: { summary: 'How far booking an import has got.', params: R.IdParams(), response: R.Answers({ 200: SUMMARY }) } }, async (request) => toRestImportSummary(await importProgress(request.ctx, Number(request.params.id))));

  app.put<{ Params: { id: string } }>('/Imports/:id/Mapping', { schema: { summary: 'Maps the file\'s columns to booking fields.', params: R.IdParams(), body: MAPPING, response: R.Answers({ 200: IMPORT }) }, ...callerFirst(requireBookingUser) }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const mapping = r.raw('Mapping');
    return toRestImport(await mapImport(request.ctx, id, mapping));
  });

  app.post<{ Params: { id: string } }>('/Imports/:id/Book', { schema: { summary: 'Books the chosen rows (in the background).', params: R.IdParams(), body: BOOK, response: R.Answers({ 202: SUMMARY }) }, ...callerFirst(requireBookingUser) }, async (request, reply) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const choice = { rowNumbers: r.ids('RowNumbers'), asQuotes: r.bool('AsQuotes') ?? false };
    const { batch, done } = await bookImport(request.ctx, id, choice);
    reportFailure(done, request.log);
    return reply.status(202).send(toRestImportSummary(batch));
  });

  app.get<{ Params: { id: string } }>('/Imports/:id/Result', { schema: { summary: 'The file with each row\'s result.', params: R.IdParams(), response: R.Answers({ 200: R.FileAnswer('text/csv') }) } }, async (request, reply) => send(reply, await importResult(request.ctx, Number(request.params.id))));
}
