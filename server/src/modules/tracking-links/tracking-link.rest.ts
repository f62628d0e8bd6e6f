import * as R from '../../rest/schemas.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { normaliseIp } from '../../auth/ip.js';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { pathId } from '../../rest/params.js';
import type { TrackingLink } from './tracking-link.entity.js';
import { takeTrackingRead } from './tracking-link.limit.js';
import { goneTrackingPage, trackingPage } from './tracking-link.page.js';
import { createTrackingLink, revokeTrackingLink, trackingLinksOf } from './tracking-link.service.js';
import { trackingPhoto, trackingView } from './tracking-link.view.js';

/** The PascalCase shape of a link; never its token or hash. */
export function toRestTrackingLink(l: TrackingLink) {
  return { Id: l.id, ConsignmentId: l.consignment.id, DateCreated: l.createdAt.toISOString(), RevokedAt: l.revokedAt?.toISOString() ?? null };
}

const LINK = R.Json('Id, ConsignmentId, DateCreated, RevokedAt.');

/** Tracking links over REST (office users and the consignment's customer): list, make (the link shown once), revoke. */
export async function trackingLinkRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/Consignments/:id/TrackingLinks', { schema: { summary: 'A consignment\'s tracking links (never their tokens).', params: R.IdParams(), response: R.Answers({ 200: R.List(LINK) }) } }, async (request) =>
    (await trackingLinksOf(request.ctx, Number(request.params.id))).map(toRestTrackingLink));

  app.post<{ Params: { id: string } }>('/Consignments/:id/TrackingLinks', { schema: { summary: 'Makes a tracking link; its Url and Token are shown once.', params: R.IdParams(), ...R.NO_BODY, response: R.Answers({ 201: LINK }) } }, async (request, reply) => {
    const issued = await createTrackingLink(request.ctx, Number(request.params.id));
    return reply.status(201).send({ ...toRestTrackingLink(issued.link), Url: issued.path, Token: issued.token });
  });

  app.put<{ Params: { id: string } }>('/TrackingLinks/:id/Revoke', { schema: { summary: 'Revokes a tracking link.', params: R.IdParams(), ...R.NO_BODY, response: R.Answers({ 200: LINK }) } }, async (request) => toRestTrackingLink(await revokeTrackingLink(request.ctx, Number(request.params.id))));
}

/**
 * The recipient's side, outside /api and without sign-in: `/t/{token}` (the page), `/t/{token}/status` (the
 * same view as JSON) and `/t/{token}/photos/{id}` (a proof photo). Each read counts against the link's and the
 * address's budgets first.
 */
export function trackingPageRoutes(orm: MikroORM, config: Config) {
  return async (app: FastifyInstance) => {
    const read = async (request: { ip: string }, token: string) => {
      const now = new Date();
      await takeTrackingRead(config, token, normaliseIp(request.ip), now);
      return { em: orm.em.fork(), now };
    };
    const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');

    app.get<{ Params: { token: string } }>('/t/:token', async (request, reply) => {
      privately(reply).type('text/html; charset=utf-8');
      try {
        const { em, now } = await read(request, request.params.token);
        return trackingPage(await trackingView(em, config, request.params.token, now));
      } catch (error) {
        // A person opened this: the refusal is a page, with the same status REST would give.
        if (!(error instanceof DomainError)) throw error;
        return reply.status(error.status).send(goneTrackingPage(error.message));
      }
    });

    app.get<{ Params: { token: string } }>('/t/:token/status', async (request, reply) => {
      const { em, now } = await read(request, request.params.token);
      return privately(reply).send(await trackingView(em, config, request.params.token, now));
    });

    app.get<{ Params: { token: string; id: string } }>('/t/:token/photos/:id', async (request, reply) => {
      const { em, now } = await read(request, request.params.token);
      const photo = await trackingPhoto(em, config, request.params.token, pathId(request.params.id), now);
      return privately(reply).type(photo.contentType).send(photo.content);
    });
  };
}
