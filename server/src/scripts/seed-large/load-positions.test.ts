import { useOrmDatabase } from '../../test/orm-database.js';
import { buildSupplier, buildUser } from '../../test/factories.js';
import { UserRole } from '../../modules/users/user.entity.js';
import { loadPositions } from './load-positions.js';
import { SLOTS_PER_DAY } from './positions.js';
import { ukPlaces } from './uk-places.js';

// seed:large's bulk load of positions (issue 26 item 1: it writes into the day partitions), on real PostgreSQL.
const db = useOrmDatabase();
const { query } = db;

/** Each index of the partitioned table, with whether it is valid and on how many partitions it is. */
async function parentIndexes() {
  return query<{ name: string; valid: boolean; partitions: number }>(
    `select i.indexrelid::regclass::text as name, i.indisvalid as valid,
       (select count(*)::int from pg_inherits h where h.inhparent = i.indexrelid) as partitions
     from pg_index i where i.indrelid = 'supplier_location'::regclass order by 1`,
  );
}

it('rebuilds every index of the position history on each day partition after the bulk load, as the migrations made them', async () => {
  const before = await parentIndexes();
  const supplier = await buildSupplier(db.orm);
  const driver = await buildUser(db.orm, { role: UserRole.SUPPLIER, supplierId: supplier.id });
  const yesterday = new Date(new Date().toISOString().slice(0, 10));
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);

  const load = await loadPositions(db.url, [{ supplierId: supplier.id, userId: driver.id, depot: ukPlaces[0] }], yesterday, 1, 1, 1, () => undefined);

  expect(load.rows).toBe(SLOTS_PER_DAY);
  const after = await parentIndexes();
  expect(after.map((i) => i.name)).toEqual(before.map((i) => i.name));
  const [{ partitions }] = await query<{ partitions: number }>(`select count(*)::int as partitions from pg_inherits where inhparent = 'supplier_location'::regclass`);
  for (const index of after) expect(index).toEqual({ name: index.name, valid: true, partitions });
  // A day's track is read from the covering index, not by scanning the day.
  const plan = await query<{ 'QUERY PLAN': string }>(
    `explain select latitude, longitude, recorded_at from supplier_location where supplier_id = $1 and recorded_at >= $2 and recorded_at < $3`,
    [supplier.id, yesterday, new Date(yesterday.getTime() + 3_600_000)],
  );
  expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using supplier_location_p\d+_supplier_id_recorded_at/);
});
