import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Config } from '../../config.js';
import type { PubSub } from '../../realtime/pubsub.js';
import { Topic } from '../../realtime/topics.js';
import { attemptDelivery, dispatchEvents, dueDeliveries, type DeliveryDeps } from './webhook.delivery.js';

/** Something that can log. */
interface Log {
  warn(obj: unknown, msg?: string): void;
}

const ATTEMPTS = 'webhook-attempt';
// The dispatcher also runs this often without a notice: a lost notice, the invoicing job's events, an attempt whose job was lost.
const SWEEP_MS = 2000;

/**
 * Webhook delivery in this process (issue 24 item 5): a dispatcher turns committed events into deliveries (on
 * each fan-out notice and every 2 s, from each endpoint's cursor in the event table, so nothing is lost across
 * a restart) and queues each due attempt as a pg-boss job; a retry is a job that starts later.
 */
export async function startWebhookJobs(orm: MikroORM, databaseUrl: string, config: Config, pubsub: PubSub, log: Log, clock: () => Date = () => new Date()) {
  const boss = new PgBoss(databaseUrl);
  boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(ATTEMPTS);
  const deps: DeliveryDeps = {
    orm, config, clock,
    async schedule(deliveryId, attempt, at) {
      const seconds = Math.max(0, Math.ceil((at.getTime() - clock().getTime()) / 1000));
      await boss.send(ATTEMPTS, { deliveryId, attempt }, { startAfter: seconds, singletonKey: `${deliveryId}:${attempt}` });
    },
  };
  await boss.work<{ deliveryId: number; attempt: number }>(ATTEMPTS, { pollingIntervalSeconds: 0.5, batchSize: 10 }, async (jobs) => {
    await Promise.all(jobs.map((job) => attemptDelivery(deps, job.data.deliveryId, job.data.attempt)));
  });

  let running: Promise<void> | undefined;
  let again = false;
  // Once stopped, no pass starts: a late notice or a queued re-run would otherwise reach a closed database.
  let stopped = false;
  const pass = async () => {
    await dispatchEvents(orm, clock());
    for (const d of await dueDeliveries(orm, clock())) await deps.schedule(d.id, d.attempts, clock());
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().catch((err) => log.warn({ err }, 'webhook dispatch failed')).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void run();
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  const notices = pubsub.subscribe(Topic.EventsWritten)[Symbol.asyncIterator]();
  void (async () => {
    for (let n = await notices.next(); !n.done; n = await notices.next()) void run();
  })().catch(() => undefined);
  void run();
  return {
    /** One dispatch pass now (tests). */
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Not awaited: the in-memory fan-out's iterator lets go only at its next notice.
      void notices.return?.();
      await running;
      await boss.stop({ graceful: true });
    },
  };
}
