import { Migration } from '@mikro-orm/migrations';

/**
 * Durable domain events (issue 24 item 4): written in the transaction of each change, read in the order
 * (tx, id) below the oldest running transaction (decision 0120), pruned after EVENT_RETENTION_DAYS.
 */
export class Migration20261125210000 extends Migration {

  override name = 'Migration20261125210000';

  override up(): void | Promise<void> {
    this.addSql(`create table "event" ("id" bigserial primary key, "tx" xid8 not null default pg_current_xact_id(), "type" varchar(64) not null, "customer_id" int null, "supplier_id" int null, "data" jsonb not null, "occurred_at" timestamptz not null default now());`);
    this.addSql(`create index "event_tx_id_index" on "event" ("tx", "id");`);
    this.addSql(`create index "event_occurred_at_index" on "event" ("occurred_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event";`);
  }

}
