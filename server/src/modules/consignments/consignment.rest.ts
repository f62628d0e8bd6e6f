import type { FastifyInstance } from 'fastify';
import { mayRead } from '../../domain/field-visibility.js';
import { viewerOf } from '../../policy/field-visibility.js';
import { badInput } from '../../errors.js';
import { sendJsonPieces } from '../../pieces.js';
import { queryFlag, queryValue, queryWhole, type Query } from '../../rest/params.js';
import { BodyReader } from '../../rest/read.js';
import { CONSIGNMENT_SCHEMAS as S } from './consignment.schemas.js';
import type { RequestContext } from '../../context.js';
import { requireBookingUser } from './consignment.access.js';
import { toRestChangeLog, toRestConsignment, toRestStop } from './consignment.mapper.js';
import { parseConsignmentBody } from './consignment.parse.js';
import { createConsignment, updateConsignment } from './consignment.save.js';
import type { ConsignmentSearch } from './consignment.search.js';
import { consignmentChangeLogs, copyConsignmentAsQuote, deleteConsignment, requestCancellation, stopsWithoutManifest } from './consignment.service.js';
import { restConsignmentPicks } from './consignment.projection.js';
import { getConsignmentJson, searchConsignmentsJson } from './consignment.read.js';
import { exportConsignments } from './consignment.export.js';
import { consignmentReport, emailConsignmentReport, type ReportOptions } from './consignment.report.js';
import { callerFirst } from '../../rest/caller-first.js';

/** Cost fields are shown to office users only (issue 3 item 7). */
/** Whether the caller reads the office's fields (the field-visibility table's `office` audience): the SQL picks' choice. */
export const showsCost = (ctx: RequestContext): boolean => mayRead('office', viewerOf(ctx.user));


/** The search filters of behaviour.md "Booking / Consignment search and export" from a query string. */
export function parseSearch(from: string, to: string, query: Query): ConsignmentSearch {
  const text = (key: string) => queryValue(query, key);
  return {
    from,
    to,
    vehicleType: queryWhole(query, 'vehicleType'),
    customerName: text('customerName'),
    poNumber: text('poNumber'),
    consignmentNumber: queryWhole(query, 'consignmentNumber'),
    manifestNumber: queryWhole(query, 'manifestNumber'),
    collectionAddress: text('collectionAddress'),
    deliveryAddress: text('deliveryAddress'),
    bookingContact: text('bookingContact'),
    supplierName: text('supplierName'),
    isFrequent: queryFlag(query, 'isFrequent'),
    haveNoManifest: queryFlag(query, 'haveNoManifest'),
    isQuote: queryFlag(query, 'isQuote'),
    isDeleted: queryFlag(query, 'isDeleted'),
  };
}

/** Consignment routes of behaviour.md "Booking / Consignment search and export", in the spec's PascalCase. */
export async function consignmentRoutes(app: FastifyInstance) {
  readRoutes(app);
  saveRoutes(app);
  cancelAndCopyRoutes(app);
  reportPdfRoutes(app);
  stopRoutes(app);
}

