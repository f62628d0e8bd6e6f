/**
 * Driver app routes (supplier users) and the office's stop date-time editor; thin: parse, call, map.
 * Driver writes take an optional Idempotency-Key header: applied once per user, the first answer replayed.
 */
import type { FastifyInstance } from 'fastify';
import type { ProgressStep } from '../../domain/manifest.js';
import { BodyReader } from '../../rest/read.js';
import { idempotencyKey, once } from '../idempotency/idempotency.js';
import { pathId } from '../consignments/consignment.rest.js';
import { acknowledgeManifest, driverManifests, postStopProgress } from './manifest.driver.js';
import { toRestDriverManifest, toRestDriverStop, toRestManifestStop } from './manifest.mapper.js';
import { editStopProgress } from './manifest.progress.js';

/** Routes of the driver app and the progress editor. */
export async function driverRoutes(app: FastifyInstance) {
  app.get('/Driver/Manifests', async (request) => (await driverManifests(request.ctx)).map(toRestDriverManifest));

  app.put<{ Params: { id: string } }>('/Driver/Manifests/:id/Acknowledge', async (request) => {
    const id = pathId(request.params.id);
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Acknowledge', id }, async (ctx) => toRestDriverManifest(await acknowledgeManifest(ctx, id)));
  });

  app.post<{ Params: { id: string } }>('/Driver/ConsignmentAddresses/:id/Progress', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const input = {
      step: (r.text('Step') ?? '') as ProgressStep, time: r.dateTime('Time'), signatureName: r.text('SignatureName'),
      notes: r.text('Notes'), noPaperworkProvided: r.bool('NoPaperworkProvided'),
    };
    r.done();
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Progress', id, body: request.body }, async (ctx) => toRestDriverStop(await postStopProgress(ctx, id, input)));
  });

  app.put<{ Params: { id: string } }>('/ConsignmentAddresses/:id/Progress', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const times = { startTime: r.dateTime('StartTime'), arrivalTime: r.dateTime('ArrivalTime'), completionTime: r.dateTime('CompletionTime'), sameForAll: r.bool('SameForAll') };
    r.done();
    return toRestManifestStop(await editStopProgress(request.ctx, id, times));
  });
}
