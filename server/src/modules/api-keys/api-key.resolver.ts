import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ApiKey } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey, setApiKeyLimits } from './api-key.service.js';
import { CreateApiKeyInput, IssuedApiKeyPayload } from './api-key.types.js';

/** Integrator keys over GraphQL (office admins). */
@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKey])
  apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKey[]> {
    return listApiKeys(ctx);
  }

  @Mutation(() => IssuedApiKeyPayload)
  createApiKey(@Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput, @Ctx() ctx: RequestContext): Promise<IssuedApiKeyPayload> {
    return createApiKey(ctx, input);
  }

  @Mutation(() => ApiKey, { description: "Sets a key's requests and GraphQL cost points per minute (admins); null: the default" })
  setApiKeyLimits(
    @Arg('id', () => Int) id: number,
    @Arg('requestsPerMinute', () => Int, { nullable: true }) requestsPerMinute: number | null,
    @Arg('costPointsPerMinute', () => Int, { nullable: true }) costPointsPerMinute: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ApiKey> {
    return setApiKeyLimits(ctx, id, requestsPerMinute ?? null, costPointsPerMinute ?? null);
  }

  @Mutation(() => ApiKey)
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ApiKey> {
    return revokeApiKey(ctx, id);
  }
}
