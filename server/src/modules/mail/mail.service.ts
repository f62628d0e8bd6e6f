import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { MailOutbox, type MailAttachment } from './mail-outbox.entity.js';

/** An e-mail as a use case writes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The user who asked for it (report e-mails), counted against their hourly budget. */
  requestedByUserId?: number;
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
    requestedByUserId: message.requestedByUserId ?? null,
  });
  em.persist(mail);
  return mail;
}

/** What a user over their hourly e-mail budget is told (REST 429, GraphQL TOO_MANY_REQUESTS). */
export const TOO_MANY_EMAILS = 'You have sent too many e-mails in the last hour. Please try again later.';
const HOUR_MS = 3_600_000;
/** The advisory lock class that serialises one user's e-mail requests, so two at once cannot both fit. */
const MAIL_BUDGET_LOCK = 20_007;

/**
 * Takes `count` recipients from the user's budget of `config.limits.emailsPerUserPerHour` (issue 20 item 7: the
 * report e-mails are no open relay). Counted over the outbox rows the user's requests wrote in the last hour, in
 * the caller's transaction, so every instance shares the budget; refused with 429 / TOO_MANY_REQUESTS.
 */
export async function takeMailBudget(em: EntityManager, config: Config, userId: number, count: number, now: Date): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [MAIL_BUDGET_LOCK, userId]);
  const sent = await em.count(MailOutbox, { requestedByUserId: userId, createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } });
  if (sent + count > config.limits.emailsPerUserPerHour) throw new DomainError('TOO_MANY_REQUESTS', TOO_MANY_EMAILS);
}
