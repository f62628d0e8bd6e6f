import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startMailWorker } from '../modules/mail/mail.worker.js';
import type { TestApp } from './harness.js';

/** One message as a real SMTP server received it: the subject line and the raw text. */
export interface ReceivedMail { subject: string; raw: string }

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Sends the test app's mail outbox through a real SMTP server (no TLS, no auth) on 127.0.0.1 with the app's own
 * mail worker, and answers what the server received.
 */
export async function deliverOutbox(t: Pick<TestApp, 'orm' | 'config'>): Promise<ReceivedMail[]> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => { received.push({ subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '?', raw }); callback(); });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const worker = startMailWorker(t.orm, { ...t.config, smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` }, quiet, 3_600_000);
  try {
    await worker.flush();
  } finally {
    await worker.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
  return received;
}
