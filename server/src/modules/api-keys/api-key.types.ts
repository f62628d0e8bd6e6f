import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ApiKey, ApiKeyScope } from './api-key.entity.js';

@InputType({ description: 'A key for an integrator (office admins only)' })
export class CreateApiKeyInput {
  @Field(() => String) name!: string;
  @Field(() => ApiKeyScope) scope!: ApiKeyScope;
  @Field(() => Int, { nullable: true, description: 'Required for CUSTOMER keys' }) customerId?: number;
  @Field(() => Boolean, { nullable: true, description: 'The webhooks scope: the key may register and manage webhooks' }) webhooks?: boolean;
}

@ObjectType({ description: 'A new key; the secret is shown only here, once' })
export class IssuedApiKeyPayload {
  @Field(() => ApiKey) apiKey!: ApiKey;
  @Field(() => String, { description: 'Send as X-Api-Key or Authorization: Bearer; it is not stored and cannot be shown again' }) key!: string;
}
