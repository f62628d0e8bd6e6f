import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Webhook, WebhookDelivery } from './webhook.entity.js';
import { createWebhook, deleteWebhook, findWebhook, listDeliveries, listWebhooks, retryDelivery, updateWebhook } from './webhook.service.js';

@InputType({ description: 'An endpoint to register or change' })
export class WebhookInput {
  @Field(() => String, { nullable: true, description: 'https in production, not a private address' }) url?: string | null;
  @Field(() => [String], { nullable: true, description: 'Event types to deliver; empty: all' }) events?: string[] | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true enables a disabled endpoint again' }) enabled?: boolean | null;
}

@ObjectType({ description: 'A registered endpoint with its signing secret, shown this once' })
export class CreatedWebhook {
  @Field(() => Webhook) webhook!: Webhook;
  @Field(() => String, { description: 'whsec_…: verify each delivery\'s webhook-signature with it (Standard Webhooks)' }) secret!: string;
}

/** Webhooks over GraphQL (issue 24 item 5): the same service calls as the REST routes. */
@Resolver()
export class WebhookResolver {
  @Query(() => [Webhook], { description: 'Your endpoints (an admin: all)' })
  webhooks(@Ctx() ctx: RequestContext): Promise<Webhook[]> {
    return listWebhooks(ctx);
  }

  @Query(() => Webhook)
  webhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Webhook> {
    return findWebhook(ctx, id);
  }

  @Query(() => [WebhookDelivery], { description: 'The newest 100 deliveries to an endpoint' })
  webhookDeliveries(@Arg('webhookId', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<WebhookDelivery[]> {
    return listDeliveries(ctx, id);
  }

  @Mutation(() => CreatedWebhook, { description: 'Registers an endpoint; it receives what you may see from now on' })
  createWebhook(@Arg('input', () => WebhookInput) input: WebhookInput, @Ctx() ctx: RequestContext): Promise<CreatedWebhook> {
    return createWebhook(ctx, { ...input });
  }

  @Mutation(() => Webhook)
  updateWebhook(@Arg('id', () => Int) id: number, @Arg('input', () => WebhookInput) input: WebhookInput, @Ctx() ctx: RequestContext): Promise<Webhook> {
    return updateWebhook(ctx, id, { ...input });
  }

  @Mutation(() => Webhook)
  deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<Webhook> {
    return deleteWebhook(ctx, id);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again, with the same webhook-id' })
  retryWebhookDelivery(@Arg('webhookId', () => Int) id: number, @Arg('deliveryId', () => Int) deliveryId: number, @Ctx() ctx: RequestContext): Promise<WebhookDelivery> {
    return retryDelivery(ctx, id, deliveryId);
  }
}
