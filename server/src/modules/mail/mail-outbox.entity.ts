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
@Index({ properties: ['requestedByUserId', 'createdAt'] })
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

  /** The user whose request wrote it (a report e-mail), for the per-user budget; null for the system's own e-mails. */
  @Property({ type: 'integer', nullable: true })
  requestedByUserId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  /** One per event and recipient (recipient notifications): a second queueing of the same event is ignored. */
  @Property({ type: 'string', length: 400, nullable: true, unique: true })
  dedupeKey?: string | null;
}
