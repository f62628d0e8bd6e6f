import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';
import { accountsRoutes } from '../modules/accounts/accounts.rest.js';
import { apiKeyRoutes } from '../modules/api-keys/api-key.rest.js';
import { confirmationRoutes } from '../modules/confirmations/confirmation.rest.js';
import { consignmentRoutes } from '../modules/consignments/consignment.rest.js';
import { customerRoutes } from '../modules/customers/customer.rest.js';
import { documentRoutes } from '../modules/documents/document.rest.js';
import { exchangeRoutes } from '../modules/exchange/exchange.rest.js';
import { photoRoutes } from '../modules/files/photo.rest.js';
import { geocodingRoutes } from '../modules/geocoding/geocoding.rest.js';
import { importRoutes } from '../modules/imports/import.rest.js';
import { lookupRoutes } from '../modules/lookups/lookup.rest.js';
import { driverRoutes } from '../modules/manifests/manifest.driver.rest.js';
import { earningsRoutes } from '../modules/manifests/manifest.earnings.rest.js';
import { manifestRoutes } from '../modules/manifests/manifest.rest.js';
import { stopPhotoRoutes } from '../modules/manifests/stop-photo.rest.js';
import { notificationRoutes } from '../modules/notifications/notification.rest.js';
import { planningRoutes } from '../modules/planning/planning.rest.js';
import { pricingSettingsRoutes } from '../modules/pricing/pricing-settings.rest.js';
import { pricingRoutes } from '../modules/pricing/pricing.rest.js';
import { reportRoutes } from '../modules/reports/report.rest.js';
import { userIpLogRoutes } from '../modules/reports/user-ip-log.rest.js';
import { settingsRoutes } from '../modules/settings/settings.rest.js';
import { supplierRoutes } from '../modules/suppliers/supplier.rest.js';
import { trackingLinkRoutes } from '../modules/tracking-links/tracking-link.rest.js';
import { trackingRoutes } from '../modules/tracking/tracking.rest.js';
import { userRoutes } from '../modules/users/user.rest.js';
import { webhookRoutes } from '../modules/webhooks/webhook.rest.js';
import { credentialsOf } from '../policy/credentials.js';
import { accessOfMethod, authorizeOperation } from '../policy/operations.js';
import { spendRequest, TOO_MANY_REQUESTS } from '../policy/rate-limit.js';
import { body } from '../rest/errors.js';
import { HEALTH_SCHEMA, READY_SCHEMA } from '../rest/health.schemas.js';
import type { Callers } from './callers.js';

/** /healthz (the process answers) and /readyz (the database answers; the fan-out's state said beside it). */
export function registerHealth(app: FastifyInstance, { orm, pubsub }: AppDeps): void {
  app.get('/healthz', { schema: HEALTH_SCHEMA }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: READY_SCHEMA }, async (_request, reply) => {
    const database = await orm.em.getConnection().execute('select 1').then(() => true, () => false);
    const fanOut = pubsub.health();
    return reply.status(database ? 200 : 503).send({ status: database ? (fanOut === 'ok' ? 'ok' : 'degraded') : 'unavailable', database: database ? 'ok' : 'unavailable', fanOut });
  });
}

/** REST compatibility routes under /api (behaviour.md "Integrators and API / API shape"; "Manifests / Saving a manifest"). */
export async function registerRest(app: FastifyInstance, config: Config, callers: Callers): Promise<void> {
  await app.register(async (api) => {
    // Who is calling is settled before the route's schemas check its input: 401/403 come before a 400.
    api.addHook('preValidation', async (request, reply) => {
      const cachedSession = request.routeOptions.config.cachedSession === true;
      request.ctx = await callers.buildContext(credentialsOf(request.headers), { ip: request.ip, request: `${request.method} ${request.url}`, cachedSession });
      const rate = await spendRequest(callers.rates, request.ctx, reply);
      if (rate.over) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS(rate));
      authorizeOperation(request.ctx, accessOfMethod(request.method));
    });
    // Answers are private and current: no shared or browser cache keeps them (issue 20 item 7).
    api.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.header('cache-control', 'no-store');
      return payload;
    });
    await registerFeatureRoutes(api, config);
    api.setNotFoundHandler((_request, reply) => reply.status(404).send(body('There is no such route.')));
  }, { prefix: '/api' });
}

/** Every feature's REST routes, one plugin each: a new feature's `*Routes` goes into this list. */
async function registerFeatureRoutes(api: FastifyInstance, config: Config): Promise<void> {
  await api.register(userRoutes);
  await api.register(trackingRoutes);
  await api.register(geocodingRoutes);
  await api.register(apiKeyRoutes);
  await api.register(webhookRoutes);
  await api.register(lookupRoutes);
  await api.register(settingsRoutes);
  await api.register(userIpLogRoutes);
  await api.register(reportRoutes);
  await api.register(consignmentRoutes);
  await api.register(documentRoutes);
  await api.register(notificationRoutes);
  await api.register(manifestRoutes);
  await api.register(driverRoutes);
  await api.register(earningsRoutes);
  await api.register(planningRoutes);
  await api.register(exchangeRoutes);
  await api.register(confirmationRoutes);
  await api.register(accountsRoutes);
  await api.register(pricingRoutes);
  await api.register(pricingSettingsRoutes);
  await api.register(customerRoutes);
  await api.register(supplierRoutes);
  // Multipart parsing lives in this child plugin only, with its size limits (behaviour.md "Suppliers / Supplier photos": POST /Photos).
  await api.register(photoRoutes, { maxBytes: config.limits.photoBytes });
  await api.register(stopPhotoRoutes, { maxBytes: config.limits.photoBytes });
  await api.register(importRoutes);
  await api.register(trackingLinkRoutes);
}
