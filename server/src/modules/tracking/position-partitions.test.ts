import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, londonDayRange, today } from '../../domain/dates.js';
import { ormConfig } from '../../db/orm.config.js';
import { createTestDatabase } from '../../test/database.js';
import { useOrmDatabase } from '../../test/orm-database.js';
import { buildSupplier } from '../../test/factories.js';
import { listPartitions, maintainPositionPartitions } from './position-partitions.js';
import { runPositionPartitions } from './position-partitions.job.js';

// The position history partitioned by London day (issue 26 item 1), on real PostgreSQL.
const db = useOrmDatabase();
const { query } = db;

async function insertPosition(supplierId: number, recordedAt: Date): Promise<string> {
  const [row] = await query<{ id: string }>(
    `insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at) values ($1, 51.5, -0.1, $2, now()) returning id`,
    [supplierId, recordedAt],
  );
  return row.id;
}

async function partitionOf(id: string): Promise<string> {
  const [row] = await query<{ partition: string }>(`select tableoid::regclass::text as partition from supplier_location where id = $1`, [id]);
  return row.partition;
}

it('stores a position taken on a day boundary in the partition of the London day it belongs to', async () => {
  const supplier = await buildSupplier(db.orm);
  const day = today(new Date());
  const midnight = londonDayRange(day).end; // the first instant of tomorrow, London time
  const before = await insertPosition(supplier.id, new Date(midnight.getTime() - 1));
  const at = await insertPosition(supplier.id, midnight);
  expect(await partitionOf(before)).toBe(`supplier_location_p${day.replaceAll('-', '')}`);
  expect(await partitionOf(at)).toBe(`supplier_location_p${addDays(day, 1).replaceAll('-', '')}`);
});

it('creates the days ahead and drops the days past retention when the daily job runs, at the clock it is given', async () => {
  const supplier = await buildSupplier(db.orm);
  const later = new Date(Date.now() + 30 * 86_400_000);
  const kept = await insertPosition(supplier.id, new Date(later.getTime() - 2 * 86_400_000));
  const expiring = await insertPosition(supplier.id, new Date(Date.now() - 86_400_000)); // no partition: the default one
  const droppedWithItsDay = await insertPosition(supplier.id, new Date());

  const run = await runPositionPartitions(db.orm, later, 10);

  const names = await listPartitions(db.pool);
  for (let d = 0; d <= 7; d++) expect(names).toContain(`supplier_location_p${addDays(today(later), d).replaceAll('-', '')}`);
  expect(run.dropped).toContain(`supplier_location_p${today(new Date()).replaceAll('-', '')}`);
  expect(run.expired).toBeGreaterThanOrEqual(1);
  expect(names.filter((n) => n !== 'supplier_location_default' && n < `supplier_location_p${addDays(today(later), -10).replaceAll('-', '')}`)).toEqual([]);
  expect(await query(`select id from supplier_location where id in ($1, $2)`, [expiring, droppedWithItsDay])).toEqual([]);
  expect(await partitionOf(kept)).toBe(`supplier_location_default`); // that day had no partition: it waits in the default one
});

it('moves a late position out of the default partition when its day gets a partition', async () => {
  const supplier = await buildSupplier(db.orm);
  const farAhead = new Date(Date.now() + 300 * 86_400_000);
  const late = await insertPosition(supplier.id, farAhead);
  expect(await partitionOf(late)).toBe('supplier_location_default');

  await maintainPositionPartitions(db.pool, farAhead, { retentionDays: 400, daysAhead: 1 });

  expect(await partitionOf(late)).toBe(`supplier_location_p${today(farAhead).replaceAll('-', '')}`);
});

it('lets two runs at once create each partition once (the second waits for the first)', async () => {
  const when = new Date(Date.now() + 200 * 86_400_000);
  const [a, b] = await Promise.all([db.pool.connect(), db.pool.connect()]);
  try {
    const runs = await Promise.all([maintainPositionPartitions(a, when, { retentionDays: 400, daysAhead: 2 }), maintainPositionPartitions(b, when, { retentionDays: 400, daysAhead: 2 })]);
    expect([...runs[0].created, ...runs[1].created].sort()).toEqual([0, 1, 2].map((d) => `supplier_location_p${addDays(today(when), d).replaceAll('-', '')}`));
  } finally {
    a.release();
    b.release();
  }
});

it('keeps every row, id and value when the migration partitions an existing unpartitioned table', async () => {
  const copy = await createTestDatabase();
  const other = await MikroORM.init(ormConfig(copy.url, { logger: () => undefined }));
  try {
    await other.migrator.down({ migrations: ['Migration20261125170000'] });
    const conn = other.em.getConnection();
    const [kind] = await conn.execute(`select relkind from pg_class where relname = 'supplier_location'`);
    expect(kind.relkind).toBe('r');
    const supplier = await buildSupplier(other);
    // 3,000 positions over 40 days, back from now, some in the same millisecond.
    await conn.execute(`insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at)
      select ${supplier.id}, 50 + i / 1000.0, -1 - i / 1000.0, now() - (i * interval '20 minutes'), now() from generate_series(0, 2999) i`);
    await conn.execute(`insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at) values (${supplier.id}, 1, 2, now(), now())`);
    const fingerprint = `select count(*)::int as n, md5(string_agg(concat_ws('|', id, supplier_id, latitude, longitude, recorded_at, received_at), ',' order by id)) as sum from supplier_location`;
    const [before] = await conn.execute(fingerprint);

    await other.migrator.up();

    const [after] = await conn.execute(fingerprint);
    expect(after).toEqual(before);
    expect(before.n).toBe(3001);
    const [parent] = await conn.execute(`select relkind from pg_class where relname = 'supplier_location'`);
    expect(parent.relkind).toBe('p');
    const [{ stray }] = await conn.execute(`select count(*)::int as stray from supplier_location_default`);
    expect(stray).toBe(0);
    // New positions keep taking ids from the same sequence.
    const [next] = await conn.execute(`insert into supplier_location (supplier_id, latitude, longitude, recorded_at, received_at) values (${supplier.id}, 1, 2, now(), now()) returning id`);
    expect(BigInt(next.id)).toBeGreaterThan(3001n);
  } finally {
    await other.close(true);
    await copy.drop();
  }
});
