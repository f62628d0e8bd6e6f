import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { DAYS_AHEAD } from '../../domain/position-partitions.js';
import { today } from '../../domain/dates.js';
import { maintainPositionPartitions, type PartitionMaintenance } from './position-partitions.js';

/** Something that can log. */
interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

const QUEUE = 'position-partitions';

/** One maintenance run on a connection of the app's pool, at `now` (injected by tests). */
export async function runPositionPartitions(orm: MikroORM, now: Date, retentionDays: number): Promise<PartitionMaintenance> {
  const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const client = await pool.connect();
  try {
    return await maintainPositionPartitions(client, now, { retentionDays, daysAhead: DAYS_AHEAD });
  } finally {
    client.release();
  }
}

/**
 * Schedules the daily partition run with pg-boss at 00:15 London time, and runs it once at start so a new or
 * long-stopped installation has today's partition at once. pg-boss hands each run to one instance; the run's own
 * advisory lock keeps an overlap harmless.
 */
export async function startPositionPartitionsJob(orm: MikroORM, databaseUrl: string, retentionDays: number, log: Log, clock: () => Date = () => new Date()) {
  const boss = new PgBoss(databaseUrl);
  boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(QUEUE);
  await boss.work(QUEUE, async () => {
    const done = await runPositionPartitions(orm, clock(), retentionDays);
    if (done.created.length || done.dropped.length || done.expired) log.info(done, 'position partitions maintained');
  });
  await boss.schedule(QUEUE, '15 0 * * *', null, { tz: 'Europe/London' });
  await boss.send(QUEUE, null, { singletonKey: `start-${today(clock())}`, singletonSeconds: 24 * 60 * 60 });
  return { stop: () => boss.stop({ graceful: true }) };
}
