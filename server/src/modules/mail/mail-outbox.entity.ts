import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Where an e-mail is in its life: stored first, then sent (with retries) by the mail worker. */
export enum MailStatus {
  Pending = 'PENDING',
  Sent = 'SENT',
  Failed = 'FAILED',
}

/** A file attached to an e-mail, stored with it in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
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

  /** Files sent with the e-mail (e.g. a consignment report PDF), base64 encoded. */
  @Property({ type: 'json', nullable: true })
  attachments?: MailAttachment[] | null;

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
