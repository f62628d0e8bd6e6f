/** Manifest routes of behaviour.md "Manifests / Saving a manifest", in the spec's PascalCase; thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import { requireOffice } from '../../context.js';
import { badInput, type FieldError } from '../../errors.js';
import { sendJsonPieces } from '../../pieces.js';
import { pathId, queryFlag, queryValue, queryWhole, type Query } from '../../rest/params.js';
import { BodyReader } from '../../rest/read.js';
import { MANIFEST_SCHEMAS as S } from './manifest.schemas.js';
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
import { callerFirst } from '../../rest/caller-first.js';


/** The manifest search filters of behaviour.md "Manifests / Manifest search and export" from a query string (names as the spec spells them, any case). */
export function parseManifestSearch(from: string, to: string, query: Query): ManifestSearch {
  const text = (key: string) => queryValue(query, key);
  return {
    from, to,
    vehicleType: queryWhole(query, 'vehicleType'),
    customerName: text('customerName'),
    poNumber: text('poNumber'),
    consignmentNumber: queryWhole(query, 'consignmentNumber'),
    manifestNumber: queryWhole(query, 'manifestNumber'),
    collectionAddress: text('collectionAddress'),
    deliveryAddress: text('deliveryAddress'),
    supplierName: text('supplierName'),
    nonSpec: queryFlag(query, 'nonspec'),
    notAcknowledged: queryFlag(query, 'notacknowledged'),
    isBackload: queryFlag(query, 'isbackload'),
    excludeBackload: queryFlag(query, 'excludebackload'),
    isDeleted: queryFlag(query, 'isdeleted'),
  };
}

/** A manifest body: `{Manifest: {...}}` or the manifest itself; stops as `[{Id}]` in order. */
export function parseManifestBody(body: unknown): { input: ManifestInput; customerMessage: string | null } {
  const outer = BodyReader.of(body);
  const r = outer.has('Manifest') ? outer.child('Manifest') : outer;
  const customerMessage = outer.text('CustomerMessage') ?? null;
  if (!r) throw badInput([{ field: 'manifest', message: 'Manifest must be an object' }]);
  const input: ManifestInput = {
    version: r.int('Version'),
    vehicleTypeId: r.id('VehicleType'),
    stopIds: r.ids('ConsignmentAddresses'),
    costPence: r.money('Cost'),
    costManuallySet: r.bool('CostManuallySet'),
    calculateTimes: r.bool('CalculateTimes'),
  };
  return { input, customerMessage };
}

/** Manifest routes (office only; the services enforce it). */
export async function manifestRoutes(app: FastifyInstance) {
  readRoutes(app);
  saveRoutes(app);
  assignmentRoutes(app);
  reportPdfRoutes(app);
}

/** Search, export, one manifest and its change log. */
function readRoutes(app: FastifyInstance) {
  // Written by PostgreSQL (manifest.projection.ts REST_MANIFEST) and sent as it comes.
  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Search', { schema: S.search, config: { cachedSession: true } }, async (request, reply) => {
    const pieces = await searchManifestsJson(request.ctx, parseManifestSearch(request.params.from, request.params.to, request.query), REST_MANIFEST);
    return sendJsonPieces(reply, pieces);
  });

  app.get<{ Params: { from: string; to: string }; Querystring: Query }>('/Manifests/:from/:to/Export', { schema: S.export }, async (request, reply) =>
    exportManifests(request.ctx, parseManifestSearch(request.params.from, request.params.to, request.query), reply));

  app.get<{ Params: { id: string } }>('/Manifests/:id', { schema: S.get }, async (request) => toRestManifest(await getManifest(request.ctx, Number(request.params.id)), viewerOf(request.ctx.user)));

  app.get<{ Params: { id: string } }>('/Manifests/:id/ChangeLogs', { schema: S.changeLogs }, async (request) =>
    (await manifestChangeLogs(request.ctx, Number(request.params.id))).map(toRestManifestChangeLog));
}

