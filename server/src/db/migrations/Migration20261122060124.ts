import { Migration } from '@mikro-orm/migrations';

export class Migration20261122060124 extends Migration {

  override name = 'Migration20261122060124';

  override up(): void | Promise<void> {
    this.addSql(`create type "api_key_scope" as enum ('OFFICE_READ_ONLY', 'CUSTOMER');`);
    this.addSql(`create table "api_key" ("id" serial primary key, "name" varchar(100) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scope" "api_key_scope" not null, "customer_id" int null, "service_user_id" int not null, "created_by_id" int null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null);`);
    this.addSql(`alter table "api_key" add constraint "api_key_prefix_unique" unique ("prefix");`);

    this.addSql(`create table "api_key_use" ("id" bigserial primary key, "api_key_id" int not null, "used_at" timestamptz not null, "ip_address" varchar(64) not null, "request" varchar(300) not null);`);
    this.addSql(`create index "api_key_use_api_key_id_used_at_index" on "api_key_use" ("api_key_id", "used_at");`);

    this.addSql(`alter table "api_key" add constraint "api_key_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "api_key" add constraint "api_key_service_user_id_foreign" foreign key ("service_user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "api_key_use" add constraint "api_key_use_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_key_use" drop constraint "api_key_use_api_key_id_foreign";`);

    this.addSql(`drop table if exists "api_key" cascade;`);
    this.addSql(`drop table if exists "api_key_use" cascade;`);

    this.addSql(`drop type "api_key_scope";`);
  }

}
