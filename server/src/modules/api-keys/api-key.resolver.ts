import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ApiKey } from './api-key.entity.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.js';
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

  @Mutation(() => ApiKey)
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<ApiKey> {
    return revokeApiKey(ctx, id);
  }
}
