import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { retentionCutoff } from '../../domain/events.js';

/** Something that can log. */
interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

const QUEUE = 'event-retention';

/** Deletes the events older than the retention period (EVENT_RETENTION_DAYS); answers how many went. */
export async function pruneEvents(em: EntityManager, now: Date, retentionDays: number): Promise<number> {
  const done = await em.getConnection().execute<{ affectedRows: number }>('delete from "event" where occurred_at < ?', [retentionCutoff(now, retentionDays)], 'run');
  return done.affectedRows;
}

/** Prunes the event table daily at 00:30 London time with pg-boss (one instance runs each), and once at start. */
export async function startEventRetentionJob(orm: MikroORM, databaseUrl: string, retentionDays: number, log: Log, clock: () => Date = () => new Date()) {
  const boss = new PgBoss(databaseUrl);
  boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(QUEUE);
  await boss.work(QUEUE, async () => {
    const pruned = await pruneEvents(orm.em.fork(), clock(), retentionDays);
    if (pruned) log.info({ pruned }, 'old events pruned');
  });
  await boss.schedule(QUEUE, '30 0 * * *', null, { tz: 'Europe/London' });
  await boss.send(QUEUE, null);
  return { stop: () => boss.stop({ graceful: true }) };
}
