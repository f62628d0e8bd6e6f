/** Driver app routes (supplier users) and the office's stop date-time editor; thin: parse, call, map. */
import type { FastifyInstance } from 'fastify';
import type { ProgressStep } from '../../domain/manifest.js';
import { BodyReader } from '../../rest/read.js';
import { pathId } from '../consignments/consignment.rest.js';
import { acknowledgeManifest, driverManifests, postStopProgress } from './manifest.driver.js';
import { toRestManifest, toRestManifestStop } from './manifest.mapper.js';
import { editStopProgress } from './manifest.progress.js';

/** Routes of the driver app and the progress editor. */
export async function driverRoutes(app: FastifyInstance) {
  app.get('/Driver/Manifests', async (request) => (await driverManifests(request.ctx)).map(toRestManifest));

  app.put<{ Params: { id: string } }>('/Driver/Manifests/:id/Acknowledge', async (request) =>
    toRestManifest(await acknowledgeManifest(request.ctx, pathId(request.params.id))));

  app.post<{ Params: { id: string } }>('/Driver/ConsignmentAddresses/:id/Progress', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const input = {
      step: (r.text('Step') ?? '') as ProgressStep, time: r.dateTime('Time'), signatureName: r.text('SignatureName'),
      notes: r.text('Notes'), noPaperworkProvided: r.bool('NoPaperworkProvided'),
    };
    r.done();
    return toRestManifestStop(await postStopProgress(request.ctx, id, input));
  });

  app.put<{ Params: { id: string } }>('/ConsignmentAddresses/:id/Progress', async (request) => {
    const id = pathId(request.params.id);
    const r = BodyReader.of(request.body);
    const times = { startTime: r.dateTime('StartTime'), arrivalTime: r.dateTime('ArrivalTime'), completionTime: r.dateTime('CompletionTime'), sameForAll: r.bool('SameForAll') };
    r.done();
    return toRestManifestStop(await editStopProgress(request.ctx, id, times));
  });
}
