import { Migration } from '@mikro-orm/migrations';

/** Live ETAs and late flags on stops, and the recipients' tracking links (issue 25 items 1-3). */
export class Migration20261125202500 extends Migration {

  override name = 'Migration20261125202500';

  override up(): void | Promise<void> {
    this.addSql(`alter table "consignment_address" add column "eta" timestamptz null, add column "is_late" boolean not null default false;`);
    this.addSql(`create table "tracking_link" ("id" serial primary key, "token_hash" varchar(64) not null, "consignment_id" int not null, "created_by_id" int null, "created_at" timestamptz not null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "tracking_link" add constraint "tracking_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "tracking_link_consignment_id_index" on "tracking_link" ("consignment_id");`);
    this.addSql(`alter table "tracking_link" add constraint "tracking_link_consignment_id_foreign" foreign key ("consignment_id") references "consignment" ("id") on delete cascade;`);
    this.addSql(`alter table "tracking_link" add constraint "tracking_link_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tracking_link" cascade;`);
    this.addSql(`alter table "consignment_address" drop column "eta", drop column "is_late";`);
  }

}
