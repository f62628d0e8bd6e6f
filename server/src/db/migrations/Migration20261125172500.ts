import { Migration } from '@mikro-orm/migrations';

export class Migration20261125172500 extends Migration {

  override name = 'Migration20261125172500';

  override up(): void | Promise<void> {
    this.addSql(`create table "booking_import_mapping" ("id" serial primary key, "customer_id" int not null, "mapping" jsonb not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "booking_import_mapping" add constraint "booking_import_mapping_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "booking_import" ("id" serial primary key, "customer_id" int not null, "created_by_id" int null, "file_name" varchar(255) not null, "file_sha256" varchar(64) not null, "headings" jsonb not null, "mapping" jsonb not null, "status" varchar(20) not null default 'Preview', "as_quotes" boolean not null default false, "row_count" int not null, "valid_count" int not null default 0, "chosen_count" int not null default 0, "processed_count" int not null default 0, "booked_count" int not null default 0, "refused_count" int not null default 0, "failure" text null, "progress_at" timestamptz null, "created_at" timestamptz not null, "version" int not null default 1);`);
    this.addSql(`create index "booking_import_created_at_index" on "booking_import" ("created_at");`);
    this.addSql(`alter table "booking_import" add constraint "booking_import_customer_id_file_sha256_unique" unique ("customer_id", "file_sha256");`);

    this.addSql(`create table "booking_import_row" ("id" serial primary key, "booking_import_id" int not null, "row_number" int not null, "cells" jsonb not null, "errors" jsonb not null, "chosen" boolean not null default false, "outcome" varchar(20) null, "consignment_id" int null, "consignment_number" int null);`);
    this.addSql(`alter table "booking_import_row" add constraint "booking_import_row_booking_import_id_row_number_unique" unique ("booking_import_id", "row_number");`);

    this.addSql(`alter table "booking_import_mapping" add constraint "booking_import_mapping_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "booking_import" add constraint "booking_import_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "booking_import" add constraint "booking_import_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "booking_import_row" add constraint "booking_import_row_booking_import_id_foreign" foreign key ("booking_import_id") references "booking_import" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_import_row" cascade;`);
    this.addSql(`drop table if exists "booking_import" cascade;`);
    this.addSql(`drop table if exists "booking_import_mapping" cascade;`);
  }

}
