import { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { ormConfig } from '../db/orm.config.js';
import { earliestFrequentStartDate } from '../domain/booking.js';
import { today } from '../domain/dates.js';
import { arrangeBooking, bookingBody } from '../modules/consignments/consignment.fixtures.js';
import { startFrequentJob } from '../modules/consignments/frequent.job.js';
import { startTestApp, type TestApp } from '../test/harness.js';

// Issue 10 item 1: two API processes on one PostgreSQL run each pg-boss job exactly once. Slow (pg-boss
// polls), so it runs with the fault tests. The second instance is a second ORM pool and pg-boss client.

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return true;
  return false;
}

describe('pg-boss jobs with two instances on one database (issue 10 item 1)', () => {
  let a: TestApp;
  let second: MikroORM;

  beforeAll(async () => {
    a = await startTestApp();
    second = await MikroORM.init(ormConfig(a.databaseUrl, { logger: () => undefined }));
  }, 60_000);

  afterAll(async () => {
    await second?.close(true);
    await a?.close();
  });

  it('runs the frequent-consignment job once when both instances start its workers', async () => {
    const booking = await arrangeBooking(a.orm);
    const start = earliestFrequentStartDate(new Date());
    const weekDays = (await a.orm.em.getConnection().execute<{ id: number; iso_day: number }[]>(`select id, iso_day from week_day`)).map((d) => ({ Id: d.id }));
    const template = await a.app.inject({ method: 'POST', url: '/api/Consignments', headers: { token: booking.office.token }, payload: bookingBody(booking, { IsFrequentConsignment: true, ConsignmentFrequencySettings: { StartDate: start, WeekDays: weekDays } }) });
    expect(template.statusCode).toBe(201);
    const log = { info: () => undefined, warn: () => undefined };
    const jobs = await Promise.all([startFrequentJob(a.orm, a.config, a.databaseUrl, log), startFrequentJob(second, a.config, a.databaseUrl, log)]);
    const sql = <T>(q: string, p: unknown[] = []) => a.orm.em.getConnection().execute<T[]>(q, p);
    const done = await until(async () => {
      const states = await sql<{ state: string }>(`select state from pgboss.job where name = 'frequent-consignments' and singleton_key is not null`);
      return states.length > 0 && states.every((j) => j.state === 'completed');
    }, 20_000);
    await new Promise((r) => setTimeout(r, 1000)); // a second run, if any, would be queued or done by now
    await Promise.all(jobs.map((j) => j.stop()));
    expect(done).toBe(true);
    const startJobs = await sql<{ state: string; retry_count: number }>(`select state, retry_count from pgboss.job where name = 'frequent-consignments' and singleton_key = ?`, [`start-${today(new Date())}`]);
    expect(startJobs).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(await sql(`select 1 from pgboss.schedule where name = 'frequent-consignments'`)).toHaveLength(1);
    // The run covers today and tomorrow; the template starts on `start`, so at most one of them is due.
    const made = await sql<{ n: number }>(`select count(*)::int as n from consignment where frequent_consignment_template_id = ? group by frequent_date`, [template.json().Id]);
    expect(made.every((r) => r.n === 1)).toBe(true);
  }, 60_000);

  it('hands each of many pg-boss jobs to exactly one of two workers', async () => {
    const queue = `reliability-${Date.now()}`;
    const bosses = [new PgBoss(a.databaseUrl), new PgBoss(a.databaseUrl)];
    const runs = new Map<string, string[]>();
    for (const [i, boss] of bosses.entries()) {
      boss.on('error', () => undefined);
      await boss.start();
      await boss.createQueue(queue);
      await boss.work<{ n: number }>(queue, { pollingIntervalSeconds: 0.5, batchSize: 2 }, async (jobs) => {
        for (const job of jobs) runs.set(job.id, [...(runs.get(job.id) ?? []), `worker-${i}`]);
      });
    }
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => bosses[n % 2].send(queue, { n })));
    const finished = await until(() => runs.size === ids.length, 20_000);
    await new Promise((r) => setTimeout(r, 1000)); // a second delivery, if any, would show up now
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: true })));
    expect(finished).toBe(true);
    expect([...runs.values()].filter((workers) => workers.length !== 1)).toEqual([]);
    expect(new Set([...runs.values()].flat()).size).toBe(2);
  }, 60_000);
});
