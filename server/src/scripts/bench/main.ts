import 'reflect-metadata';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { defaultServerUrl, intArg, parseArgs, say, stringArg, withDatabase, type Args } from '../cli-args.js';
import { seedLarge } from '../seed-large/seed.js';
import { scenarios } from './scenarios/index.js';
import { markdown, spliceSections, table } from './report.js';
import { startServer, type ServerProcess } from './server-process.js';
import { signInOffice } from './sessions.js';
import { sizes, type BenchContext, type Scenario, type ScenarioResult, type SizeProfile } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/** What the database holds, or null when it isn't a seeded bench database. */
async function describe(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query(`select
      (select count(*) from app_user where username = 'bench-office')::int as office,
      (select reltuples::bigint from pg_class where relname = 'supplier_location') as positions,
      (select count(*) from supplier_last_location)::int as tracked,
      (select count(*) from supplier)::int as suppliers, (select count(*) from vehicle)::int as vehicles, (select count(*) from customer)::int as customers`).catch(() => ({ rows: [] }));
    const r = rows[0];
    if (!r?.office || !r.tracked) return null;
    return `about ${Number(r.positions).toLocaleString('en-GB')} positions (planner estimate), ${r.tracked} suppliers on the map, ${r.suppliers} suppliers, ${r.vehicles} vehicles, ${r.customers} customers`;
  } finally {
    await client.end();
  }
}

/**
 * Reads every table and index but the position history into the operating system's cache, as a server that has run
 * for a while has them: a first read of a cold page waits for the disk, and whichever of app and floor ran first paid
 * for both (gets by id of random consignments measured 1,396 req/s against the floor's 3,049 after an index build
 * had pushed the consignments out of the cache, then 4,444 against 4,126 warm). The position history's days are
 * warmed by the scenarios' own repeated reads.
 */
async function warmCache(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ blocks: string }>(
      `select coalesce(sum(pg_prewarm(c.oid, 'read')), 0) as blocks from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'i') and c.relname not like 'supplier_location%'`,
    );
    const megabytes = (Number(rows[0].blocks) * 8) / 1024;
    return `cache warmed: ${megabytes.toFixed(0)} MB of tables and indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  } catch (err) {
    return `cache not warmed (${(err as Error).message}): figures may include first reads from disk`;
  } finally {
    await client.end();
  }
}

const OVERRIDES = ['drivers', 'subscribers', 'seconds', 'ingestSeconds', 'pricingSeconds', 'connections', 'instances'] as const;
const USAGE = `npm run bench [-- --size small|full] [--database name] [--only id,id] [--port 4990] [--out file]
                [--drivers N --subscribers N --watch all|one --seconds N --ingestSeconds N --pricingSeconds N --connections N
                 --ingestRate N (total posts/s; 0 = each driver posts as soon as answered)
                 --instances N (API processes for the ingest scenarios, sharing map events through REDIS_URL)]
