import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.js';
import { redisSignInBudget, shareSignInBudget } from './auth/sign-in-limit.js';
import type { Config } from './config.js';
import { openDatabase, type Preparation } from './db/database.js';
import { openReadDatabase } from './db/read-database.js';
import { createFirstAdmin, readPassword } from './db/first-admin.js';
import { DemoSeeder } from './db/seeders/demo.seeder.js';
import { LookupSeeder } from './db/seeders/lookup.seeder.js';
import { startInvoicingJob } from './modules/accounts/invoicing.job.js';
import { startFrequentJob } from './modules/consignments/frequent.job.js';
import { startMailWorker } from './modules/mail/mail.worker.js';
import { startSmsWorker } from './modules/notifications/sms.worker.js';
import { startPositionPartitionsJob } from './modules/tracking/position-partitions.job.js';
import { startEventRetentionJob } from './modules/events/event.prune.job.js';
import { startWebhookJobs } from './modules/webhooks/webhook.job.js';
import { createMemoryPubSub, createRedisPubSub } from './realtime/pubsub.js';

/** A started server: where it listens and how to stop everything it started, in order. */
export interface Server {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** What every start does under the migration lock, after migrating: lookups, then the demo data when asked. */
export function seeding(config: Config, more?: Preparation): Preparation {
  return async (orm: MikroORM) => {
    await orm.seeder.seed(LookupSeeder);
    if (config.seedDemoData) await orm.seeder.seed(DemoSeeder);
    await more?.(orm);
  };
}

/** ADMIN_EMAIL + ADMIN_PASSWORD_FILE: the first office admin, made on a start that finds none (issue 22 item 5). */
export function firstAdminFromConfig(config: Config): Preparation | undefined {
  const wanted = config.firstAdmin;
  if (!wanted) return undefined;
  return async (orm) => {
    if (!wanted.passwordFile) throw new Error('ADMIN_EMAIL is set without ADMIN_PASSWORD_FILE (a file holding the password).');
    const password = await readPassword(wanted.passwordFile);
    process.stdout.write(`${await createFirstAdmin(orm, { email: wanted.email, password }, config.auth.minPasswordLength)}\n`);
  };
}

/**
 * Boot: config -> database (migrate and seed under an advisory lock, so replicas may start together) -> http.
 * main.ts adds the signals; the two-replica test starts two of these at once.
 */
export async function startServer(config: Config, prepare: Preparation = seeding(config)): Promise<Server> {
  const db = await openDatabase(config, prepare);
  let logError: (err: Error) => void = (err) => console.error(err);
  const pubsub = config.redisUrl ? createRedisPubSub(config.redisUrl, (err) => logError(err)) : createMemoryPubSub();
  // With Redis, every instance counts sign-in attempts per address in one place (issue 10 items 1 and 3).
  const signInBudget = config.redisUrl ? redisSignInBudget(config.redisUrl, (err) => logError(err)) : undefined;
  if (signInBudget) shareSignInBudget(config, signInBudget);
  const replica = config.databaseReadUrl ? await openReadDatabase(config.databaseReadUrl) : undefined;
  const { app, close } = await createApp(config, { orm: db.orm, pubsub, replica });
  logError = (err) => app.log.warn({ err }, 'fan-out (Redis) error');
  const mail = startMailWorker(db.orm, config, app.log);
  const sms = startSmsWorker(db.orm, config, app.log);
  const frequent = config.jobsEnabled ? await startFrequentJob(db.orm, config, db.url, app.log) : undefined;
  const invoicing = config.jobsEnabled ? await startInvoicingJob(db.orm, db.url, app.log) : undefined;
  const partitions = config.jobsEnabled ? await startPositionPartitionsJob(db.orm, db.url, config.positionRetentionDays, app.log) : undefined;
  const eventRetention = config.jobsEnabled ? await startEventRetentionJob(db.orm, db.url, config.eventRetentionDays, app.log) : undefined;
  const webhooks = config.jobsEnabled ? await startWebhookJobs(db.orm, db.url, config, pubsub, app.log) : undefined;
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    url: `http://localhost:${port}`,
    async stop() {
      await close();
      await mail.stop();
      await sms.stop();
      await frequent?.stop();
      await invoicing?.stop();
      await partitions?.stop();
      await eventRetention?.stop();
      await webhooks?.stop();
      await pubsub.close();
      await signInBudget?.close();
      await replica?.close(true);
      await db.close();
    },
  };
}
