import { Migration } from '@mikro-orm/migrations';

export class Migration20261122063940 extends Migration {

  override name = 'Migration20261122063940';

  override up(): void | Promise<void> {
    this.addSql(`create table "manifest" ("id" serial primary key, "manifest_number" int not null, "vehicle_type_id" int not null, "supplier_id" int null, "cost_pence" int not null default 0, "calculated_cost_pence" int not null default 0, "cost_manually_set" boolean not null default false, "calculate_times" boolean not null default true, "is_sent" boolean not null default false, "is_acknowledged" boolean not null default false, "acknowledged_time" timestamptz null, "total_miles" int not null default 0, "total_time_in_minutes" int not null default 0, "currency" varchar(3) not null default 'GBP', "invoice_status" smallint not null default 1, "is_deleted" boolean not null default false, "start_date_time" timestamptz null, "date_created" timestamptz not null, "date_modified" timestamptz not null, "created_by_id" int null, "version" int not null default 1);`);
    this.addSql(`alter table "manifest" add constraint "manifest_manifest_number_unique" unique ("manifest_number");`);
    this.addSql(`create index "manifest_supplier_id_start_date_time_index" on "manifest" ("supplier_id", "start_date_time");`);
    this.addSql(`create index "manifest_start_date_time_index" on "manifest" ("start_date_time");`);

    this.addSql(`create table "transport_exchange_manifest" ("id" serial primary key, "manifest_id" int not null, "tail_lift" boolean not null default false, "timed" boolean not null default false, "notes" text null, "external_reference" varchar(100) null, "is_removed" boolean not null default false, "date_created" timestamptz not null);`);
    this.addSql(`create index "transport_exchange_manifest_manifest_id_index" on "transport_exchange_manifest" ("manifest_id");`);

    this.addSql(`create table "transport_exchange_manifest_log" ("id" serial primary key, "transport_exchange_manifest_id" int not null, "created_at" timestamptz not null, "action" varchar(100) not null, "message" text null);`);
    this.addSql(`create index "transport_exchange_manifest_log_transport_exchange_34007_index" on "transport_exchange_manifest_log" ("transport_exchange_manifest_id");`);

    this.addSql(`create table "manifest_change_log" ("id" serial primary key, "manifest_id" int not null, "user_id" int null, "user_name" varchar(200) not null, "created_at" timestamptz not null, "action" varchar(100) not null, "changes" jsonb not null);`);
    this.addSql(`create index "manifest_change_log_manifest_id_created_at_index" on "manifest_change_log" ("manifest_id", "created_at");`);

    this.addSql(`alter table "global_settings" add "default_transport_exchange_supplier_id" int null;`);
    this.addSql(`alter table "global_settings" add constraint "global_settings_default_transport_exchange_supplier_id_foreign" foreign key ("default_transport_exchange_supplier_id") references "supplier" ("id") on delete set null;`);

    this.addSql(`alter table "consignment_address" add constraint "consignment_address_manifest_id_foreign" foreign key ("manifest_id") references "manifest" ("id") on delete set null;`);

    this.addSql(`alter table "manifest" add constraint "manifest_vehicle_type_id_foreign" foreign key ("vehicle_type_id") references "vehicle_type" ("id");`);
    this.addSql(`alter table "manifest" add constraint "manifest_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete set null;`);
    this.addSql(`alter table "manifest" add constraint "manifest_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "transport_exchange_manifest" add constraint "transport_exchange_manifest_manifest_id_foreign" foreign key ("manifest_id") references "manifest" ("id") on delete cascade;`);

    this.addSql(`alter table "transport_exchange_manifest_log" add constraint "transport_exchange_manifest_log_transport_exchan_2d496_foreign" foreign key ("transport_exchange_manifest_id") references "transport_exchange_manifest" ("id") on delete cascade;`);

    this.addSql(`alter table "manifest_change_log" add constraint "manifest_change_log_manifest_id_foreign" foreign key ("manifest_id") references "manifest" ("id") on delete cascade;`);
    this.addSql(`alter table "manifest_change_log" add constraint "manifest_change_log_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transport_exchange_manifest" drop constraint "transport_exchange_manifest_manifest_id_foreign";`);
    this.addSql(`alter table "manifest_change_log" drop constraint "manifest_change_log_manifest_id_foreign";`);
    this.addSql(`alter table "consignment_address" drop constraint "consignment_address_manifest_id_foreign";`);
    this.addSql(`alter table "transport_exchange_manifest_log" drop constraint "transport_exchange_manifest_log_transport_exchan_2d496_foreign";`);

    this.addSql(`drop table if exists "manifest" cascade;`);
    this.addSql(`drop table if exists "transport_exchange_manifest" cascade;`);
    this.addSql(`drop table if exists "transport_exchange_manifest_log" cascade;`);
    this.addSql(`drop table if exists "manifest_change_log" cascade;`);

    this.addSql(`alter table "global_settings" drop constraint "global_settings_default_transport_exchange_supplier_id_foreign";`);

    this.addSql(`alter table "global_settings" drop column "default_transport_exchange_supplier_id";`);
  }

}
