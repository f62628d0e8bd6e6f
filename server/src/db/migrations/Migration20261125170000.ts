import { Migration } from '@mikro-orm/migrations';
import { addDays, today } from '../../domain/dates.js';
import { DAYS_AHEAD, daysBetween } from '../../domain/position-partitions.js';
import { createPartitionStatements } from '../../modules/tracking/position-partitions.js';

const COLUMNS = 'id, supplier_id, user_id, manifest_id, latitude, longitude, recorded_at, received_at';
const COLUMN_TYPES = `"supplier_id" int not null, "user_id" int null, "manifest_id" int null, "latitude" double precision not null,
  "longitude" double precision not null, "recorded_at" timestamptz not null, "received_at" timestamptz not null`;

/** The names a table's constraints and indexes carry, moved aside so the new table can take them. */
function renameAside(from: string, to: string): string[] {
  return [
    `alter table "${from}" rename to "${to}"`,
    `alter table "${to}" rename constraint "${from}_pkey" to "${to}_pkey"`,
    `alter table "${to}" rename constraint "${from}_supplier_id_foreign" to "${to}_supplier_id_foreign"`,
    `alter table "${to}" rename constraint "${from}_user_id_foreign" to "${to}_user_id_foreign"`,
    `alter index "${from}_supplier_recorded_idx" rename to "${to}_supplier_recorded_idx"`,
    `alter index "${from}_recorded_brin" rename to "${to}_recorded_brin"`,
    `alter sequence "${from}_id_seq" owned by none`,
  ];
}

/** Foreign keys and indexes, made after the rows are in (one sorted build per index, not one insert at a time). */
const KEYS_AND_INDEXES = [
  `alter table "supplier_location" add constraint "supplier_location_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade`,
  `alter table "supplier_location" add constraint "supplier_location_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null`,
  `create index "supplier_location_supplier_recorded_idx" on "supplier_location" ("supplier_id", "recorded_at") include ("latitude", "longitude", "id")`,
  `create index "supplier_location_recorded_brin" on "supplier_location" using brin ("recorded_at")`,
  `alter sequence "supplier_location_id_seq" owned by "supplier_location"."id"`,
];

/**
 * The position history partitioned by London day (issue 26: a hundred million positions a day, pruned by dropping
 * a day's table). The rows move into a new partitioned table: a day partition for every day that has positions
 * and for today and the week ahead, a default partition for anything else. The primary key gains recorded_at
 * (PostgreSQL requires the partition key in it); ids keep coming from the same sequence.
 */
export class Migration20261125170000 extends Migration {

  override name = 'Migration20261125170000';

  override async up(): Promise<void> {
    const [span] = await this.execute(`select min(recorded_at) as first, max(recorded_at) as last from "supplier_location"`);
    const now = new Date();
    const first = span?.first ? today(new Date(span.first as string)) : today(now);
    const last = span?.last ? today(new Date(span.last as string)) : today(now);
    const ahead = addDays(today(now), DAYS_AHEAD);
    const days = daysBetween(first < today(now) ? first : today(now), last > ahead ? last : ahead);

    for (const sql of renameAside('supplier_location', 'supplier_location_unpartitioned')) this.addSql(sql);
    this.addSql(`create table "supplier_location" ("id" bigint not null default nextval('supplier_location_id_seq'), ${COLUMN_TYPES},
      constraint "supplier_location_pkey" primary key ("id", "recorded_at")) partition by range ("recorded_at")`);
    this.addSql(`create table "supplier_location_default" partition of "supplier_location" default`);
    for (const day of days) for (const sql of createPartitionStatements(day)) this.addSql(sql);
    this.addSql(`insert into "supplier_location" (${COLUMNS}) select ${COLUMNS} from "supplier_location_unpartitioned"`);
    this.addSql(`drop table "supplier_location_unpartitioned"`);
    for (const sql of KEYS_AND_INDEXES) this.addSql(sql);
    this.addSql(`analyze "supplier_location"`);
  }

  override down(): void | Promise<void> {
    for (const sql of renameAside('supplier_location', 'supplier_location_partitioned')) this.addSql(sql);
    this.addSql(`create table "supplier_location" ("id" bigint not null default nextval('supplier_location_id_seq'), ${COLUMN_TYPES},
      constraint "supplier_location_pkey" primary key ("id"))`);
    this.addSql(`insert into "supplier_location" (${COLUMNS}) select ${COLUMNS} from "supplier_location_partitioned"`);
    this.addSql(`drop table "supplier_location_partitioned"`);
    for (const sql of KEYS_AND_INDEXES) this.addSql(sql);
  }

}
