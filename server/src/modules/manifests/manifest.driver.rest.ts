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

/** Checked before the handler runs, in BodyReader's words (camelCase paths, no full stop). */
const CHECKED = { checked: true, dialect: 'reader' } as const;
/** The driver's acknowledgement may come without a body (the offline queue sends none when it has no version): read as `{}`. */
const ACKNOWLEDGE = R.Body({ Version: R.Whole('Refuses a stale acknowledgement (608); absent acknowledges what is stored.') }, 'May be left out.', { ...CHECKED, optional: true });
const PROGRESS = R.Body({
  Step: R.Text('OnRoute, Arrived or Completed.'), Time: R.DateTime('When it happened; absent for now.'), SignatureName: R.Text(), Notes: R.Text(), NoPaperworkProvided: R.Flag(),
}, 'A progress step.', CHECKED);
const PROGRESS_TIMES = R.Body({ StartTime: R.DateTime(), ArrivalTime: R.DateTime(), CompletionTime: R.DateTime(), SameForAll: R.Flag() }, 'Times to set (null clears one).', CHECKED);

/** Routes of the driver app and the progress editor. */
export async function driverRoutes(app: FastifyInstance) {
  app.get('/Driver/Manifests', { schema: { summary: 'The signed-in driver\'s manifests.', response: R.Answers({ 200: R.List(R.Json('A manifest.')) }) } }, async (request) => (await driverManifests(request.ctx)).map((m) => toRestManifest(m, viewerOf(request.ctx.user))));

  app.put<{ Params: { id: string } }>('/Driver/Manifests/:id/Acknowledge', { schema: { summary: 'The driver acknowledges a manifest (Idempotency-Key header optional).', params: R.IdParams(), body: ACKNOWLEDGE, response: R.Answers({ 200: R.Json('The manifest.') }), ...R.STALE } }, async (request) => {
    const id = Number(request.params.id);
    // The body is optional (read as {}): { Version } refuses a stale acknowledgement; none acknowledges whatever is stored.
    const version = BodyReader.of(request.body).int('Version') ?? null;
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Acknowledge', id }, async (ctx) => toRestManifest(await acknowledgeManifest(ctx, id, version), viewerOf(ctx.user)));
  });

  app.post<{ Params: { id: string } }>('/Driver/ConsignmentAddresses/:id/Progress', { schema: { summary: 'The driver posts a stop\'s progress step (Idempotency-Key header optional).', params: R.IdParams(), body: PROGRESS, response: R.Answers({ 200: R.Json('The stop.') }) } }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const input = {
      step: (r.text('Step') ?? '') as ProgressStep, time: r.dateTime('Time'), signatureName: r.text('SignatureName'),
      notes: r.text('Notes'), noPaperworkProvided: r.bool('NoPaperworkProvided'),
    };
    const key = idempotencyKey(request.headers['idempotency-key']);
    return once(request.ctx, key, { op: 'Progress', id, body: request.body }, async (ctx) => toRestManifestStop(await postStopProgress(ctx, id, input), viewerOf(ctx.user)));
  });

  app.put<{ Params: { id: string } }>('/ConsignmentAddresses/:id/Progress', { schema: { summary: 'The office sets or clears a stop\'s progress times.', params: R.IdParams(), body: PROGRESS_TIMES, response: R.Answers({ 200: R.Json('The stop.') }) } }, async (request) => {
    const id = Number(request.params.id);
    const r = BodyReader.of(request.body);
    const times = { startTime: r.dateTime('StartTime'), arrivalTime: r.dateTime('ArrivalTime'), completionTime: r.dateTime('CompletionTime'), sameForAll: r.bool('SameForAll') };
    return toRestManifestStop(await editStopProgress(request.ctx, id, times), viewerOf(request.ctx.user));
  });
}
