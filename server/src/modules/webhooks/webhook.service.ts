import { COLLECTION_LIMITS, collectionErrors } from '../../domain/collection-limits.js';
import { lookup } from 'node:dns/promises';
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { encodeCursor } from '../../domain/events.js';
import { endpointAddressRefusal, endpointUrlRefusal, unknownEventTypes, type EndpointRules } from '../../domain/webhooks.js';
import type { Config } from '../../config.js';
import { badInput, forbidden, notFound, type FieldError } from '../../errors.js';
import { requireAdmin, requireUser } from '../../policy/roles.js';
import { announceEvents } from '../events/event.record.js';
import { headCursor } from '../events/event.read.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';

/** What registering or changing an endpoint sends. */
export interface WebhookInput {
  url?: string | null;
  events?: string[] | null;
  description?: string | null;
  enabled?: boolean | null;
}

export const rulesOf = (config: Config): EndpointRules => ({ production: config.env === 'production', allowedHosts: config.webhooks.allowedHosts });

/** Why an endpoint may not be called now (its URL, then the addresses its host resolves to); null when it may. */
export async function endpointRefusal(text: string, rules: EndpointRules): Promise<string | null> {
  const early = endpointUrlRefusal(text, rules);
  if (early || !rules.production) return early;
  const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true }).then((found) => found.map((a) => a.address), () => []);
  return endpointAddressRefusal(host, addresses, rules);
}

/**
 * Who may manage webhooks (issue 24 item 5): office admins, and API keys given the `webhooks` scope. A key
 * sees only the endpoints it registered; an admin sees all.
 */
function manager(ctx: RequestContext): { keyId: number | null } {
  if (ctx.apiKey) {
    requireUser(ctx);
    if (!ctx.apiKey.webhooks) throw forbidden('This API key may not manage webhooks (it needs the webhooks scope).');
    return { keyId: ctx.apiKey.id };
  }
  requireAdmin(ctx);
  return { keyId: null };
}

async function checked(ctx: RequestContext, input: WebhookInput, creating: boolean): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (creating || input.url != null) {
    const refusal = typeof input.url === 'string' ? await endpointRefusal(input.url.trim(), rulesOf(ctx.config)) : 'Url is required.';
    if (refusal) errors.push({ field: 'Url', message: refusal });
  }
  if (input.events != null) {
    const unknown = Array.isArray(input.events) ? unknownEventTypes(input.events) : ['(not a list)'];
    if (unknown.length) errors.push({ field: 'Events', message: `Unknown event types: ${unknown.join(', ')}.` });
    else errors.push(...collectionErrors('webhook', [['Events', 'event types', input.events, COLLECTION_LIMITS.eventsPerWebhook]]));
  }
  if (input.description != null && (typeof input.description !== 'string' || input.description.length > 500)) errors.push({ field: 'Description', message: 'Description is text of at most 500 characters.' });
  return errors;
}

/** POST /Webhooks: registers an endpoint that hears, from now on, what its registrant may see; the secret is shown once. */
export async function createWebhook(ctx: RequestContext, input: WebhookInput): Promise<{ webhook: Webhook; secret: string }> {
  const { keyId } = manager(ctx);
  const errors = await checked(ctx, input, true);
  if (errors.length) throw badInput(errors);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const webhook = ctx.em.create(Webhook, {
    url: input.url!.trim(), events: [...new Set(input.events ?? [])], description: input.description ?? null, secret,
    owner: ctx.user!, apiKey: keyId, cursor: encodeCursor(await headCursor(ctx.em)), createdAt: ctx.now,
  });
  await ctx.em.flush();
  return { webhook, secret };
}

/** GET /Webhooks: an admin's list is every endpoint; a key's, its own. */
export async function listWebhooks(ctx: RequestContext): Promise<Webhook[]> {
  const { keyId } = manager(ctx);
  return ctx.em.find(Webhook, keyId ? { apiKey: keyId } : {}, { orderBy: { id: 'asc' } });
}

/** One endpoint the caller may manage, or a 404. */
export async function findWebhook(ctx: RequestContext, id: number): Promise<Webhook> {
  const { keyId } = manager(ctx);
  const webhook = await ctx.em.findOne(Webhook, keyId ? { id, apiKey: keyId } : { id });
  if (!webhook) throw notFound('The webhook');
  return webhook;
}

/** PUT /Webhooks/{id}: changes the URL, events, description; enabling again clears the failure record. */
export async function updateWebhook(ctx: RequestContext, id: number, input: WebhookInput): Promise<Webhook> {
  const webhook = await findWebhook(ctx, id);
  const errors = await checked(ctx, input, false);
  if (errors.length) throw badInput(errors);
  if (input.url != null) webhook.url = input.url.trim();
  if (input.events != null) webhook.events = [...new Set(input.events)];
  if (input.description !== undefined) webhook.description = input.description;
  if (input.enabled != null) Object.assign(webhook, input.enabled ? { enabled: true, failingSince: null, disabledReason: null } : { enabled: false });
  await ctx.em.flush();
  return webhook;
}

/** DELETE /Webhooks/{id}: the endpoint and its deliveries go. */
export async function deleteWebhook(ctx: RequestContext, id: number): Promise<Webhook> {
  const webhook = await findWebhook(ctx, id);
  await ctx.em.nativeDelete(WebhookDelivery, { webhook: id });
  await ctx.em.remove(webhook).flush();
  return webhook;
}

/** GET /Webhooks/{id}/Deliveries: the newest 100 deliveries. */
export async function listDeliveries(ctx: RequestContext, id: number): Promise<WebhookDelivery[]> {
  await findWebhook(ctx, id);
  return ctx.em.find(WebhookDelivery, { webhook: id }, { orderBy: { id: 'desc' }, limit: 100 });
}

/** POST /Webhooks/{id}/Deliveries/{deliveryId}/Retry: sent again (same webhook-id) as soon as a worker sees it. */
export async function retryDelivery(ctx: RequestContext, id: number, deliveryId: number): Promise<WebhookDelivery> {
  await findWebhook(ctx, id);
  const delivery = await ctx.em.findOne(WebhookDelivery, { id: deliveryId, webhook: id });
  if (!delivery) throw notFound('The delivery');
  Object.assign(delivery, { status: 'Pending', nextAttemptAt: ctx.now, firstAttemptAt: null });
  await ctx.em.flush();
  announceEvents(ctx.pubsub);
  return delivery;
}
