import type { EntityManager } from '@mikro-orm/postgresql';
import { MailOutbox, type MailAttachment } from './mail-outbox.entity.js';

/** An e-mail as a use case writes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Stores an e-mail in the outbox inside the caller's transaction: it exists only if the use case
 * commits, and the mail worker sends it later with retries (DESIGN: every e-mail is first stored).
 */
export function queueMail(em: EntityManager, message: MailMessage, now: Date): MailOutbox {
  const mail = em.create(MailOutbox, {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
    createdAt: now,
  });
  em.persist(mail);
  return mail;
}
