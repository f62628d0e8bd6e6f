/**
 * Driver app routes (supplier users) and the office's stop date-time editor; thin: parse, call, map.
 * Driver writes take an optional Idempotency-Key header: applied once per user, the first answer replayed.
 */
import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../policy/field-visibility.js';
import type { ProgressStep } from '../../domain/manifest.js';
import { BodyReader } from '../../rest/read.js';
import { idempotencyKey, once } from '../idempotency/idempotency.js';
import { acknowledgeManifest, driverManifests, postStopProgress } from './manifest.driver.js';
import { toRestManifest, toRestManifestStop } from './manifest.mapper.js';
import { editStopProgress } from './manifest.progress.js';

/** Routes of the driver app and the progress editor. */
export async function driverRoutes(app: FastifyInstance) {
  app.get('/Driver/Manifests', { schema: { summary: 'The signed-in driver\'s manifests.', response: R.Answers({ 200: R.List(R.Json('A manifest.')) }) } }, async (request) => (await driverManifests(request.ctx)).map((m) => toRestManifest(m, viewerOf(request.ctx.user))));

  app.put<{ Params: { id: string } }>('/Driver/Manifests/:id/Acknowledge', { schema: { summary: 'The driver acknowledges a manifest (Idempotency-Key header optional).', params: R.IdParams(), body: R.Body({ Version: R.Whole('Refuses a stale acknowledgement (608); absent acknowledges what is stored.') }), response: R.Answers({ 200: R.Json('The manifest.') }), ...R.STALE } }, async (request) => {
    const id = Number(request.params.id);
    // The body is optional: { Version } refuses a stale acknowledgement; an empty one acknowledges whatever is stored.
    const r = request.body == null ? null : BodyReader.of(request.body);
    const version = r?.int('Version') ?? null;
    r?.done();
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Acknowledge', id }, async (ctx) => toRestManifest(await acknowledgeManifest(ctx, id, version), viewerOf(ctx.user)));
  });

  app.post<{ Params: { id: string } }>('/Driver/ConsignmentAddresses/:id/Progress', { schema: { summary: 'The driver posts a stop\'s progress step (Idempotency-Key header optional).', params: R.IdParams(), body: R.Body({ Step: R.Text('OnRoute, Arrived or Completed.'), Time: R.DateTime(), SignatureName: R.Text(), Notes: R.Text(), NoPaperworkProvided: R.Flag() }), response: R.Answers({ 200: R.Json('The stop.') }) } }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const input = {
      step: (r.text('Step') ?? '') as ProgressStep, time: r.dateTime('Time'), signatureName: r.text('SignatureName'),
      notes: r.text('Notes'), noPaperworkProvided: r.bool('NoPaperworkProvided'),
    };
    r.done();
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Progress', id, body: request.body }, async (ctx) => toRestManifestStop(await postStopProgress(ctx, id, input), viewerOf(ctx.user)));
  });

  app.put<{ Params: { id: string } }>('/ConsignmentAddresses/:id/Progress', { schema: { summary: 'The office sets or clears a stop\'s progress times.', params: R.IdParams(), body: R.Body({ StartTime: R.DateTime(), ArrivalTime: R.DateTime(), CompletionTime: R.DateTime(), SameForAll: R.Flag() }), response: R.Answers({ 200: R.Json('The stop.') }) } }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const times = { startTime: r.dateTime('StartTime'), arrivalTime: r.dateTime('ArrivalTime'), completionTime: r.dateTime('CompletionTime'), sameForAll: r.bool('SameForAll') };
    r.done();
    return toRestManifestStop(await editStopProgress(request.ctx, id, times), viewerOf(request.ctx.user));
  });
}