/** Creating, saving and deleting a manifest, and setting its costs. */
function saveRoutes(app: FastifyInstance) {
  app.post('/Manifests', { schema: S.create }, async (request, reply) => {
    const { input, customerMessage } = parseManifestBody(request.body);
    return reply.status(201).send(toRestManifest(await createManifest(request.ctx, input, customerMessage), viewerOf(request.ctx.user)));
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id', { schema: S.update }, async (request) => {
    const id = Number(request.params.id);
    return toRestManifest(await updateManifest(request.ctx, id, parseManifestBody(request.body).input), viewerOf(request.ctx.user));
  });

  app.delete<{ Params: { id: string } }>('/Manifests/:id', { schema: S.remove }, async (request, reply) => {
    await deleteManifest(request.ctx, Number(request.params.id));
    return reply.status(204).send();
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id/UpdateCosts', { schema: S.updateCosts, ...callerFirst(requireOffice) }, async (request) => {
    const id = pathId(request.params.id);
    return toRestManifest(await updateCosts(request.ctx, id, parseCostsBody(request.body, id)), viewerOf(request.ctx.user));
  });
}

/** An UpdateCosts body, its types checked by its schema: both costs required, and an Id, when given, the path's. */
function parseCostsBody(body: unknown, id: number) {
  const r = BodyReader.of(body);
  const bodyId = r.int('Id');
  const calculated = r.money('CalculatedCost');
  const cost = r.money('Cost');
  const version = r.int('Version');
  const errors: FieldError[] = [];
  if (calculated == null) errors.push({ field: 'calculatedCost', message: 'CalculatedCost is required' });
  if (cost == null) errors.push({ field: 'cost', message: 'Cost is required' });
  if (bodyId != null && bodyId !== id) errors.push({ field: 'id', message: 'The Id does not match the manifest in the path' });
  if (errors.length) throw badInput(errors);
  return { calculatedCostPence: calculated!, costPence: cost!, version };
}

/** Offering the manifest to suppliers, assigning and sending it, and its acknowledgement. */
function assignmentRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Manifests/:id/Suppliers', { schema: S.suppliers }, async (request) =>
    (await suppliersOffered(request.ctx, Number(request.params.id))).map((s) => ({ Id: s.id, Name: s.name, Email: s.email ?? null })));

  app.put<{ Params: { id: string } }>('/Manifests/:id/AssignSupplier', { schema: S.assign }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const input = { supplierId: r.id('Supplier'), confirmed: r.bool('Confirmed'), version: r.int('Version') };
    return toRestManifest(await assignSupplier(request.ctx, id, input), viewerOf(request.ctx.user));
  });

  app.put<{ Params: { id: string } }>('/Manifests/:id/Send', { schema: S.send }, async (request) => {
    const id = Number(request.params.id);
    const version = BodyReader.of(request.body).int('Version'); // an absent body is read as {}
    return toRestManifest(await sendManifest(request.ctx, id, version), viewerOf(request.ctx.user));
  });

  // behaviour.md "Manifests / Stop progress" date-time editor, Acknowledged step: a time sets it, null (or absent) clears it.
  app.put<{ Params: { id: string } }>('/Manifests/:id/Acknowledgement', { schema: S.acknowledge }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const input = { acknowledgedTime: r.dateTime('AcknowledgedTime') ?? null, version: r.int('Version') };
    return toRestManifest(await setAcknowledgement(request.ctx, id, input), viewerOf(request.ctx.user));
  });
}

/** The manifest report as a PDF, and e-mailing it. */
function reportPdfRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Manifests/:id/Report', { schema: S.report }, async (request, reply) => {
    const { pdf, fileName } = await manifestReport(request.ctx, Number(request.params.id));
    return reply.header('Content-Type', 'application/pdf').header('Filename', fileName).header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
  });

  app.post<{ Querystring: Query }>('/Emails/ManifestReport', { schema: S.emailReport }, async (request, reply) => {
    const r = BodyReader.of(request.body);
    const email = { to: r.text('To') ?? null, subject: r.text('Subject') ?? null, body: r.text('Body') ?? null };
    const bodyId = r.id('Manifest') ?? r.int('ManifestId');
    await emailManifestReport(request.ctx, queryWhole(request.query, 'manifestId') ?? queryWhole(request.query, 'manifest') ?? bodyId ?? null, email);
    return reply.status(202).send({ Queued: true });
  });
}
