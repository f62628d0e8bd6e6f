import 'reflect-metadata';
import { defaultServerUrl, intArg, parseArgs, say, stringArg } from './cli-args.js';
import { seedLarge } from './seed-large/seed.js';

const USAGE = `npm run seed:large -- --consignments N [--database URL|name] [--days 30] [--vehicles 500]
                      [--customers 200] [--suppliers 300] [--streams 2] [--seed 1]
(Re)creates the large benchmark database: DROPS the database first. Default: dispatch_large on
DATABASE_URL's server, else local PostgreSQL.`;

/** (Re)creates the large benchmark database (issue 9 item 1); see USAGE. */
async function main(): Promise<void> {
  const args = parseArgs(USAGE, ['consignments', 'database', 'days', 'vehicles', 'customers', 'suppliers', 'streams', 'seed']);
  const target = stringArg(args, 'database', 'dispatch_large');
  const isUrl = /^postgres(ql)?:\/\//.test(target);
  const serverUrl = isUrl ? target : defaultServerUrl();
  const database = isUrl ? new URL(target).pathname.slice(1) : target;
  if (!database || database === 'postgres') throw new Error('--database must name a database of its own; it is dropped and recreated.');
  const options = {
    serverUrl,
    database,
    customers: intArg(args, 'customers', 200),
    suppliers: intArg(args, 'suppliers', 300),
    vehicles: intArg(args, 'vehicles', 500),
    days: intArg(args, 'days', 30),
    consignments: intArg(args, 'consignments', 1_000_000),
    streams: intArg(args, 'streams', 2),
    seed: intArg(args, 'seed', 1),
    log: say,
  };
  say(`seed:large -> ${database} (${options.customers} customers, ${options.suppliers} suppliers, ${options.vehicles} tracked vehicles x ${options.days} days, ${options.consignments.toLocaleString('en-GB')} consignments requested)`);
  const started = performance.now();
  await seedLarge(options);
  say(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
