import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** Where a completion e-mail is: waiting for the office, sent, or skipped (behaviour.md "Shared conventions / Screens and routes" confirm completion e-mails). */
export const ConfirmationStatus = { Pending: 'Pending', Sent: 'Sent', Skipped: 'Skipped' } as const;

/**
 * A completion e-mail waiting for the office (behaviour.md "Manifests / Completion e-mails"): recorded when a stop is completed and its
 * customer has AutoEmailOnCollection / AutoEmailOnDelivery; one per stop (a re-completion does not add one).
 */
@ObjectType()
@Entity({ tableName: 'pending_confirmation' })
@Index({ properties: ['manifestId', 'status'] })
export class PendingConfirmation {
  [OptionalProps]?: 'status' | 'handledAt';
  @Field(() => Int) @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => Int) @Property({ type: 'integer', unique: true }) consignmentAddressId!: number;
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', nullable: true }) manifestId?: number | null;
  @Field(() => Int) @Property({ type: 'integer' }) consignmentId!: number;
  /** Collection or Delivery. */
  @Field(() => String) @Property({ type: 'string', length: 30 }) stopType!: string;
  /** The suggested To address (booking e-mail / contact e-mail); the office may change it. */
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 320, nullable: true }) to?: string | null;
  @Field(() => String) @Property({ type: 'string', length: 300 }) subject!: string;
  @Field(() => String) @Property({ type: 'text' }) body!: string;
  @Field(() => String) @Property({ type: 'string', length: 20, default: 'Pending' }) status: string = ConfirmationStatus.Pending;
  @Field(() => Date) @Property({ type: 'datetime' }) createdAt!: Date;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', nullable: true }) handledAt?: Date | null;
}
