import { startTestApp, type TestApp } from '../../test/harness.js';
import { queueMail } from './mail.service.js';
import { startMailWorker } from './mail.worker.js';

// Issue 22 item 7: without SMTP_URL the outbox is printed so a laptop user can read sign-in codes, but a
// restart must not print the old (used) ones again: only mail queued since the worker started.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function queue(subject: string, now: Date): Promise<void> {
  await t.orm.em.fork().transactional(async (em) => {
    queueMail(em, { to: 'office@dispatch.local', subject, text: `${subject} body` }, now);
  });
}

describe('the outbox printed in the log without SMTP_URL (issue 22 item 7)', () => {
  it('prints only mail queued since the start, each once: a restart does not print old sign-in codes again', async () => {
    await queue('Code from the last run', new Date(Date.now() - 60_000));
    const printed: string[] = [];
    const log = { info: (obj: unknown) => printed.push((obj as { subject: string }).subject), warn: () => undefined };
    const worker = startMailWorker(t.orm, { ...t.config, smtpUrl: undefined }, log, 3_600_000);
    try {
      await worker.flush();
      expect(printed).toEqual([]);
      await queue('Code from this run', new Date());
      await worker.flush();
      await worker.flush();
      expect(printed).toEqual(['Code from this run']);
    } finally {
      await worker.stop();
    }
  });
});
