/**
 * Invoicing runs as a pg-boss job (DESIGN: jobs), as the frequent-consignment job does. POST .../Invoice
 * records an event and sends its id to the 'invoicing' queue; a sweep every 5 minutes (and at start)
 * re-sends any event not finished, so an event whose job was lost in a crash still completes.
 * The work itself (invoicing.run.ts) is idempotent, so a repeated or parallel run is harmless.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { runInvoicingEvent } from './invoicing.run.js';

/** Something that can log. */
interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

const QUEUE = 'invoicing';
const SWEEP = 'invoicing-sweep';

type Dispatch = (eventId: number) => Promise<void>;
let dispatch: Dispatch | undefined;

/**
 * Wakes the job for a new event. Without a started job in this process (JOBS_ENABLED=false, tests)
 * the event waits for the sweep of an instance that runs jobs.
 */
export async function notifyInvoicingScheduled(eventId: number): Promise<void> {
  await dispatch?.(eventId);
}

/** Ids of events not finished yet, oldest first. */
async function unfinished(orm: MikroORM): Promise<number[]> {
  const rows = await orm.em.fork().getConnection().execute<{ id: number }[]>('select id from invoicing_event where date_finished is null order by id limit 500');
  return rows.map((r) => r.id);
}

/** Starts the invoicing worker and sweep in this process; returns how to stop them. */
export async function startInvoicingJob(orm: MikroORM, databaseUrl: string, log: Log) {
  const boss = new PgBoss(databaseUrl);
  boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(SWEEP);
  const send: Dispatch = async (eventId) => { await boss.send(QUEUE, { eventId }, { singletonKey: `invoicing-event-${eventId}` }); };
  await boss.work<{ eventId: number }>(QUEUE, async (jobs) => {
    for (const job of jobs) {
      try {
        const count = await runInvoicingEvent(orm.em.fork(), job.data.eventId);
        log.info({ eventId: job.data.eventId, invoices: count }, 'invoicing event finished');
      } catch (err) {
        await orm.em.fork().getConnection().execute('update invoicing_event set last_error = ? where id = ?', [String((err as Error).message).slice(0, 2000), job.data.eventId]);
        throw err;
      }
    }
  });
  await boss.work(SWEEP, async () => { for (const id of await unfinished(orm)) await send(id); });
  await boss.schedule(SWEEP, '*/5 * * * *', null, { tz: 'Europe/London' });
  await boss.send(SWEEP, null);
  dispatch = send;
  return {
    stop: async () => {
      dispatch = undefined;
      await boss.stop({ graceful: true });
    },
  };
}
