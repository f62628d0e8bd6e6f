import type { FastifyInstance } from 'fastify';
import { UserRole } from '../users/user.entity.js';
import { badInput } from '../../errors.js';
import { sendJsonPieces } from '../../pieces.js';
import { BodyReader } from '../../rest/read.js';
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

type Query = Record<string, string | undefined>;

/** A path id: a positive whole number, or a 400. */
export function pathId(value: string, field = 'id'): number {
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw badInput([{ field, message: `The ${field} must be a positive whole number.` }]);
  return id;
}

/** Cost fields are shown to office users only (issue 3 item 7). */
export const showsCost = (ctx: RequestContext): boolean => ctx.user?.role === UserRole.OFFICE;

function queryValue(query: Query, key: string): string | undefined {
  const found = Object.keys(query).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : query[found];
}

function flag(query: Query, key: string): boolean | undefined {
  const v = queryValue(query, key);
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badInput([{ field: key, message: `${key} must be true or false` }]);
}

function whole(query: Query, key: string): number | undefined {
  const v = queryValue(query, key);
  if (v === undefined || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw badInput([{ field: key, message: `${key} must be a whole number` }]);
  return Number(v);
}

/** The search filters of spec 1 §7 from a query string. */
export function parseSearch(from: string, to: string, query: Query): ConsignmentSearch {
  const text = (key: string) => queryValue(query, key);
  return {
    from,
    to,
    vehicleType: whole(query, 'vehicleType'),
    customerName: text('customerName'),
    poNumber: text('poNumber'),
    consignmentNumber: whole(query, 'consignmentNumber'),
    manifestNumber: whole(query, 'manifestNumber'),
    collectionAddress: text('collectionAddress'),
    deliveryAddress: text('deliveryAddress'),
    bookingContact: text('bookingContact'),
    supplierName: text('supplierName'),
    isFrequent: flag(query, 'isFrequent'),
    haveNoManifest: flag(query, 'haveNoManifest'),
    isQuote: flag(query, 'isQuote'),
    isDeleted: flag(query, 'isDeleted'),
  };
}

/** Consignment routes of spec 1 §7, in the spec's PascalCase. */
export async function consignmentRoutes(app: FastifyInstance) {
  // Lists and single reads are written by PostgreSQL (consignment.projection.ts) and sent as they come.
  // Hot reads: the session comes from the verified-session cache (users/session.cache.ts), like driver posts.
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Search', { config: { cachedSession: true } }, async (request, reply) => {
    const pieces = await searchConsignmentsJson(request.ctx, parseSearch(request.params.from, request.params.to, request.query), restConsignmentPicks(showsCost(request.ctx)));
    return sendJsonPieces(reply, pieces);
  });

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Consignments/:from/:to/Export', async (request, reply) => {
    // spec 1 §7: the same filters as the search, booking contact not included
    const search = { ...parseSearch(request.params.from, request.params.to, request.query), bookingContact: undefined };
    return exportConsignments(request.ctx, search, reply);
  });

  app.get<{ Params: { id: string } }>('/Consignments/:id', { config: { cachedSession: true } }, async (request, reply) => {
    const json = await getConsignmentJson(request.ctx, pathId(request.params.id), restConsignmentPicks(showsCost(request.ctx)));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get<{ Params: { id: string } }>('/Consignments/:id/ChangeLogs', async (request) =>
    (await consignmentChangeLogs(request.ctx, pathId(request.params.id))).map(toRestChangeLog));

  app.post('/Consignments', async (request, reply) => {
    requireBookingUser(request.ctx); // who first, then the body
    const saved = await createConsignment(request.ctx, parseConsignmentBody(request.body));
    return reply.status(201).send(toRestConsignment(saved, showsCost(request.ctx)));
  });

  app.put<{ Params: { id: string } }>('/Consignments/:id', async (request) => {
    const id = pathId(request.params.id);
    requireBookingUser(request.ctx); // who first, then the body
    return toRestConsignment(await updateConsignment(request.ctx, id, parseConsignmentBody(request.body)), showsCost(request.ctx));
  });

  app.delete<{ Params: { id: string } }>('/Consignments/:id', async (request, reply) => {
    await deleteConsignment(request.ctx, pathId(request.params.id));
    return reply.status(204).send();
  });

  const cancel = async (request: { ctx: RequestContext; body: unknown }) => {
    const r = BodyReader.of(request.body);
    const reference = { id: r.int('Id') ?? r.int('ConsignmentId'), consignmentNumber: r.int('ConsignmentNumber') ?? numberOf(r.text('ConsignmentReference')) };
    r.done();
    return toRestConsignment(await requestCancellation(request.ctx, reference), showsCost(request.ctx));
  };
  app.post('/Consignments/CancellationRequest', cancel);
  app.post('/Consignments/CancellationRequest/', cancel);

  app.post<{ Params: { id: string } }>('/Consignments/:id/Copy', async (request, reply) => {
    const copy = await copyConsignmentAsQuote(request.ctx, pathId(request.params.id));
    return reply.status(201).send(toRestConsignment(copy, showsCost(request.ctx)));
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/Consignments/:id/Report', async (request, reply) => {
    const { pdf, fileName } = await consignmentReport(request.ctx, pathId(request.params.id), reportOptions(request.query));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });

  app.post<{ Querystring: Query }>('/Emails/ConsignmentReport', async (request, reply) => {
    const r = BodyReader.of(request.body);
    const email = { to: r.text('To') ?? null, subject: r.text('Subject') ?? null, body: r.text('Body') ?? null };
    const bodyId = r.int('ConsignmentId');
    r.done();
    const id = whole(request.query, 'consignmentId') ?? whole(request.query, 'id') ?? bodyId ?? null;
    await emailConsignmentReport(request.ctx, id, reportOptions(request.query), email);
    return reply.status(202).send({ Queued: true });
  });

  app.get('/ConsignmentAddresses/NoManifest', async (request) =>
    (await stopsWithoutManifest(request.ctx)).map((s) => ({
      ...toRestStop(s, true),
      ConsignmentId: s.consignment.id,
      ConsignmentNumber: s.consignment.consignmentNumber,
      Customer: { Id: s.consignment.customer.id, Name: s.consignment.customer.name },
      VehicleType: { Id: s.consignment.vehicleType.id, Name: s.consignment.vehicleType.name, Order: s.consignment.vehicleType.order },
    })));
}

/** spec 1 §7 report options: show-price, show-photos, show-supplier-notes (either spelling). */
function reportOptions(query: Query): ReportOptions {
  const pick = (...keys: string[]) => keys.map((k) => flag(query, k)).find((v) => v !== undefined) ?? false;
  return { showPrice: pick('showPrice', 'show-price'), showPhotos: pick('showPhotos', 'show-photos'), showSupplierNotes: pick('showSupplierNotes', 'show-supplier-notes') };
}

function numberOf(reference: string | null | undefined): number | undefined {
  if (!reference) return undefined;
  if (!/^\d+$/.test(reference.trim())) throw badInput([{ field: 'consignmentReference', message: 'The consignment reference was not found' }]);
  return Number(reference.trim());
}
