import type { FastifyInstance } from 'fastify';
import { badInput } from '../../errors.js';
import type { ApiKey, ApiKeyScope } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';

/** The PascalCase shape of a key; never its secret or hash. */
function toRestApiKey(k: ApiKey) {
  return {
    Id: k.id,
    Name: k.name,
    Prefix: k.prefix,
    Scope: k.scope,
    CustomerId: k.customer?.id ?? null,
    DateCreated: k.createdAt.toISOString(),
    RevokedAt: k.revokedAt?.toISOString() ?? null,
    LastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  };
}

/** Integrator keys over REST (office admins): list, issue (secret shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance) {
  app.get('/ApiKeys', async (request) => (await listApiKeys(request.ctx)).map(toRestApiKey));

  app.post('/ApiKeys', async (request, reply) => {
    const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const customerId = b.CustomerId === undefined || b.CustomerId === null ? null : Number(b.CustomerId);
    if (customerId !== null && !Number.isInteger(customerId)) throw badInput([{ field: 'CustomerId', message: 'CustomerId must be a whole number.' }]);
    const issued = await createApiKey(request.ctx, { name: typeof b.Name === 'string' ? b.Name : '', scope: b.Scope as ApiKeyScope, customerId });
    return reply.status(201).send({ ...toRestApiKey(issued.apiKey), Key: issued.key });
  });

  app.delete<{ Params: { id: string } }>('/ApiKeys/:id', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0) throw badInput([{ field: 'Id', message: 'The key id must be a positive whole number.' }]);
    return toRestApiKey(await revokeApiKey(request.ctx, id));
  });
}
