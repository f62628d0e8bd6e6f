import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { User } from '../users/user.entity.js';

/**
 * An integrator's endpoint (issue 24 item 5). It hears what its owner (the admin, or the key's service user,
 * that registered it) may see, from `cursor` on in the event table. The secret signs every delivery.
 */
@ObjectType({ description: 'An endpoint that receives signed event deliveries (Standard Webhooks)' })
@Entity({ tableName: 'webhook' })
export class Webhook {
  [OptionalProps]?: 'enabled' | 'failingSince' | 'disabledReason' | 'description' | 'apiKey';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Field(() => [String], { description: 'The event types delivered; empty: every type' })
  @Property({ type: 'json' })
  events!: string[];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 100 })
  secret!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: Rel<User>;

  @ManyToOne(() => ApiKey, { deleteRule: 'cascade', nullable: true })
  apiKey?: Rel<ApiKey> | null;

  /** Where in the event stream this endpoint has been handed deliveries up to. */
  @Property({ type: 'string', length: 60 })
  cursor!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field(() => Date, { nullable: true, description: 'Since when every attempt failed; 24 hours of it disables the endpoint' })
  @Property({ type: 'datetime', nullable: true })
  failingSince?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  disabledReason?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** One event to deliver to one endpoint; `messageId` (the webhook-id header) stays the same on every attempt. */
@ObjectType({ description: 'One event sent (or to be sent) to a webhook endpoint' })
@Entity({ tableName: 'webhook_delivery' })
@Unique({ properties: ['webhook', 'eventId'] })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class WebhookDelivery {
  [OptionalProps]?: 'attempts' | 'nextAttemptAt' | 'lastStatusCode' | 'lastError' | 'deliveredAt' | 'firstAttemptAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Webhook, { deleteRule: 'cascade' })
  webhook!: Rel<Webhook>;

  @Property({ type: 'bigint' })
  eventId!: string;

  @Field(() => String, { description: 'The webhook-id header: the same on every attempt, so receivers can drop duplicates' })
  @Property({ type: 'string', length: 60 })
  messageId!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  eventType!: string;

  @Property({ type: 'text' })
  payload!: string;

  @Field(() => String, { description: 'Pending, Delivered or Failed' })
  @Property({ type: 'string', length: 20 })
  status!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  firstAttemptAt?: Date | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt!: Date;
}
