/** Transport exchange routes of behaviour.md "Manifests / Transport exchange" (office only; the services enforce it); thin: parse, call, map. */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import { BodyReader } from '../../rest/read.js';
import { toRestManifest } from '../manifests/manifest.mapper.js';
import { deliverSandboxProof, rebookWithTransportExchange, removeFromTransportExchange, sendToTransportExchange, type ExchangeOptions } from './exchange.service.js';

/** The checked body (OPTIONS) mapped to the service's options. */
function options(body: unknown): ExchangeOptions {
  const r = BodyReader.of(body);
  const o = { tailLift: r.bool('TailLift'), timed: r.bool('Timed'), notes: r.text('Notes'), version: r.int('Version') };
  return o;
}

/** Checked before the handler (rest/body.ts) in BodyReader's words (`tailLift`, `TailLift must be true or false`); a missing body reads as empty. */
const OPTIONS = R.Body({
  TailLift: R.Flag('The load needs a tail lift.'), Timed: R.Flag('The collection and delivery are timed.'), Notes: R.Text('Notes for the exchange\'s carriers.'),
  Version: R.Whole('The manifest\'s version loaded; a stale one is refused with 608.'),
}, 'What to post with; every field optional, and the body too (withdrawing needs none).', { checked: true, dialect: 'reader', optional: true });

/** PUT /Manifests/{id}/SendToTransportExchange, RemoveFromTransportExchange, RebookWithTransportExchange. */
export async function exchangeRoutes(app: FastifyInstance) {
  app.put<{ Params: { id: string } }>('/Manifests/:id/SendToTransportExchange', { schema: { summary: 'Posts a manifest to the transport exchange.', params: R.IdParams(), body: OPTIONS, response: R.Answers({ 200: R.Json('The manifest.') }), ...R.STALE } }, async (request) =>
    toRestManifest(await sendToTransportExchange(request.ctx, Number(request.params.id), options(request.body)), viewerOf(request.ctx.user)));

  app.put<{ Params: { id: string } }>('/Manifests/:id/RemoveFromTransportExchange', { schema: { summary: 'Withdraws a manifest from the transport exchange.', params: R.IdParams(), body: OPTIONS, response: R.Answers({ 200: R.Json('The manifest.') }), ...R.STALE } }, async (request) =>
    toRestManifest(await removeFromTransportExchange(request.ctx, Number(request.params.id), options(request.body).version), viewerOf(request.ctx.user)));

  app.put<{ Params: { id: string } }>('/Manifests/:id/RebookWithTransportExchange', { schema: { summary: 'Posts a manifest to the transport exchange again.', params: R.IdParams(), body: OPTIONS, response: R.Answers({ 200: R.Json('The manifest.') }), ...R.STALE } }, async (request) =>
    toRestManifest(await rebookWithTransportExchange(request.ctx, Number(request.params.id), options(request.body)), viewerOf(request.ctx.user)));

  // Ours: the sandbox exchange delivers a proof of delivery for one of its postings.
  app.post<{ Params: { reference: string } }>('/TransportExchange/Sandbox/:reference/ProofOfDelivery', { schema: { summary: 'The sandbox exchange delivers a proof of delivery for one of its postings.', params: R.TextParams({ reference: 'The posting\'s exchange reference.' }), ...R.NO_BODY, response: R.Answers({ 200: R.Json('Id, ExternalReference, Logs.') }) } }, async (request) => {
    const txm = await deliverSandboxProof(request.ctx, request.params.reference);
    return { Id: txm.id, ExternalReference: txm.externalReference ?? null, Logs: txm.logs.getItems().map((l) => ({ Action: l.action, Message: l.message ?? null, CreatedAt: l.createdAt.toISOString() })) };
  });
}
