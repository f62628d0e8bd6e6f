/** Completion e-mail routes (behaviour.md "Manifests / Completion e-mails" POST /Emails/Confirmation; the list and skips are ours); thin: parse, call, map. */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { BodyReader } from '../../rest/read.js';
import { pendingConfirmations, sendConfirmation, skipAllConfirmations, skipConfirmation } from './confirmation.service.js';
import type { PendingConfirmation } from './pending-confirmation.entity.js';

/** A pending confirmation in the spec's PascalCase. */
export function toRestConfirmation(p: PendingConfirmation) {
  return {
    Id: p.id, ConsignmentAddressId: p.consignmentAddressId, ManifestId: p.manifestId ?? null, ConsignmentId: p.consignmentId,
    StopType: p.stopType, To: p.to ?? null, Subject: p.subject, Body: p.body, Status: p.status, CreatedAt: p.createdAt.toISOString(),
  };
}

const CONFIRMATION = R.Json('A pending completion e-mail.');
/** Checked before the handler runs, in BodyReader's words (camelCase paths, no full stop); a missing body is refused. */
const CHECKED = { checked: true, dialect: 'reader' } as const;

/** Completion e-mails for the confirm modal (office only; the services enforce it). */
export async function confirmationRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Manifests/:id/PendingConfirmations', { schema: { summary: 'A manifest\'s completion e-mails waiting to be sent.', params: R.IdParams(), response: R.Answers({ 200: R.List(CONFIRMATION) }) } }, async (request) =>
    (await pendingConfirmations(request.ctx, Number(request.params.id))).map(toRestConfirmation));

  app.post('/Emails/Confirmation', { schema: { summary: 'Sends a completion e-mail.', body: R.Body({ To: R.Text(), ...R.Refs('ConsignmentAddress', 'The stop whose e-mail it is.'), Subject: R.Text(), Body: R.Text() }, 'The e-mail, as edited.', CHECKED), response: R.Answers({ 200: CONFIRMATION }) } }, async (request) => {
    const r = BodyReader.of(request.body);
    const input = { to: r.text('To'), consignmentAddressId: r.id('ConsignmentAddress') ?? r.int('ConsignmentAddressId'), subject: r.text('Subject'), body: r.text('Body') };
    return toRestConfirmation(await sendConfirmation(request.ctx, input));
  });

  app.post('/Emails/Confirmation/Skip', { schema: { summary: 'Skips a completion e-mail.', body: R.Body({ ...R.Refs('ConsignmentAddress', 'The stop whose e-mail it is.') }, undefined, CHECKED), response: R.Answers({ 200: CONFIRMATION }) } }, async (request) => {
    const r = BodyReader.of(request.body);
    const id = r.id('ConsignmentAddress') ?? r.int('ConsignmentAddressId');
    return toRestConfirmation(await skipConfirmation(request.ctx, id ?? 0));
  });

  app.post<{ Params: { id: string } }>('/Manifests/:id/PendingConfirmations/SkipAll', { schema: { summary: 'Skips every waiting completion e-mail of a manifest.', params: R.IdParams(), ...R.NO_BODY, response: R.Answers({ 200: R.Json('Skipped: how many.') }) } }, async (request) =>
    ({ Skipped: await skipAllConfirmations(request.ctx, Number(request.params.id)) }));
}
