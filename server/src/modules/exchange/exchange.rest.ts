/** Transport exchange routes of spec 2 §7 (office only; the services enforce it); thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import { BodyReader } from '../../rest/read.js';
import { pathId } from '../consignments/consignment.rest.js';
import { toRestManifest } from '../manifests/manifest.mapper.js';
import { deliverSandboxProof, rebookWithTransportExchange, removeFromTransportExchange, sendToTransportExchange, type ExchangeOptions } from './exchange.service.js';

function options(body: unknown): ExchangeOptions {
  const r = BodyReader.of(body ?? {});
  const o = { tailLift: r.bool('TailLift'), timed: r.bool('Timed'), notes: r.text('Notes'), version: r.int('Version') };
  r.done();
  return o;
}

/** PUT /Manifests/{id}/SendToTransportExchange, RemoveFromTransportExchange, RebookWithTransportExchange. */
export async function exchangeRoutes(app: FastifyInstance) {
  app.put<{ Params: { id: string } }>('/Manifests/:id/SendToTransportExchange', async (request) =>
    toRestManifest(await sendToTransportExchange(request.ctx, pathId(request.params.id), options(request.body))));

  app.put<{ Params: { id: string } }>('/Manifests/:id/RemoveFromTransportExchange', async (request) =>
    toRestManifest(await removeFromTransportExchange(request.ctx, pathId(request.params.id), options(request.body).version)));

  app.put<{ Params: { id: string } }>('/Manifests/:id/RebookWithTransportExchange', async (request) =>
    toRestManifest(await rebookWithTransportExchange(request.ctx, pathId(request.params.id), options(request.body))));

  // Ours: the sandbox exchange delivers a proof of delivery for one of its postings.
  app.post<{ Params: { reference: string } }>('/TransportExchange/Sandbox/:reference/ProofOfDelivery', async (request) => {
    const txm = await deliverSandboxProof(request.ctx, request.params.reference);
    return { Id: txm.id, ExternalReference: txm.externalReference ?? null, Logs: txm.logs.getItems().map((l) => ({ Action: l.action, Message: l.message ?? null, CreatedAt: l.createdAt.toISOString() })) };
  });
}
