/**
 * Sends the SMS outbox (issue 25 item 4). The SMS interface is a generic JSON POST to SMS_URL
 * (`{ to, body, reference }`, any 2xx is sent), so any gateway can sit behind a small relay. Like the mail
 * worker: rows are claimed FOR UPDATE SKIP LOCKED (several instances never send one twice); a gateway that is
 * away (no answer, 5xx, 429) stops the pass and the messages wait; one it refuses (other 4xx) is retried and
 * marked FAILED after MAX_ATTEMPTS. Without SMS_URL the messages stay in the outbox (the offline default).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { pollEvery } from '../mail/mail.worker.js';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

interface SmsRow {
  id: number;
  to_number: string;
  body: string;
  attempts: number;
}

const MAX_ATTEMPTS = 10;
const TIMEOUT_MS = 10_000;

/** What one POST came to: sent, refused (this message's fault) or an outage. */
async function post(url: string, row: SmsRow): Promise<'sent' | { refused: string } | { outage: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS),
      body: JSON.stringify({ to: row.to_number, body: row.body, reference: `sms-${row.id}` }),
    });
    const text = res.ok ? '' : (await res.text()).slice(0, 500);
    if (res.ok) return 'sent';
    return res.status >= 500 || res.status === 429 ? { outage: `${res.status} ${text}` } : { refused: `${res.status} ${text}` };
  } catch (err) {
    return { outage: String(err) };
  }
}

/** Starts the SMS worker; `flush()` runs a whole pass now (tests, shutdown). */
export function startSmsWorker(orm: MikroORM, config: Config, log: Log, intervalMs = 3000) {
  const url = config.smsUrl;

  async function pass(): Promise<void> {
    if (!url) return;
    await orm.em.fork().transactional(async (em) => {
      const tx = em.getTransactionContext();
      const c = em.getConnection();
      const rows = await c.execute<SmsRow[]>(`select id, to_number, body, attempts from sms_outbox where status = 'PENDING' order by id limit 20 for update skip locked`, [], 'all', tx);
      for (const r of rows) {
        const result = await post(url, r);
        if (result === 'sent') {
          await c.execute(`update sms_outbox set status = 'SENT', sent_at = now(), attempts = attempts + 1 where id = ?`, [r.id], 'run', tx);
        } else if ('outage' in result) {
          await c.execute(`update sms_outbox set last_error = ? where id = ?`, [result.outage.slice(0, 1000), r.id], 'run', tx);
          log.warn({ id: r.id, error: result.outage }, 'SMS gateway unavailable; messages stay in the outbox');
          break;
        } else {
          const status = r.attempts + 1 >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING';
          await c.execute(`update sms_outbox set attempts = attempts + 1, last_error = ?, status = ? where id = ?`, [result.refused.slice(0, 1000), status, r.id], 'run', tx);
          log.warn({ id: r.id, error: result.refused }, 'SMS refused by the gateway');
        }
      }
    });
  }

  return pollEvery(intervalMs, pass, (err) => log.warn({ err }, 'SMS pass failed'));
}
