import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import type { ApiKey, ApiKeyScope } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey, setApiKeyLimits } from './api-key.service.js';

/** The PascalCase shape of a key; never its secret or hash. */
function toRestApiKey(k: ApiKey) {
  return {
    Id: k.id,
    Name: k.name,
    Prefix: k.prefix,
    Scope: k.scope,
    CustomerId: k.customer?.id ?? null,
    Webhooks: k.webhooks,
    RequestsPerMinute: k.requestsPerMinute ?? null,
    CostPointsPerMinute: k.costPointsPerMinute ?? null,
    DateCreated: k.createdAt.toISOString(),
    RevokedAt: k.revokedAt?.toISOString() ?? null,
    LastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  };
}

const KEY = R.Json('Id, Name, Prefix, Scope, CustomerId, Webhooks, RequestsPerMinute, DateCreated, RevokedAt, LastUsedAt.');
const ID = R.Type.Object({ id: R.PathId('Id', 'The key id must be a positive whole number.') });

/** Integrator keys over REST (office admins): list, issue (secret shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance) {
  app.get('/ApiKeys', { schema: { summary: 'Integrator keys (never their secrets).', response: R.Answers({ 200: R.List(KEY) }) } }, async (request) => (await listApiKeys(request.ctx)).map(toRestApiKey));

  app.post('/ApiKeys', { schema: { summary: 'Issues a key; its secret (Key) is shown once.', body: R.Body({ Name: R.Text(), Scope: R.Text('read or write.'), CustomerId: R.Whole('Limits the key to one customer.'), Webhooks: R.Flag('May manage webhooks.') }), response: R.Answers({ 201: KEY }) } }, async (request, reply) => {
    const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const customerId = b.CustomerId === undefined || b.CustomerId === null ? null : Number(b.CustomerId);
    if (customerId !== null && !Number.isInteger(customerId)) throw badInput([{ field: 'CustomerId', message: 'CustomerId must be a whole number.' }]);
    const issued = await createApiKey(request.ctx, { name: typeof b.Name === 'string' ? b.Name : '', scope: b.Scope as ApiKeyScope, customerId, webhooks: b.Webhooks === true });
    return reply.status(201).send({ ...toRestApiKey(issued.apiKey), Key: issued.key });
  });

  app.put<{ Params: { id: string } }>('/ApiKeys/:id/Limits', { schema: { summary: 'Sets a key\'s request and GraphQL cost-point budgets a minute (null: the default).', params: ID, body: R.Body({ RequestsPerMinute: R.Whole(), CostPointsPerMinute: R.Whole() }), response: R.Answers({ 200: KEY }) } }, async (request) => {
    const id = Number(request.params.id);
    const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const given = (value: unknown) => (value === undefined || value === null ? null : (value as number));
    return toRestApiKey(await setApiKeyLimits(request.ctx, id, given(b.RequestsPerMinute), given(b.CostPointsPerMinute)));
  });

  app.delete<{ Params: { id: string } }>('/ApiKeys/:id', { schema: { summary: 'Revokes a key.', params: ID, response: R.Answers({ 200: KEY }) } }, async (request) => {
    const id = Number(request.params.id);
    return toRestApiKey(await revokeApiKey(request.ctx, id));
  });
}
