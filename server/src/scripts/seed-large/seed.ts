import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { hashPassword } from '../../auth/passwords.js';
import { ormConfig } from '../../db/orm.config.js';
import { LookupSeeder } from '../../db/seeders/lookup.seeder.js';
import { withDatabase } from '../cli-args.js';
import { runHistory } from './extensions.js';
import { loadPositions } from './load-positions.js';
import { SLOTS_PER_DAY, type TrackedVehicle } from './positions.js';
import { BENCH_PASSWORD, buildReferenceData } from './reference-data.js';
import { insertRows, syncSequence } from './sql.js';

/** How big a firm to seed. */
export interface SeedOptions {
  /** Server URL (any database on it); the seed database is created next to it. */
  serverUrl: string;
  database: string;
  customers: number;
  suppliers: number;
  /** Vehicles whose trackers report (the first N by id). */
  vehicles: number;
  days: number;
  consignments: number;
  /** Parallel COPY streams for positions. */
  streams: number;
  seed: number;
  log: (line: string) => void;
}

/** One line of the seed report. */
export interface SeedStepReport {
  step: string;
  rows: number | string;
  seconds: number;
}

/** Drops and recreates a database, migrated by the app's own migrations and seeded with the lookups. */
export async function recreateDatabase(serverUrl: string, database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, database);
  const orm = await MikroORM.init(ormConfig(url, { logger: () => undefined }));
  try {
    await orm.migrator.up();
    await orm.seeder.seed(LookupSeeder);
  } finally {
    await orm.close(true);
  }
  return url;
}

/**
 * Seeds a realistic firm: reference data by batched INSERTs, 30 days of positions by COPY, then the
 * business history steps (consignments, manifests, invoices; a step is reported pending while its tables are missing).
 */
export async function seedLarge(o: SeedOptions): Promise<{ url: string; report: SeedStepReport[] }> {
  const report: SeedStepReport[] = [];
  const step = async <T>(name: string, work: () => Promise<T>, rows: (t: T) => number | string) => {
    const started = performance.now();
    const result = await work();
    const entry = { step: name, rows: rows(result), seconds: (performance.now() - started) / 1000 };
    report.push(entry);
    o.log(`  ${name}: ${typeof entry.rows === 'number' ? entry.rows.toLocaleString('en-GB') : entry.rows} in ${entry.seconds.toFixed(1)} s${typeof entry.rows === 'number' && entry.seconds > 0 ? ` (${Math.round(entry.rows / entry.seconds).toLocaleString('en-GB')} rows/s)` : ''}`);
    return result;
  };

  const url = await step('database, migrations, lookups', () => recreateDatabase(o.serverUrl, o.database), () => o.database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: types } = await client.query<{ id: number }>('select id from vehicle_type order by "order"');
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const data = buildReferenceData({ customers: o.customers, suppliers: o.suppliers, vehicleTypeIds: types.map((t) => t.id), passwordHash, seed: o.seed });
    await step('reference data (customers, suppliers, vehicles, users)', async () => {
      let rows = 0;
      for (const [table, list] of [['customer', data.customers], ['supplier', data.suppliers], ['vehicle', data.vehicles], ['app_user', data.users], ['user_device', data.userDevices]] as const) {
        const { skipped } = await insertRows(client, table, list);
        if (skipped.length) o.log(`    ${table}: not on this schema yet, skipped: ${skipped.join(', ')}`);
        if (table !== 'user_device') await syncSequence(client, table);
        rows += list.length;
      }
      return rows;
    }, (n) => n);

    const driverOf = new Map(data.users.filter((u) => u.supplier_id).map((u) => [u.supplier_id as number, u.id as number]));
    const tracked: TrackedVehicle[] = data.vehicles.slice(0, o.vehicles).map((v) => ({ supplierId: v.supplier_id as number, userId: driverOf.get(v.supplier_id as number)!, depot: data.depots.get(v.supplier_id as number)! }));
    if (tracked.length < o.vehicles) o.log(`    only ${tracked.length} vehicles exist; tracking all of them`);
    // The last `days` whole UTC days, ending at today's midnight: the newest position is just before it.
    const today = new Date(new Date().toISOString().slice(0, 10));
    const firstDay = new Date(today.getTime() - o.days * 86_400_000);
    o.log(`  positions: ${o.days} days x ${tracked.length} vehicles x ${SLOTS_PER_DAY} = ${(o.days * tracked.length * SLOTS_PER_DAY).toLocaleString('en-GB')} rows from ${firstDay.toISOString().slice(0, 10)}`);
    const load = await loadPositions(url, tracked, firstDay, o.days, o.streams, o.seed, o.log);
    report.push({ step: `positions COPY (${o.streams} streams, no indexes)`, rows: load.rows, seconds: load.copySeconds });
    report.push({ step: 'positions: rebuild indexes + foreign keys', rows: '', seconds: load.indexSeconds });
    report.push({ step: 'positions: VACUUM ANALYZE', rows: '', seconds: load.vacuumSeconds });
    o.log(`  positions COPY: ${load.rows.toLocaleString('en-GB')} in ${load.copySeconds.toFixed(1)} s (${Math.round(load.rows / load.copySeconds).toLocaleString('en-GB')} rows/s); indexes ${load.indexSeconds.toFixed(1)} s; vacuum ${load.vacuumSeconds.toFixed(1)} s`);

    for (const h of await runHistory({ client, url, streams: o.streams, log: o.log, consignments: o.consignments, reference: data, seed: o.seed })) {
      const rows = 'rows' in h.outcome ? h.outcome.rows : `pending (${o.consignments.toLocaleString('en-GB')} requested; ${h.outcome.pending})`;
      report.push({ step: h.name, rows, seconds: h.seconds });
      o.log(`  ${h.name}: ${rows}`);
    }
  } finally {
    await client.end();
  }
  return { url, report };
}
