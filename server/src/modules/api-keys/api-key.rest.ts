import * as R from '../../rest/schemas.js';
import type { FastifyInstance } from 'fastify';
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
/** A body its route's schema checked: the declared fields only, under their PascalCase names. */
type Body = Record<string, unknown>;
/** The settings' words ('CustomerId must be a whole number.'), fields in PascalCase; a missing body reads as {}. */
const CHECKED = { checked: true, dialect: 'settings' } as const;
const NEW_KEY = R.Body({
  Name: R.Text('At most 100 characters.'), Scope: R.Text('OFFICE_READ_ONLY or CUSTOMER.', 'The scope must be OFFICE_READ_ONLY or CUSTOMER.'),
  CustomerId: R.Whole('Limits the key to one customer.', '{Key} must be a whole number.'), Webhooks: R.Flag('May manage webhooks.'),
}, 'The key to issue.', CHECKED);
/** A budget's refusal, whatever was wrong with it, is the range rule's (setApiKeyLimits keeps the range). */
const budget = (max: string) => R.Whole(`1 to ${max} a minute; null for the default.`, `{Key} must be a whole number from 1 to ${max}, or null for the default.`);
const LIMITS = R.Body({ RequestsPerMinute: budget('1000000'), CostPointsPerMinute: budget('1000000000') }, 'The key\'s own budgets.', CHECKED);

/** Integrator keys over REST (office admins): list, issue (secret shown once), revoke. */
export async function apiKeyRoutes(app: FastifyInstance) {
  app.get('/ApiKeys', { schema: { summary: 'Integrator keys (never their secrets).', response: R.Answers({ 200: R.List(KEY) }) } }, async (request) => (await listApiKeys(request.ctx)).map(toRestApiKey));

  app.post<{ Body: Body }>('/ApiKeys', { schema: { summary: 'Issues a key; its secret (Key) is shown once.', body: NEW_KEY, response: R.Answers({ 201: KEY }) } }, async (request, reply) => {
    const b = request.body;
    const issued = await createApiKey(request.ctx, { name: (b.Name as string | null) ?? '', scope: b.Scope as ApiKeyScope, customerId: (b.CustomerId as number | null) ?? null, webhooks: b.Webhooks === true });
    return reply.status(201).send({ ...toRestApiKey(issued.apiKey), Key: issued.key });
  });

  app.put<{ Params: { id: string }; Body: Body }>('/ApiKeys/:id/Limits', { schema: { summary: 'Sets a key\'s request and GraphQL cost-point budgets a minute (null: the default).', params: ID, body: LIMITS, response: R.Answers({ 200: KEY }) } }, async (request) => {
    const id = Number(request.params.id);
    const b = request.body;
    return toRestApiKey(await setApiKeyLimits(request.ctx, id, (b.RequestsPerMinute as number | null) ?? null, (b.CostPointsPerMinute as number | null) ?? null));
  });

  app.delete<{ Params: { id: string } }>('/ApiKeys/:id', { schema: { summary: 'Revokes a key.', params: ID, response: R.Answers({ 200: KEY }) } }, async (request) => {
    const id = Number(request.params.id);
    return toRestApiKey(await revokeApiKey(request.ctx, id));
  });
}
