import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { PgBoss } from 'pg-boss';
import { addDays, today } from '../../domain/dates.js';
import { purgeIdempotencyKeys } from '../idempotency/idempotency.js';
import { createFrequentConsignments } from './frequent.service.js';

/** Something that can log. */
interface Log {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

const QUEUE = 'frequent-consignments';

/**
 * Schedules the daily frequent-consignment run with pg-boss (DESIGN: jobs) at 00:05 London time,
 * making today's and tomorrow's consignments, and runs once at start so a missed night catches up.
 * Every instance may start it: pg-boss hands each scheduled run to one worker, and the (template,
 * date) claim keeps any overlap from creating a consignment twice.
 */
export async function startFrequentJob(orm: MikroORM, config: Config, databaseUrl: string, log: Log) {
  const boss = new PgBoss(databaseUrl);
  boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(QUEUE);
  const run = async () => {
    const now = new Date();
    const created = [];
    for (const date of [today(now), addDays(today(now), 1)]) created.push(...(await createFrequentConsignments(orm.em.fork(), config, date, now)));
    if (created.length) log.info({ created }, 'frequent consignments created');
    // Nightly housekeeping rides on the same run: driver idempotency keys past their retention.
    const purged = await purgeIdempotencyKeys(orm.em.fork(), now);
    if (purged) log.info({ purged }, 'old idempotency keys removed');
  };
  await boss.work(QUEUE, async () => run());
  await boss.schedule(QUEUE, '5 0 * * *', null, { tz: 'Europe/London' });
  // singletonKey alone only dedupes jobs still waiting; the day-long slot keeps a second instance that
  // starts after the first run finished from running it again (issue 10 item 1: jobs run once).
  await boss.send(QUEUE, null, { singletonKey: `start-${today(new Date())}`, singletonSeconds: 24 * 60 * 60 });
  return { stop: () => boss.stop({ graceful: true }) };
}
