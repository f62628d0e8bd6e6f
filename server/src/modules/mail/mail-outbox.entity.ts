import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Where an e-mail is in its life: stored first, then sent (with retries) by the mail worker. */
export enum MailStatus {
  Pending = 'PENDING',
  Sent = 'SENT',
  Failed = 'FAILED',
}

/** Every e-mail is stored before it is sent, so nothing is lost when SMTP is down (DESIGN: mail). */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'createdAt'] })
export class MailOutbox {
  [OptionalProps]?: 'status' | 'attempts';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 320 })
  toAddress!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text', nullable: true })
  htmlBody?: string | null;

  @Enum({ items: () => MailStatus, nativeEnumName: 'mail_status', default: MailStatus.Pending })
  status: MailStatus = MailStatus.Pending;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
