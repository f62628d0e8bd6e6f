/** Manifest routes of spec 2 §7 and spec 1 §7, in the spec's PascalCase; thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { requireOffice } from '../../context.js';
import { badInput } from '../../errors.js';
import { sendJsonPieces } from '../../pieces.js';
import { BodyReader } from '../../rest/read.js';
import { pathId } from '../consignments/consignment.rest.js';
import { setAcknowledgement } from './manifest.acknowledgement.js';
import { exportManifests } from './manifest.export.js';
import { toRestManifest, toRestManifestChangeLog } from './manifest.mapper.js';
import { createManifest, deleteManifest, updateCosts, updateManifest, type ManifestInput } from './manifest.save.js';
import type { ManifestSearch } from './manifest.search.js';
import { searchManifestsJson } from './manifest.search.js';
import { REST_MANIFEST } from './manifest.projection.js';
import { getManifest, manifestChangeLogs } from './manifest.service.js';
import { emailManifestReport, manifestReport } from './manifest.report.js';
import { assignSupplier, sendManifest, suppliersOffered } from './manifest.supplier.js';

type Query = Record<string, string | undefined>;

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

/** The manifest search filters of spec 1 §7 from a query string (names as the spec spells them, any case). */
export function parseManifestSearch(from: string, to: string, query: Query): ManifestSearch {
  const text = (key: string) => queryValue(query, key);
  return {
    from, to,
    vehicleType: whole(query, 'vehicleType'),
    customerName: text('customerName'),
    poNumber: text('poNumber'),
    consignmentNumber: whole(query, 'consignmentNumber'),
    manifestNumber: whole(query, 'manifestNumber'),
    collectionAddress: text('collectionAddress'),
    deliveryAddress: text('deliveryAddress'),
    supplierName: text('supplierName'),
    nonSpec: flag(query, 'nonspec'),
    notAcknowledged: flag(query, 'notacknowledged'),
    isBackload: flag(query, 'isbackload'),
    excludeBackload: flag(query, 'excludebackload'),
    isDeleted: flag(query, 'isdeleted'),
  };
}

/** A manifest body: `{Manifest: {...}}` or the manifest itself; stops as `[{Id}]` in order. */
export function parseManifestBody(body: unknown): { input: ManifestInput; customerMessage: string | null } {
  const outer = BodyReader.of(body);
  const r = outer.has('Manifest') ? outer.child('Manifest') : outer;
  const customerMessage = outer.text('CustomerMessage') ?? null;
  if (!r) { outer.done(); throw badInput([{ field: 'manifest', message: 'Manifest must be an object' }]); }
  const input: ManifestInput = {
    version: r.int('Version'),
    vehicleTypeId: r.id('VehicleType'),
    stopIds: r.ids('ConsignmentAddresses'),
    costPence: r.money('Cost'),
    costManuallySet: r.bool('CostManuallySet'),
    calculateTimes: r.bool('CalculateTimes'),
  };
  outer.done();
  return { input, customerMessage };
}

/** Manifest routes (office only; the services enforce it). */
export async function manifestRoutes(app: FastifyInstance) {
  // Written by PostgreSQL (manifest.projection.ts REST_MANIFEST) and sent as it comes.
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Search', { config: { cachedSession: true } }, async (request, reply) => {
    const pieces = await searchManifestsJson(request.ctx, parseManifestSearch(request.params.from, request.params.to, request.query), REST_MANIFEST);
    return sendJsonPieces(reply, pieces);
  });

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Export', async (request, reply) =>
    exportManifests(request.ctx, parseManifestSearch(request.params.from, request.params.to, request.query), reply));

  app.get<{ Params: { id: string } }>('/Manifests/:id', async (request) => toRestManifest(await getManifest(request.ctx, pathId(request.params.id))));

  app.get<{ Params: { id: string } }>('/Manifests/:id/ChangeLogs', async (request) =>
    (await manifestChangeLogs(request.ctx, pathId(request.params.id))).map(toRestManifestChangeLog));

  app.post('/Manifests', async (request, reply) => {
    const { input, customerMessage } = parseManifestBody(request.body);
    return reply.status(201).send(toRestManifest(await createManifest(request.ctx, input, customerMessage)));
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id', async (request) => {
    const id = pathId(request.params.id);
    return toRestManifest(await updateManifest(request.ctx, id, parseManifestBody(request.body).input));
  });

  app.delete<{ Params: { id: string } }>('/Manifests/:id', async (request, reply) => {
    await deleteManifest(request.ctx, pathId(request.params.id));
    return reply.status(204).send();
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id/UpdateCosts', async (request) => {
    requireOffice(request.ctx); // who first, then the body
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const bodyId = r.int('Id');
    const calculated = r.money('CalculatedCost');
    const cost = r.money('Cost');
    const version = r.int('Version');
    if (calculated == null && !r.errors.some((e) => e.field === 'calculatedCost')) r.errors.push({ field: 'calculatedCost', message: 'CalculatedCost is required' });
    if (cost == null && !r.errors.some((e) => e.field === 'cost')) r.errors.push({ field: 'cost', message: 'Cost is required' });
    if (bodyId != null && bodyId !== id) r.errors.push({ field: 'id', message: 'The Id does not match the manifest in the path' });
    r.done();
    return toRestManifest(await updateCosts(request.ctx, id, { calculatedCostPence: calculated!, costPence: cost!, version }));
  });

  app.get<{ Params: { id: string } }>('/Manifests/:id/Suppliers', async (request) =>
    (await suppliersOffered(request.ctx, pathId(request.params.id))).map((s) => ({ Id: s.id, Name: s.name, Email: s.email ?? null })));

  app.put<{ Params: { id: string } }>('/Manifests/:id/AssignSupplier', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const input = { supplierId: r.id('Supplier'), confirmed: r.bool('Confirmed'), version: r.int('Version') };
    r.done();
    return toRestManifest(await assignSupplier(request.ctx, id, input));
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id/Send', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body ?? {});
    const version = r.int('Version');
    r.done();
    return toRestManifest(await sendManifest(request.ctx, id, version));
  });

  // spec 2 §4 date-time editor, Acknowledged step: a time sets it, null (or absent) clears it.
  app.put<{ Params: { id: string } }>('/Manifests/:id/Acknowledgement', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const input = { acknowledgedTime: r.dateTime('AcknowledgedTime') ?? null, version: r.int('Version') };
    r.done();
    return toRestManifest(await setAcknowledgement(request.ctx, id, input));
  });

  app.get<{ Params: { id: string } }>('/Manifests/:id/Report', async (request, reply) => {
    const { pdf, fileName } = await manifestReport(request.ctx, pathId(request.params.id));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });

  app.post<{ Querystring: Query }>('/Emails/ManifestReport', async (request, reply) => {
    const r = BodyReader.of(request.body);
    const email = { to: r.text('To') ?? null, subject: r.text('Subject') ?? null, body: r.text('Body') ?? null };
    const bodyId = r.id('Manifest') ?? r.int('ManifestId');
    r.done();
    await emailManifestReport(request.ctx, whole(request.query, 'manifestId') ?? whole(request.query, 'manifest') ?? bodyId ?? null, email);
    return reply.status(202).send({ Queued: true });
  });
}
