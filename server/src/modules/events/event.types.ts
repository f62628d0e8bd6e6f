import { Field, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';

/** A durable domain event (issue 24 item 4); the fields its kind does not carry are null. */
@ObjectType({ description: 'A domain event, read from the event table: resume after its cursor with the events query or subscription' })
export class Event {
  @Field(() => String, { description: 'Opaque and increasing: pass it as `after` to read on from this event' })
  cursor!: string;

  @Field(() => String, { description: 'consignment.created, consignment.updated, consignment.cancellation_requested, consignment.deleted, stop.progress, manifest.created, manifest.updated, manifest.allocated, manifest.sent or invoice.created' })
  type!: string;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => String, { nullable: true, description: 'What was done, in words' })
  action?: string | null;

  @Field(() => Int, { nullable: true })
  consignmentId?: number | null;

  @Field(() => String, { nullable: true })
  consignmentNumber?: string | null;

  @Field(() => Int, { nullable: true })
  manifestId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The stop (stop.progress)' })
  consignmentAddressId?: number | null;

  @Field(() => Int, { nullable: true })
  customerInvoiceId?: number | null;

  @Field(() => String, { nullable: true })
  invoiceNumber?: string | null;

  @Field(() => Boolean, { nullable: true })
  isOnRoute?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  hasArrived?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isCompleted?: boolean | null;

  @Field(() => Date, { nullable: true })
  startTime?: Date | null;

  @Field(() => Date, { nullable: true })
  arrivalTime?: Date | null;

  @Field(() => Date, { nullable: true })
  completionTime?: Date | null;

  @Field(() => String, { nullable: true, description: "The consignment's proof of delivery document (a completed stop)" })
  proofOfDeliveryUrl?: string | null;
}

/** A page of events: each event's own cursor is its edge's. */
export const EventConnection = connectionType(Event, 'Event', 'A page of the events the caller may see, oldest first');
