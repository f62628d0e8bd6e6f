import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { MailAttachment } from './mail-outbox.entity.js';

/** Something that can log. */
interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
}

const MAX_ATTEMPTS = 10;

/** True when the mail server answered and refused this e-mail (5xx); anything else is an outage to wait out. */
function isRejection(err: unknown): boolean {
  const code = (err as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * Sends the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several instances never send the
 * same e-mail. A mail server that is away stops the pass and the e-mails wait, however long it lasts
 * (issue 10 item 2); an e-mail the server refuses (5xx) is retried and marked FAILED after MAX_ATTEMPTS.
 * Without SMTP_URL the mails stay in the outbox
 * and are written to the log once, so a laptop user can read sign-in codes: only those queued since this
 * worker started, so a restart does not print old (used) codes again (issue 22 item 7).
 */
export function startMailWorker(orm: MikroORM, config: Config, log: Log, intervalMs = 3000) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  let lastLogged = 0;
  const startedAt = new Date();

  async function pass(): Promise<void> {
    const conn = orm.em.getConnection();
    if (!transport) {
      const rows = await conn.execute<OutboxRow[]>(`select id, to_address, subject, text_body from mail_outbox where status = 'PENDING' and id > ? and created_at >= ? order by id limit 50`,
        [lastLogged, startedAt]);
      for (const r of rows) {
        log.info({ to: r.to_address, subject: r.subject, body: r.text_body }, 'e-mail kept in the outbox (no SMTP_URL)');
        lastLogged = r.id;
      }
      return;
    }
    await orm.em.fork().transactional(async (em) => {
      const c = em.getConnection();
      const rows = await c.execute<OutboxRow[]>(
        `select * from mail_outbox where status = 'PENDING' order by id limit 20 for update skip locked`, [], 'all', em.getTransactionContext());
      for (const r of rows) {
        try {
          await transport.sendMail({ from: config.mailFrom, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body ?? undefined,
            attachments: r.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
          });
          await c.execute(`update mail_outbox set status = 'SENT', sent_at = now(), attempts = attempts + 1 where id = ?`, [r.id], 'run', em.getTransactionContext());
        } catch (err) {
          if (!isRejection(err)) {
            // The server is away (refused, timed out, 4xx): not this e-mail's fault; it waits however long that lasts.
            await c.execute(`update mail_outbox set last_error = ? where id = ?`, [String(err).slice(0, 1000), r.id], 'run', em.getTransactionContext());
            log.warn({ err, id: r.id }, 'mail server unavailable; e-mails stay in the outbox');
            break;
          }
          const status = r.attempts + 1 >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
          await c.execute(`update mail_outbox set attempts = attempts + 1, last_error = ?, status = ? where id = ?`, [String(err).slice(0, 1000), status, r.id], 'run', em.getTransactionContext());
          log.warn({ err, id: r.id }, 'e-mail refused by the mail server');
        }
      }
    });
  }

  return pollEvery(intervalMs, pass, (err) => log.warn({ err }, 'mail pass failed'));
}

/**
 * Runs `pass` now and every `intervalMs`, never two at once (a tick during a pass is skipped); `onError` hears a
 * failed pass. The outbox workers (mail here, SMS) share it.
 */
export function pollEvery(intervalMs: number, pass: () => Promise<void>, onError: (err: unknown) => void) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= pass().catch(onError).finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    /** Runs one whole pass now, after any pass already under way (tests, and shutdown flushes). */
    async flush() {
      await running;
      tick();
      await running;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