Scenario ids: ${scenarios.map((s) => s.id).join(', ')}`;

/**
 * Issue 9 item 2 (see USAGE). Starts the built server on the benchmark database, runs the scenarios,
 * prints the table and writes bench/results.md (full) or bench/results-small.md (small).
 */
async function main(): Promise<void> {
  const args = parseArgs(USAGE, ['size', 'database', 'only', 'port', 'out', 'watch', 'ingestRate', ...OVERRIDES]);
  const profile = sizes[stringArg(args, 'size', 'full') as 'small' | 'full'];
  if (!profile) throw new Error('--size must be small or full');
  // Any number of the profile can be overridden for an experiment, e.g. --subscribers 0.
  const size = { ...profile, seed: { ...profile.seed } };
  size.watch = stringArg(args, 'watch', profile.watch) === 'one' ? 'one' : 'all';
  for (const key of OVERRIDES) size[key] = intArg(args, key, profile[key]);
  size.ingestRate = intArg(args, 'ingestRate', 0);
  const database = stringArg(args, 'database', size.database);
  const databaseUrl = withDatabase(defaultServerUrl(), database);
  const only = stringArg(args, 'only', '').split(',').filter(Boolean);
  const unknown = only.filter((id) => !scenarios.some((s) => s.id === id));
  if (unknown.length) throw new Error(`Unknown scenario ${unknown.join(', ')}\n${USAGE}`);
  const started = performance.now();
  const loadAtStart = loadavg();
  const selected = scenarios.filter((s) => !only.length || only.includes(s.id));
  if (selected.every((s) => s.needsDatabase === false)) return runWithoutDatabase(selected, size, args);

  let dataset = await describe(databaseUrl);
  if (!dataset) {
    if (size.name !== 'small') throw new Error(`${database} is not a seeded benchmark database: run \`npm run seed:large -- --consignments 1000000\` first (or use --size small).`);
    say(`Seeding ${database} (${size.seed.vehicles} vehicles x ${size.seed.days} days)...`);
    await seedLarge({ serverUrl: defaultServerUrl(), database, customers: 200, suppliers: 300, vehicles: size.seed.vehicles, days: size.seed.days, consignments: size.seed.consignments, streams: 2, seed: 1, log: say });
    dataset = (await describe(databaseUrl))!;
  }
  say(`bench (${size.name}) on ${database}: ${dataset}`);
  say(await warmCache(databaseUrl));

  const results: ScenarioResult[] = [];
  let server: ServerProcess | undefined;
  try {
    for (const scenario of selected) {
      if (scenario.freshServer && server) {
        await server.stop();
        server = undefined;
      }
      if (scenario.needsServer && !server) {
        server = await startServer(databaseUrl, intArg(args, 'port', 4990));
        say(`server pid ${server.pid} at ${server.url}`);
      }
      const officeToken = server ? await signInOffice(server.url) : '';
      say(`- ${scenario.title}`);
      const ctx: BenchContext = { size, databaseUrl, server: server!, officeToken, log: say };
      try {
        results.push(await scenario.run(ctx));
      } catch (err) {
        console.error(err);
        results.push({ id: scenario.id, title: scenario.title, meaning: 'The run failed; see the console.', rows: [], pending: `FAILED: ${(err as Error).message.slice(0, 200)}` });
      }
    }
  } finally {
    await server?.stop();
  }

  const seconds = (performance.now() - started) / 1000;
  say('');
  say(table(results));
  const out = path.resolve(repoRoot, stringArg(args, 'out', size.name === 'full' ? 'bench/results.md' : 'bench/results-small.md'));
  mkdirSync(path.dirname(out), { recursive: true });
  // Scenarios with sections of their own, run alone, update their sections and keep the rest of the file.
  const sectionsOnly = selected.every((s) => s.ownSection) && existsSync(out);
  writeFileSync(out, sectionsOnly ? spliceSections(readFileSync(out, 'utf8'), results) : markdown(results, size, database, dataset, seconds, loadAtStart));
  say(`\nwrote ${path.relative(repoRoot, out)} (${seconds.toFixed(0)} s)`);
}

/**
 * Scenarios that read no database (issue 23's routing) run without the seeded benchmark database or a
 * server, and update only their own sections of the results file.
 */
async function runWithoutDatabase(selected: Scenario[], size: SizeProfile, args: Args): Promise<void> {
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    say(`- ${scenario.title}`);
    results.push(await scenario.run({ size, databaseUrl: '', server: undefined!, officeToken: '', log: say }));
  }
  say('');
  say(table(results));
  const out = path.resolve(repoRoot, stringArg(args, 'out', size.name === 'full' ? 'bench/results.md' : 'bench/results-small.md'));
  writeFileSync(out, spliceSections(existsSync(out) ? readFileSync(out, 'utf8') : '# Benchmark results\n', results));
  say(`\nupdated ${path.relative(repoRoot, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
