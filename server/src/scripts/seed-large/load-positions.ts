import pg from 'pg';
import { addDays, today } from '../../domain/dates.js';
import { DAYS_AHEAD, daysBetween } from '../../domain/position-partitions.js';
import { createPartitions } from '../../modules/tracking/position-partitions.js';
import { lastPositions, positionChunks, SLOTS_PER_DAY, type TrackedVehicle } from './positions.js';
import { copyInto, insertRows, syncSequence } from './sql.js';

const COLUMNS = ['id', 'supplier_id', 'user_id', 'manifest_id', 'latitude', 'longitude', 'recorded_at', 'received_at'];

/** Timings of one position load, for the report. */
export interface PositionLoad {
  rows: number;
  copySeconds: number;
  indexSeconds: number;
  vacuumSeconds: number;
}

/** What supplier_location's migrations made on it, read before dropping so the rebuild restores exactly that. */
interface Definitions {
  constraints: { name: string; def: string; type: string }[];
  indexes: { name: string; def: string }[];
}

/** The rows to load: days x vehicles from firstDay, in `streams` parallel COPYs, with the seed's randomness. */
interface Load {
  vehicles: TrackedVehicle[];
  firstDay: Date;
  days: number;
  streams: number;
  seed: number;
}

/**
 * Loads days x vehicles x 8,640 positions the way bulk loads are done: drop supplier_location's
 * indexes and foreign keys, COPY in parallel streams (each a run of days), then rebuild exactly the
 * definitions the migrations made, and VACUUM ANALYZE so the first reader doesn't pay for hint bits. The rows go
 * into their London days' partitions (made first, with the week ahead, as the daily job would have).
 */
export async function loadPositions(url: string, vehicles: TrackedVehicle[], firstDay: Date, days: number, streams: number, seed: number, progress: (line: string) => void): Promise<PositionLoad> {
  const load: Load = { vehicles, firstDay, days, streams, seed };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const definitions = await readDefinitions(admin);
    await prepareTable(admin, load, definitions);
    const copyStarted = performance.now();
    const rows = await copyPositions(url, load, progress);
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const indexStarted = performance.now();
    await rebuild(admin, url, definitions);
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    await insertRows(admin, 'supplier_last_location', lastPositions(vehicles, firstDay, days, seed).map((l) => ({ supplier_id: l.supplierId, user_id: l.userId, manifest_id: null, latitude: l.latitude, longitude: l.longitude, recorded_at: l.recordedAt })));
    const vacuumStarted = performance.now();
    await admin.query('vacuum (analyze) supplier_location');
    await admin.query('vacuum (analyze) supplier_last_location');
    return { rows, copySeconds, indexSeconds, vacuumSeconds: (performance.now() - vacuumStarted) / 1000 };
  } finally {
    await admin.end();
  }
}

/** supplier_location's constraints and its other indexes, as PostgreSQL prints their definitions. */
async function readDefinitions(admin: pg.Client): Promise<Definitions> {
  const { rows: constraints } = await admin.query<{ name: string; def: string; type: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def, contype as type from pg_constraint where conrelid = 'supplier_location'::regclass order by contype desc`,
  );
  const { rows: indexes } = await admin.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where tablename = 'supplier_location' and indexname not in (select conname from pg_constraint where conrelid = 'supplier_location'::regclass)`,
  );
  // PostgreSQL prints a partitioned table's index as `ON ONLY`, which run again makes the parent's index alone
  // (invalid, none on the partitions): every track read would then scan its whole day. Without ONLY it is made on
  // each partition as well, as the migration made it.
  return { constraints, indexes: indexes.map((i) => ({ ...i, def: i.def.replace(/ ON ONLY /, ' ON ') })) };
}

/** Makes the days' partitions (and the week ahead), then drops the constraints and indexes the COPY would maintain. */
async function prepareTable(admin: pg.Client, { firstDay, days }: Load, { constraints, indexes }: Definitions): Promise<void> {
  const lastInstant = new Date(firstDay.getTime() + days * 86_400_000 - 1);
  await createPartitions(admin, daysBetween(today(firstDay), addDays(today(lastInstant > new Date() ? lastInstant : new Date()), DAYS_AHEAD)));
  for (const c of constraints) await admin.query(`alter table supplier_location drop constraint "${c.name}"`);
  for (const i of indexes) await admin.query(`drop index "${i.name}"`);
}

/** COPYs the positions in parallel streams, each its own connection and run of days, reporting every 10 s; returns the rows. */
async function copyPositions(url: string, { vehicles, firstDay, days, streams, seed }: Load, progress: (line: string) => void): Promise<number> {
  const total = days * SLOTS_PER_DAY * vehicles.length;
  let done = 0;
  let lastReport = performance.now();
  const copyStarted = performance.now();
  const perStream = Math.ceil(days / streams);
  await Promise.all(
    Array.from({ length: Math.min(streams, days) }, async (_, k) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('set synchronous_commit = off');
        const chunks = positionChunks(vehicles, firstDay, k * perStream, Math.min(days, (k + 1) * perStream), seed);
        await copyInto(client, 'supplier_location', COLUMNS, chunks, (rows) => {
          done += rows;
          if (performance.now() - lastReport > 10_000) {
            lastReport = performance.now();
            const seconds = (lastReport - copyStarted) / 1000;
            progress(`  positions: ${(done / 1e6).toFixed(1)}M of ${(total / 1e6).toFixed(1)}M, ${Math.round(done / seconds).toLocaleString('en-GB')} rows/s`);
          }
        });
      } finally {
        await client.end();
      }
    }),
  );
  return done;
}

/** Restores the primary key, then the indexes in parallel, then the foreign keys, and moves the id sequence past the rows. */
async function rebuild(admin: pg.Client, url: string, { constraints, indexes }: Definitions): Promise<void> {
  await admin.query(`set maintenance_work_mem = '1GB'`);
  await admin.query('set max_parallel_maintenance_workers = 2');
  for (const c of constraints.filter((x) => x.type === 'p')) await admin.query(`alter table supplier_location add constraint "${c.name}" ${c.def}`);
  await Promise.all(
    indexes.map(async (i) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`set maintenance_work_mem = '1GB'`);
      await client.query(i.def).finally(() => client.end());
    }),
  );
  for (const c of constraints.filter((x) => x.type !== 'p')) await admin.query(`alter table supplier_location add constraint "${c.name}" ${c.def}`);
  await syncSequence(admin, 'supplier_location');
}
