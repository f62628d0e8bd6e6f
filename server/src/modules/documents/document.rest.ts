import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { proofOfDelivery } from './proof-of-delivery.js';

/** Document downloads (issue 25 item 5). */
export async function documentRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Consignments/:id/ProofOfDelivery', { schema: { summary: 'The proof-of-delivery document (PDF).', params: R.IdParams(), response: R.Answers({ 200: R.FileAnswer('application/pdf') }) } }, async (request, reply) => {
    const { pdf, fileName } = await proofOfDelivery(request.ctx, Number(request.params.id));
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf);
  });
}
