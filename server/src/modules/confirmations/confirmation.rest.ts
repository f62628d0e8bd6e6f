/** Completion e-mail routes (spec 2 §7 POST /Emails/Confirmation; the list and skips are ours); thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { BodyReader } from '../../rest/read.js';
import { pathId } from '../consignments/consignment.rest.js';
import { pendingConfirmations, sendConfirmation, skipAllConfirmations, skipConfirmation } from './confirmation.service.js';
import type { PendingConfirmation } from './pending-confirmation.entity.js';

/** A pending confirmation in the spec's PascalCase. */
export function toRestConfirmation(p: PendingConfirmation) {
  return {
    Id: p.id, ConsignmentAddressId: p.consignmentAddressId, ManifestId: p.manifestId ?? null, ConsignmentId: p.consignmentId,
    StopType: p.stopType, To: p.to ?? null, Subject: p.subject, Body: p.body, Status: p.status, CreatedAt: p.createdAt.toISOString(),
  };
}

/** Completion e-mails for the confirm modal (office only; the services enforce it). */
export async function confirmationRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Manifests/:id/PendingConfirmations', async (request) =>
    (await pendingConfirmations(request.ctx, pathId(request.params.id))).map(toRestConfirmation));

  app.post('/Emails/Confirmation', async (request) => {
    const r = BodyReader.of(request.body ?? {});
    const input = { to: r.text('To'), consignmentAddressId: r.id('ConsignmentAddress') ?? r.int('ConsignmentAddressId'), subject: r.text('Subject'), body: r.text('Body') };
    r.done();
    return toRestConfirmation(await sendConfirmation(request.ctx, input));
  });

  app.post('/Emails/Confirmation/Skip', async (request) => {
    const r = BodyReader.of(request.body ?? {});
    const id = r.id('ConsignmentAddress') ?? r.int('ConsignmentAddressId');
    r.done();
    return toRestConfirmation(await skipConfirmation(request.ctx, id ?? 0));
  });

  app.post<{ Params: { id: string } }>('/Manifests/:id/PendingConfirmations/SkipAll', async (request) =>
    ({ Skipped: await skipAllConfirmations(request.ctx, pathId(request.params.id)) }));
}
