import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { MESSAGE } from '../../rest/body.js';
import type { Webhook, WebhookDelivery } from './webhook.entity.js';
import { createWebhook, deleteWebhook, findWebhook, listDeliveries, listWebhooks, retryDelivery, updateWebhook, type WebhookInput } from './webhook.service.js';

/** The PascalCase shape of an endpoint; its secret only when it was just made. */
function toRestWebhook(w: Webhook) {
  return {
    Id: w.id, Url: w.url, Events: w.events, Description: w.description ?? null, Enabled: w.enabled,
    FailingSince: w.failingSince?.toISOString() ?? null, DisabledReason: w.disabledReason ?? null, DateCreated: w.createdAt.toISOString(),
  };
}

function toRestDelivery(d: WebhookDelivery) {
  const iso = (x: Date | null | undefined) => x?.toISOString() ?? null;
  return {
    Id: d.id, MessageId: d.messageId, EventType: d.eventType, Status: d.status, Attempts: d.attempts, NextAttemptAt: iso(d.nextAttemptAt),
    LastStatusCode: d.lastStatusCode ?? null, LastError: d.lastError ?? null, DeliveredAt: iso(d.deliveredAt), DateCreated: iso(d.createdAt),
  };
}

/** The endpoint as the route's schema checked it (PascalCase fields, each text, a list of text or a flag). */
function inputOf(b: Record<string, unknown>): WebhookInput {
  return { url: b.Url as string | null | undefined, events: b.Events as string[] | null | undefined, description: b.Description as string | null | undefined, enabled: b.Enabled as boolean | null | undefined };
}

const HOOK = R.Json('Id, Url, Events, Description, Enabled, FailingSince, DisabledReason, DateCreated (and Secret when made).');
const DELIVERY = R.Json('Id, MessageId, EventType, Status, Attempts, NextAttemptAt, LastStatusCode, LastError, DeliveredAt, DateCreated.');
const ID = R.IdRecordParams();
const EVENTS = '{Key} must be a list of event types.';
/** The settings' words ('Url must be text.'), fields in PascalCase; a missing body reads as {}. */
const BODY = R.Body({
  Url: R.Text('https in production.'), Events: R.List(R.Type.String({ [MESSAGE]: EVENTS }), 'Event types, e.g. consignment.created; empty for all.', EVENTS),
  Description: R.Text(), Enabled: R.Flag(),
}, 'The endpoint.', { checked: true, dialect: 'settings' });

/** Webhooks over REST (issue 24 item 5): admins, and keys with the webhooks scope. */
export async function webhookRoutes(app: FastifyInstance) {
  app.get('/Webhooks', { schema: { summary: 'The webhook endpoints (never their secrets).', response: R.Answers({ 200: R.List(HOOK) }) } }, async (request) => (await listWebhooks(request.ctx)).map(toRestWebhook));
  app.post<{ Body: Record<string, unknown> }>('/Webhooks', { schema: { summary: 'Registers an endpoint; its Secret (whsec_...) is shown once.', body: BODY, response: R.Answers({ 201: HOOK }) } }, async (request, reply) => {
    const { webhook, secret } = await createWebhook(request.ctx, inputOf(request.body));
    return reply.status(201).send({ ...toRestWebhook(webhook), Secret: secret });
  });
  app.get<{ Params: { id: string } }>('/Webhooks/:id', { schema: { summary: 'One endpoint.', params: ID, response: R.Answers({ 200: HOOK }) } }, async (request) => toRestWebhook(await findWebhook(request.ctx, Number(request.params.id))));
  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>('/Webhooks/:id', { schema: { summary: 'Changes an endpoint.', params: ID, body: BODY, response: R.Answers({ 200: HOOK }) } }, async (request) => toRestWebhook(await updateWebhook(request.ctx, Number(request.params.id), inputOf(request.body))));
  app.delete<{ Params: { id: string } }>('/Webhooks/:id', { schema: { summary: 'Removes an endpoint.', params: ID, response: R.Answers({ 200: HOOK }) } }, async (request) => toRestWebhook(await deleteWebhook(request.ctx, Number(request.params.id))));
  app.get<{ Params: { id: string } }>('/Webhooks/:id/Deliveries', { schema: { summary: 'An endpoint\'s recent deliveries.', params: ID, response: R.Answers({ 200: R.List(DELIVERY) }) } }, async (request) => (await listDeliveries(request.ctx, Number(request.params.id))).map(toRestDelivery));
  app.post<{ Params: { id: string; deliveryId: string } }>('/Webhooks/:id/Deliveries/:deliveryId/Retry', { schema: { summary: 'Delivers a delivery again (same webhook-id).', params: R.Type.Object({ id: R.RecordId(), deliveryId: R.RecordId('DeliveryId') }), ...R.NO_BODY, response: R.Answers({ 200: DELIVERY }) } }, async (request) =>
    toRestDelivery(await retryDelivery(request.ctx, Number(request.params.id), Number(request.params.deliveryId))));
}
