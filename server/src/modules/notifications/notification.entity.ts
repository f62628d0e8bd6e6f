import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import type { NotificationChannel, NotificationEvent } from '../../domain/notifications.js';
import { Customer } from '../customers/customer.entity.js';
import { MailStatus } from '../mail/mail-outbox.entity.js';

/** A customer's recipient notifications (issue 25 item 4); a customer without a row has them all off. */
@ObjectType()
@Entity({ tableName: 'customer_notification_settings' })
export class CustomerNotificationSettings {
  [OptionalProps]?: 'emailEnabled' | 'smsEnabled' | 'includeDeliveryContact' | 'attachProofOfDelivery' | 'onBooked' | 'onTheWay' | 'onDelivered' | 'customerId';

  @OneToOne(() => Customer, { primary: true, owner: true, deleteRule: 'cascade' }) customer!: Rel<Customer>;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) emailEnabled: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) smsEnabled: boolean = false;
  @Field(() => Boolean, { description: "Also tell each delivery address's contact" }) @Property({ type: 'boolean', default: false }) includeDeliveryContact: boolean = false;
  @Field(() => Boolean, { description: 'Attach the proof of delivery PDF to the completion e-mail' }) @Property({ type: 'boolean', default: false }) attachProofOfDelivery: boolean = false;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) onBooked: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) onTheWay: boolean = true;
  @Field(() => Boolean) @Property({ type: 'boolean', default: true }) onDelivered: boolean = true;

  @Field(() => Int)
  get customerId(): number {
    return this.customer.id;
  }
}

/** The office's wording of one event on one channel (handlebars); an event without a row uses the default. */
@ObjectType()
@Entity({ tableName: 'notification_template' })
@Unique({ properties: ['event', 'channel'] })
export class NotificationTemplate {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Field(() => String, { description: 'Booked, OnTheWay or Delivered' }) @Property({ type: 'string', length: 20 }) event!: NotificationEvent;
  @Field(() => String, { description: 'Email or Sms' }) @Property({ type: 'string', length: 10 }) channel!: NotificationChannel;
  @Field(() => String) @Property({ type: 'string', length: 300, default: '' }) subject: string = '';
  @Field(() => String) @Property({ type: 'text' }) body!: string;
  @Field(() => Date, { nullable: true, description: 'Null: the default wording, never edited' }) @Property({ type: 'datetime', nullable: true }) updatedAt!: Date | null;
}

/** A text message, stored before it is sent (like every e-mail), sent by the SMS worker with retries. */
@Entity({ tableName: 'sms_outbox' })
@Index({ properties: ['status', 'createdAt'] })
export class SmsOutbox {
  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'string', length: 50 }) toNumber!: string;
  @Property({ type: 'text' }) body!: string;
  @Enum({ items: () => MailStatus, nativeEnumName: 'mail_status', default: MailStatus.Pending }) status: MailStatus = MailStatus.Pending;
  @Property({ type: 'integer', default: 0 }) attempts: number = 0;
  @Property({ type: 'text', nullable: true }) lastError?: string | null;
  @Property({ type: 'string', length: 400, nullable: true, unique: true }) dedupeKey?: string | null;
  @Property({ type: 'datetime' }) createdAt!: Date;
  @Property({ type: 'datetime', nullable: true }) sentAt?: Date | null;
}
