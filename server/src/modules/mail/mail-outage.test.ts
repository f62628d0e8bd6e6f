import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { queueMail } from './mail.service.js';
import { startMailWorker } from './mail.worker.js';

// Issue 10 item 2: the mail server goes away; e-mails wait in the outbox (however many passes that
// takes) and, when it returns, each goes out exactly once, even with two instances' workers sending.

let t: TestApp;
const received: string[] = [];
const quiet = { info: () => undefined, warn: () => undefined };

/** A real SMTP server (no TLS, no auth) recording each message's subject; 'refused@' recipients get a 550. */
function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '?');
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port })));
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
const outbox = () => t.orm.em.getConnection().execute<{ subject: string; status: string; attempts: number; last_error: string | null }[]>(
  `select subject, status, attempts, last_error from mail_outbox order by id`);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('SMTP down, then back (issue 10 item 2)', () => {
  it('keeps e-mails in the outbox while the server is away and sends each once when it returns', async () => {
    const first = await startSmtp();
    const port = first.port;
    await stop(first.server); // the mail server is down from the start
    await t.orm.em.fork().transactional(async (em) => {
      for (const n of [1, 2, 3]) queueMail(em, { to: `person${n}@example.test`, subject: `Mail ${n}`, text: 'Hello' }, new Date());
    });
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    const workers = [startMailWorker(t.orm, config, quiet, 3_600_000), startMailWorker(t.orm, config, quiet, 3_600_000)];
    // More passes than the attempts a refused e-mail gets: an outage must not use them up.
    for (let pass = 0; pass < 12; pass++) await workers[pass % 2].flush();
    const waiting = await outbox();
    expect(waiting.map((m) => m.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    expect(waiting.map((m) => m.attempts)).toEqual([0, 0, 0]);
    expect(waiting[0].last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(received).toEqual([]);

    const back = await startSmtp(port);
    try {
      await Promise.all(workers.map((w) => w.flush()));
      await Promise.all(workers.map((w) => w.flush()));
      expect([...received].sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
      expect((await outbox()).map((m) => m.status)).toEqual(['SENT', 'SENT', 'SENT']);
      await Promise.all(workers.map((w) => w.flush()));
      expect(received).toHaveLength(3);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await stop(back.server);
    }
  });

  it('gives up on an e-mail the server refuses after 10 tries, without holding up the others', async () => {
    received.length = 0;
    await t.orm.em.getConnection().execute(`delete from mail_outbox`);
    const smtp = await startSmtp();
    const worker = startMailWorker(t.orm, { ...t.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, quiet, 3_600_000);
    try {
      await t.orm.em.fork().transactional(async (em) => {
        queueMail(em, { to: 'refused@example.test', subject: 'Bounces', text: 'x' }, new Date());
        queueMail(em, { to: 'fine@example.test', subject: 'Arrives', text: 'x' }, new Date());
      });
      for (let pass = 0; pass < 10; pass++) await worker.flush();
      expect(await outbox()).toEqual([
        { subject: 'Bounces', status: 'FAILED', attempts: 10, last_error: expect.stringMatching(/550|No such mailbox/) },
        { subject: 'Arrives', status: 'SENT', attempts: 1, last_error: null },
      ]);
      expect(received).toEqual(['Arrives']);
    } finally {
      await worker.stop();
      await stop(smtp.server);
    }
  });
});
