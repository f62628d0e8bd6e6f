import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sameDigest, sha256 } from '../../auth/tokens.js';
import { requireAdmin, type RequestContext } from '../../context.js';
import { badInput, notFound, type FieldError } from '../../errors.js';
import { Topic } from '../../realtime/topics.js';
import { Customer } from '../customers/customer.entity.js';
import { User, UserRole } from '../users/user.entity.js';
import { ApiKey, ApiKeyScope, ApiKeyUse } from './api-key.entity.js';

/** What an admin asks for. */
export interface NewApiKey {
  name: string;
  scope: ApiKeyScope;
  customerId?: number | null;
  /** The `webhooks` scope: the key may register and manage webhooks (issue 24 item 5). */
  webhooks?: boolean | null;
}

/** A new key: the record, and the secret, shown this once. */
export interface IssuedApiKey {
  apiKey: ApiKey;
  key: string;
}

const KEY = /^dsp_([A-Za-z0-9_-]{8})_([A-Za-z0-9_-]{32})$/;

/**
 * Issues a key (issue 10 item 6): office admins only; a customer key names its customer. The key's
 * service user is created in the same transaction and can never sign in with a password.
 */
export async function createApiKey(ctx: RequestContext, input: NewApiKey): Promise<IssuedApiKey> {
  const admin = requireAdmin(ctx);
  const errors: FieldError[] = [];
  const name = (input.name ?? '').trim();
  if (!name) errors.push({ field: 'Name', message: 'A name is required.' });
  else if (name.length > 100) errors.push({ field: 'Name', message: 'The name is too long (100 characters at most).' });
  if (!Object.values(ApiKeyScope).includes(input.scope)) errors.push({ field: 'Scope', message: 'The scope must be OFFICE_READ_ONLY or CUSTOMER.' });
  if (input.scope === ApiKeyScope.CUSTOMER && !input.customerId) errors.push({ field: 'CustomerId', message: 'A customer key needs a customer.' });
  if (input.scope === ApiKeyScope.OFFICE_READ_ONLY && input.customerId) errors.push({ field: 'CustomerId', message: 'An office key cannot name a customer.' });
  if (input.scope === ApiKeyScope.OFFICE_READ_ONLY && input.webhooks) errors.push({ field: 'Webhooks', message: 'A read-only key changes nothing, webhooks included: an admin registers its endpoints.' });
  if (errors.length) throw badInput(errors);
  return ctx.em.transactional(async (em) => {
    const customer = input.customerId ? await em.findOne(Customer, { id: input.customerId }) : null;
    if (input.customerId && !customer) throw badInput([{ field: 'CustomerId', message: 'The customer was not found.' }]);
    const prefix = randomBytes(6).toString('base64url');
    const key = `dsp_${prefix}_${randomBytes(24).toString('base64url')}`;
    const serviceUser = em.create(User, {
      username: `apikey-${prefix.toLowerCase()}-${Date.now()}`,
      email: `apikey-${prefix.toLowerCase()}-${Date.now()}@api-keys.invalid`,
      name: `API key: ${name}`,
      role: customer ? UserRole.CUSTOMER : UserRole.OFFICE,
      customer,
      // Not an argon2 hash: no password ever matches it.
      passwordHash: '!api-key',
    });
    const apiKey = em.create(ApiKey, { name, prefix, secretHash: sha256(key), scope: input.scope, customer, serviceUser, createdBy: admin, createdAt: ctx.now, webhooks: input.webhooks === true });
    await em.flush();
    return { apiKey, key };
  });
}

/** Every key, newest first, for the admin's list. */
export async function listApiKeys(ctx: RequestContext): Promise<ApiKey[]> {
  requireAdmin(ctx);
  return ctx.em.find(ApiKey, {}, { populate: ['customer'], orderBy: { id: 'desc' } });
}

/** Revokes a key at once; it stays listed with its revocation time. */
export async function revokeApiKey(ctx: RequestContext, id: number): Promise<ApiKey> {
  requireAdmin(ctx);
  const apiKey = await ctx.em.findOne(ApiKey, { id }, { populate: ['customer'] });
  if (!apiKey) throw notFound('The API key');
  apiKey.revokedAt ??= ctx.now;
  await ctx.em.flush();
  ctx.pubsub.publish(Topic.ApiKeyRevoked, { apiKeyId: apiKey.id });
  return apiKey;
}

/** The refusal of a per-minute budget that is not a whole number in range. */
function budgetError(field: string, value: number | null, max: number) {
  if (value === null || (Number.isInteger(value) && value >= 1 && value <= max)) return [];
  return [{ field, message: `${field} must be a whole number from 1 to ${max}, or null for the default.` }];
}

/** Sets a key's own requests and GraphQL cost points per minute (issue 24 item 6); null goes back to the default. */
export async function setApiKeyLimits(ctx: RequestContext, id: number, requestsPerMinute: number | null, costPointsPerMinute: number | null = null): Promise<ApiKey> {
  requireAdmin(ctx);
  const errors = [...budgetError('RequestsPerMinute', requestsPerMinute, 1_000_000), ...budgetError('CostPointsPerMinute', costPointsPerMinute, 1_000_000_000)];
  if (errors.length) throw badInput(errors);
  const apiKey = await ctx.em.findOne(ApiKey, { id }, { populate: ['customer'] });
  if (!apiKey) throw notFound('The API key');
  apiKey.requestsPerMinute = requestsPerMinute;
  apiKey.costPointsPerMinute = costPointsPerMinute;
  await ctx.em.flush();
  return apiKey;
}

/** The caller behind a presented key, or why there is none. */
export type ApiKeyCheck = { apiKey: ApiKey; user: User } | { error: string };

/** Resolves a presented key and writes the use to its log (issue 10 item 6: every use logged). */
export async function useApiKey(em: EntityManager, key: string, ip: string, request: string, now: Date): Promise<ApiKeyCheck> {
  const match = KEY.exec(key);
  if (!match) return { error: 'The API key is not valid.' };
  const apiKey = await em.findOne(ApiKey, { prefix: match[1] }, { populate: ['serviceUser', 'serviceUser.customer', 'customer'] });
  if (!apiKey || !sameDigest(apiKey.secretHash, sha256(key))) return { error: 'The API key is not valid.' };
  if (apiKey.revokedAt) return { error: 'This API key has been revoked.' };
  if (apiKey.customer?.isDeactivated) return { error: 'The customer of this API key is no longer active.' };
  em.persist(em.create(ApiKeyUse, { apiKey, usedAt: now, ipAddress: ip, request: request.slice(0, 300) }));
  apiKey.lastUsedAt = now;
  await em.flush();
  return { apiKey, user: apiKey.serviceUser };
}
