import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { startSmsWorker } from './sms.worker.js';

// Issue 25 item 4: the SMS interface's HTTP adapter, a JSON POST to SMS_URL, against a real receiver on 127.0.0.1.

let t: TestApp;
let receiver: Server;
let url: string;
const received: { to: string; body: string; reference: string }[] = [];
/** What the receiver answers next, per recipient number (default 202). */
const answers = new Map<string, number>();
const quiet = { warn: () => undefined };

const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => resolve(text));
});

beforeAll(async () => {
  t = await startTestApp();
  receiver = createServer(async (req, res) => {
    const message = JSON.parse(await read(req)) as { to: string; body: string; reference: string };
    const status = answers.get(message.to) ?? 202;
    if (status < 300) received.push(message);
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});

const queue = (to: string, body: string, key: string) =>
  t.orm.em.getConnection().execute(`insert into sms_outbox (to_number, body, created_at, dedupe_key) values (?, ?, now(), ?)`, [to, body, key]);
const outbox = () => t.orm.em.getConnection().execute<{ to_number: string; status: string; attempts: number; last_error: string | null }[]>(
  `select to_number, status, attempts, last_error from sms_outbox order by id`);

/** One pass of a worker: it starts with a pass, and stopping waits for it. */
async function pass(smsUrl: string | undefined): Promise<void> {
  await startSmsWorker(t.orm, { ...t.config, smsUrl }, quiet, 3_600_000).stop();
}

describe('SMS adapter', () => {
  it('posts each queued message as JSON once, and marks it sent', async () => {
    await queue('07700 900001', 'Your delivery is booked', 'Booked:1:Sms:07700 900001');
    await pass(url);
    await pass(url);
    expect(received).toEqual([{ to: '07700 900001', body: 'Your delivery is booked', reference: expect.stringMatching(/^sms-\d+$/) }]);
    expect((await outbox())[0]).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('keeps messages waiting while the gateway answers 503, and counts a refusal (400) as an attempt', async () => {
    answers.set('07700 900002', 503);
    answers.set('07700 900003', 400);
    await queue('07700 900002', 'On the way', 'OnTheWay:2:Sms:07700 900002');
    await pass(url);
    expect((await outbox())[1]).toMatchObject({ status: 'PENDING', attempts: 0, last_error: expect.stringMatching(/^503/) });

    answers.delete('07700 900002');
    await queue('07700 900003', 'Delivered', 'Delivered:3:Sms:07700 900003');
    await pass(url);
    const [, later, refused] = await outbox();
    expect(later).toMatchObject({ status: 'SENT' });
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, last_error: expect.stringMatching(/^400/) });
    expect(received.map((m) => m.to)).toEqual(['07700 900001', '07700 900002']);
  });

  it('leaves messages in the outbox without SMS_URL (the offline default)', async () => {
    await queue('07700 900004', 'Offline', 'Booked:4:Sms:07700 900004');
    await pass(undefined);
    expect((await outbox())[3]).toMatchObject({ to_number: '07700 900004', status: 'PENDING', attempts: 0 });
  });
});
