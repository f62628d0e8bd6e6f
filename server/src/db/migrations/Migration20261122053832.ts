import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053832 extends Migration {

  override name = 'Migration20261122053832';

  override up(): void | Promise<void> {
    this.addSql(`create type "mail_status" as enum ('PENDING', 'SENT', 'FAILED');`);
    this.addSql(`create type "user_role" as enum ('OFFICE', 'CUSTOMER', 'SUPPLIER');`);
    this.addSql(`create table "consignment_address_type" ("id" serial primary key, "name" varchar(50) not null);`);
    this.addSql(`alter table "consignment_address_type" add constraint "consignment_address_type_name_unique" unique ("name");`);

    this.addSql(`create table "consignment_control_screen_column" ("id" serial primary key, "key" varchar(50) not null, "name" varchar(100) not null, "order" int not null, "is_default" boolean not null);`);
    this.addSql(`alter table "consignment_control_screen_column" add constraint "consignment_control_screen_column_key_unique" unique ("key");`);

    this.addSql(`create table "consignment_frequency" ("id" serial primary key, "name" varchar(50) not null);`);
    this.addSql(`alter table "consignment_frequency" add constraint "consignment_frequency_name_unique" unique ("name");`);

    this.addSql(`create table "consignment_type" ("id" serial primary key, "name" varchar(100) not null, "short_name" varchar(20) not null);`);
    this.addSql(`alter table "consignment_type" add constraint "consignment_type_name_unique" unique ("name");`);

    this.addSql(`create table "country" ("id" serial primary key, "name" varchar(100) not null, "code" varchar(2) not null);`);
    this.addSql(`alter table "country" add constraint "country_name_unique" unique ("name");`);
    this.addSql(`alter table "country" add constraint "country_code_unique" unique ("code");`);

    this.addSql(`create table "customer" ("id" serial primary key, "name" varchar(200) not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);

    this.addSql(`create table "mail_outbox" ("id" serial primary key, "to_address" varchar(320) not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text null, "status" "mail_status" not null default 'PENDING', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`);

    this.addSql(`create table "status_colour" ("id" serial primary key, "name" varchar(50) not null, "hex_code" varchar(7) not null);`);
    this.addSql(`alter table "status_colour" add constraint "status_colour_name_unique" unique ("name");`);

    this.addSql(`create table "supplier" ("id" serial primary key, "name" varchar(200) not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);

    this.addSql(`create table "app_user" ("id" serial primary key, "username" varchar(200) not null, "email" varchar(320) not null, "name" varchar(200) not null, "role" "user_role" not null, "is_admin" boolean not null default false, "is_accounts" boolean not null default false, "is_manager" boolean not null default false, "customer_id" int null, "supplier_id" int null, "password_hash" varchar(200) not null, "is_deactivated" boolean not null default false, "failed_attempts" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null default now(), "version" int not null default 1);`);
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "session" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "device_uuid" varchar(64) null, "ip_address" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ended_at" timestamptz null);`);
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(`create table "device_code" ("id" serial primary key, "user_id" int not null, "device_uuid" varchar(64) not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "device_code_user_id_device_uuid_index" on "device_code" ("user_id", "device_uuid");`);

    this.addSql(`create table "user_device" ("id" serial primary key, "user_id" int not null, "device_uuid" varchar(64) not null, "verified_at" timestamptz not null);`);
    this.addSql(`alter table "user_device" add constraint "user_device_user_id_device_uuid_unique" unique ("user_id", "device_uuid");`);

    this.addSql(`create table "user_ip_log" ("id" serial primary key, "user_id" int null, "username" varchar(320) not null, "ip_address" varchar(64) not null, "device_uuid" varchar(64) null, "succeeded" boolean not null, "outcome" varchar(40) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "user_ip_log_created_at_index" on "user_ip_log" ("created_at");`);

    this.addSql(`create table "vehicle_type" ("id" serial primary key, "name" varchar(100) not null, "order" int not null, "icon_code" varchar(50) not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "vehicle_type" add constraint "vehicle_type_name_unique" unique ("name");`);

    this.addSql(`create table "week_day" ("id" serial primary key, "name" varchar(20) not null, "iso_day" int not null);`);
    this.addSql(`alter table "week_day" add constraint "week_day_name_unique" unique ("name");`);
    this.addSql(`alter table "week_day" add constraint "week_day_iso_day_unique" unique ("iso_day");`);

    this.addSql(`create table "whitelisted_ip_address" ("id" serial primary key, "value" varchar(15) not null);`);
    this.addSql(`alter table "whitelisted_ip_address" add constraint "whitelisted_ip_address_value_unique" unique ("value");`);

    this.addSql(`alter table "app_user" add constraint "app_user_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "app_user" add constraint "app_user_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "device_code" add constraint "device_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "user_device" add constraint "user_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "user_ip_log" add constraint "user_ip_log_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

}