/** Search, export, one consignment and its change log. */
function readRoutes(app: FastifyInstance) {
  // Lists and single reads are written by PostgreSQL (consignment.projection.ts) and sent as they come.
  // Hot reads: the session comes from the verified-session cache (users/session.cache.ts), like driver posts.
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Search', { schema: S.search, config: { cachedSession: true } }, async (request, reply) => {
    const pieces = await searchConsignmentsJson(request.ctx, parseSearch(request.params.from, request.params.to, request.query), restConsignmentPicks(showsCost(request.ctx)));
    return sendJsonPieces(reply, pieces);
  });

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Export', { schema: S.export }, async (request, reply) => {
    // behaviour.md "Booking / Consignment search and export": the same filters as the search, booking contact not included
    const search = { ...parseSearch(request.params.from, request.params.to, request.query), bookingContact: undefined };
    return exportConsignments(request.ctx, search, reply);
  });

  app.get<{ Params: { id: string } }>('/Consignments/:id', { schema: S.get, config: { cachedSession: true } }, async (request, reply) => {
    const json = await getConsignmentJson(request.ctx, Number(request.params.id), restConsignmentPicks(showsCost(request.ctx)));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get<{ Params: { id: string } }>('/Consignments/:id/ChangeLogs', { schema: S.changeLogs }, async (request) =>
    (await consignmentChangeLogs(request.ctx, Number(request.params.id))).map(toRestChangeLog));
}

/** Booking, saving and deleting a consignment. */
function saveRoutes(app: FastifyInstance) {
  app.post('/Consignments', { schema: S.create, ...callerFirst(requireBookingUser) }, async (request, reply) => {
    const saved = await createConsignment(request.ctx, parseConsignmentBody(request.body));
    return reply.status(201).send(toRestConsignment(saved, viewerOf(request.ctx.user)));
  });

  app.put<{ Params: { id: string } }>('/Consignments/:id', { schema: S.update, ...callerFirst(requireBookingUser) }, async (request) => {
    const id = Number(request.params.id);
    return toRestConsignment(await updateConsignment(request.ctx, id, parseConsignmentBody(request.body)), viewerOf(request.ctx.user));
  });

  app.delete<{ Params: { id: string } }>('/Consignments/:id', { schema: S.remove }, async (request, reply) => {
    await deleteConsignment(request.ctx, Number(request.params.id));
    return reply.status(204).send();
  });
}

/** A customer's cancellation request (with or without the trailing slash) and copying a consignment as a quote. */
function cancelAndCopyRoutes(app: FastifyInstance) {
  const cancel = async (request: { ctx: RequestContext; body: unknown }) => {
    const r = BodyReader.of(request.body);
    const reference = { id: r.int('Id') ?? r.int('ConsignmentId'), consignmentNumber: r.int('ConsignmentNumber') ?? numberOf(r.text('ConsignmentReference')) };
    return toRestConsignment(await requestCancellation(request.ctx, reference), viewerOf(request.ctx.user));
  };
  app.post('/Consignments/CancellationRequest', { schema: S.cancel }, cancel);
  app.post('/Consignments/CancellationRequest/', { schema: S.cancel }, cancel);

  app.post<{ Params: { id: string } }>('/Consignments/:id/Copy', { schema: S.copy }, async (request, reply) => {
    const copy = await copyConsignmentAsQuote(request.ctx, Number(request.params.id));
    return reply.status(201).send(toRestConsignment(copy, viewerOf(request.ctx.user)));
  });
}

/** The consignment report as a PDF, and e-mailing it. */
function reportPdfRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string }; Querystring: Query }>('/Consignments/:id/Report', { schema: S.report }, async (request, reply) => {
    const { pdf, fileName } = await consignmentReport(request.ctx, Number(request.params.id), reportOptions(request.query));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });

  app.post<{ Querystring: Query }>('/Emails/ConsignmentReport', { schema: S.emailReport }, async (request, reply) => {
    const r = BodyReader.of(request.body);
    const email = { to: r.text('To') ?? null, subject: r.text('Subject') ?? null, body: r.text('Body') ?? null };
    const bodyId = r.int('ConsignmentId');
    const id = queryWhole(request.query, 'consignmentId') ?? queryWhole(request.query, 'id') ?? bodyId ?? null;
    await emailConsignmentReport(request.ctx, id, reportOptions(request.query), email);
    return reply.status(202).send({ Queued: true });
  });
}

/** Stops no manifest carries yet, each with its consignment's number, customer and vehicle type. */
function stopRoutes(app: FastifyInstance) {
  app.get('/ConsignmentAddresses/NoManifest', { schema: S.noManifest }, async (request) =>
    (await stopsWithoutManifest(request.ctx)).map((s) => ({
      ...toRestStop(s, viewerOf(request.ctx.user)),
      ConsignmentId: s.consignment.id,
      ConsignmentNumber: s.consignment.consignmentNumber,
      Customer: { Id: s.consignment.customer.id, Name: s.consignment.customer.name },
      VehicleType: { Id: s.consignment.vehicleType.id, Name: s.consignment.vehicleType.name, Order: s.consignment.vehicleType.order },
    })));
}

/** behaviour.md "Booking / Consignment report and e-mail" report options: show-price, show-photos, show-supplier-notes (either spelling). */
function reportOptions(query: Query): ReportOptions {
  const pick = (...keys: string[]) => keys.map((k) => queryFlag(query, k)).find((v) => v !== undefined) ?? false;
  return { showPrice: pick('showPrice', 'show-price'), showPhotos: pick('showPhotos', 'show-photos'), showSupplierNotes: pick('showSupplierNotes', 'show-supplier-notes') };
}

function numberOf(reference: string | null | undefined): number | undefined {
  if (!reference) return undefined;
  if (!/^\d+$/.test(reference.trim())) throw badInput([{ field: 'consignmentReference', message: 'The consignment reference was not found' }]);
  return Number(reference.trim());
}
