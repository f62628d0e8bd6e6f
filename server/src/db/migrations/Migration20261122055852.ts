import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055852 extends Migration {

  override name = 'Migration20261122055852';

  override up(): void | Promise<void> {
    this.addSql(`create type "price_matrix_type" as enum ('PRICING', 'COSTING - SUPPLIER');`);
    this.addSql(`create type "price_matrix_increment" as enum ('DISTANCE', 'TIME');`);
    this.addSql(`create table "additional_charge" ("id" serial primary key, "charge_for" varchar(200) not null, "price_pence" int not null, "cost_pence" int not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);

    this.addSql(`create table "area_additional_charge_rule" ("id" serial primary key, "name" varchar(200) not null, "order" int not null, "postcodes" text not null, "postcode_exclusions" text not null default '', "price_percentage" double precision not null, "max_price_pence" int null, "cost_percentage" double precision not null, "max_cost_pence" int null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);

    this.addSql(`create table "consignment_frequency_settings" ("id" serial primary key, "start_date" date not null, "consignment_frequency_id" int null);`);

    this.addSql(`create table "contact" ("id" serial primary key, "customer_id" int not null, "name" varchar(200) not null, "phone" varchar(50) null, "email" varchar(320) null);`);
    this.addSql(`create index "contact_customer_id_index" on "contact" ("customer_id");`);

    this.addSql(`create table "address" ("id" serial primary key, "customer_id" int null, "company_name" varchar(200) null, "address_line1" varchar(200) not null, "address_line2" varchar(200) null, "address_line3" varchar(200) null, "town" varchar(100) not null, "county" varchar(100) null, "postcode" varchar(20) not null, "country_id" int null, "latitude" double precision null, "longitude" double precision null);`);
    this.addSql(`create index "address_customer_id_index" on "address" ("customer_id");`);

    this.addSql(`create table "customer_control_screen_column" ("id" serial primary key, "customer_id" int not null, "column_id" int not null, "order" int not null, "is_visible" boolean not null default true);`);
    this.addSql(`alter table "customer_control_screen_column" add constraint "customer_control_screen_column_customer_id_column_id_unique" unique ("customer_id", "column_id");`);

    this.addSql(`create table "frequent_consignment_run" ("template_id" int not null, "run_date" date not null, "consignment_id" int null, "created_at" timestamptz not null, primary key ("template_id", "run_date"));`);

    this.addSql(`create table "global_settings" ("id" int not null default 1, "backload_multiplier" double precision not null default 100, "version" int not null default 1, primary key ("id"));`);

    this.addSql(`create table "number_sequence" ("name" varchar(50) not null, "value" int not null, primary key ("name"));`);

    this.addSql(`create table "price_matrix" ("id" serial primary key, "customer_id" int null, "vehicle_type_id" int not null, "matrix_type" "price_matrix_type" not null, "price_increment" "price_matrix_increment" not null, "minimum_price_pence" int not null default 0, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`create index "price_matrix_customer_id_index" on "price_matrix" ("customer_id");`);
    this.addSql(`create index "price_matrix_vehicle_type_id_matrix_type_index" on "price_matrix" ("vehicle_type_id", "matrix_type");`);

    this.addSql(`create table "price_matrix_row" ("id" serial primary key, "matrix_id" int not null, "from_value" double precision not null, "to_value" double precision null, "interval" double precision not null, "price_break_pence" int not null);`);
    this.addSql(`create index "price_matrix_row_matrix_id_index" on "price_matrix_row" ("matrix_id");`);

    this.addSql(`create table "consignment" ("id" serial primary key, "consignment_number" int not null, "customer_id" int not null, "customer_branch" varchar(200) null, "booking_contact_id" int null, "contact_name" varchar(200) not null, "contact_phone_number" varchar(50) null, "contact_email_address" varchar(320) null, "consignment_type_id" int null, "vehicle_type_id" int not null, "po_number" varchar(100) null, "cost_code" varchar(100) null, "customer_reference" varchar(200) null, "customer_reference_number" varchar(200) null, "notes_for_supplier" text null, "notes_for_office" text null, "notes_for_invoice" text null, "price_pence" int not null default 0, "recommended_price_pence" int not null default 0, "cost_pence" int not null default 0, "recommended_cost_pence" int not null default 0, "price_manually_set" boolean not null default false, "cost_manually_set" boolean not null default false, "mileage" int null, "total_miles" int not null default 0, "total_loaded_miles" int not null default 0, "total_time_in_minutes" int not null default 0, "route_is_estimate" boolean not null default false, "calculate_times" boolean not null default true, "optimise_stops" boolean not null default false, "apply_postcode_pricing_rules" boolean not null default true, "is_backload" boolean not null default false, "is_quote" boolean not null default true, "is_frequent_consignment" boolean not null default false, "frequent_consignment_template_id" int null, "frequent_date" date null, "consignment_frequency_settings_id" int null, "is_deleted" boolean not null default false, "cancellation_requested" boolean not null default false, "is_web_booking" boolean not null default false, "is_completed" boolean not null default false, "is_manually_marked_invoiceable" boolean not null default false, "manifest_changes_required" boolean not null default false, "invoice_status" smallint not null default 1, "invoice_date" timestamptz null, "invoice_number" varchar(50) null, "customer_invoice_id" int null, "paid" boolean not null default false, "date_created" timestamptz not null, "created_by_id" int null, "date_modified" timestamptz not null, "supplier_id" int null, "start_date_time" timestamptz null, "version" int not null default 1);`);
    this.addSql(`alter table "consignment" add constraint "consignment_consignment_number_unique" unique ("consignment_number");`);
    this.addSql(`alter table "consignment" add constraint "consignment_consignment_frequency_settings_id_unique" unique ("consignment_frequency_settings_id");`);
    this.addSql(`create index "consignment_frequent_consignment_template_id_index" on "consignment" ("frequent_consignment_template_id");`);
    this.addSql(`create index "consignment_customer_id_start_date_time_index" on "consignment" ("customer_id", "start_date_time");`);
    this.addSql(`create index "consignment_start_date_time_index" on "consignment" ("start_date_time");`);

    this.addSql(`create table "consignment_charge" ("id" serial primary key, "consignment_id" int not null, "additional_charge_id" int null, "description" varchar(200) not null, "price_pence" int not null, "cost_pence" int not null);`);
    this.addSql(`create index "consignment_charge_consignment_id_index" on "consignment_charge" ("consignment_id");`);

    this.addSql(`create table "consignment_change_log" ("id" serial primary key, "consignment_id" int not null, "user_id" int null, "user_name" varchar(200) not null, "created_at" timestamptz not null, "action" varchar(100) not null, "changes" jsonb not null);`);
    this.addSql(`create index "consignment_change_log_consignment_id_created_at_index" on "consignment_change_log" ("consignment_id", "created_at");`);

    this.addSql(`create table "consignment_address" ("id" serial primary key, "consignment_id" int not null, "consignment_address_type_id" int not null, "address_id" int not null, "consignment_order" int not null, "manifest_order" int null, "manifest_id" int null, "scheduled_start_date_and_time" timestamptz null, "scheduled_start_to_date_and_time" timestamptz null, "is_scheduled_start_date_and_time_locked" boolean not null default false, "timed" boolean not null default false, "no_load_details_given" boolean not null default false, "estimated_start_date_and_time" timestamptz null, "is_on_route" boolean not null default false, "start_time" timestamptz null, "has_arrived" boolean not null default false, "arrival_time" timestamptz null, "is_completed" boolean not null default false, "completion_time" timestamptz null, "notes_from_supplier" text null, "signature_name" varchar(200) null, "signature_file_name" varchar(300) null, "goods_photos" jsonb not null default '[]', "paperwork_photos" jsonb not null default '[]', "no_paperwork_provided" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "consignment_address" add constraint "consignment_address_address_id_unique" unique ("address_id");`);
    this.addSql(`create index "consignment_address_manifest_id_index" on "consignment_address" ("manifest_id");`);
    this.addSql(`create index "consignment_address_consignment_id_consignment_order_index" on "consignment_address" ("consignment_id", "consignment_order");`);

    this.addSql(`create table "load_detail" ("id" serial primary key, "consignment_address_id" int not null, "quantity" int not null, "description" varchar(500) null, "barcode_file_name" varchar(300) null);`);
    this.addSql(`create index "load_detail_consignment_address_id_index" on "load_detail" ("consignment_address_id");`);

    this.addSql(`create table "consignment_address_charge" ("id" serial primary key, "consignment_address_id" int not null, "additional_charge_id" int null, "charge_for" varchar(200) not null, "price_pence" int not null, "cost_pence" int not null);`);
    this.addSql(`create index "consignment_address_charge_consignment_address_id_index" on "consignment_address_charge" ("consignment_address_id");`);

    this.addSql(`create table "area_additional_charge_rule_vehicle_type" ("area_additional_charge_rule_id" int not null, "vehicle_type_id" int not null, primary key ("area_additional_charge_rule_id", "vehicle_type_id"));`);

    this.addSql(`create table "consignment_frequency_settings_week_day" ("consignment_frequency_settings_id" int not null, "week_day_id" int not null, primary key ("consignment_frequency_settings_id", "week_day_id"));`);

    this.addSql(`alter table "customer" add "name_shown_on_invoice" varchar(200) null, add "phone_number" varchar(50) null, add "cost_centre" varchar(100) null, add "sla" varchar(500) null, add "is_on_stop" boolean not null default false, add "is_pro_forma_account_customer" boolean not null default false, add "address_id" int null, add "notes" text null, add "parent_id" int null, add "is_ponumber_required" boolean not null default false, add "prevent_consignment_without_ponumber" boolean not null default false, add "prevent_consignment_without_cost_code" boolean not null default false, add "show_cost_code" boolean not null default false, add "auto_email_on_create" boolean not null default false, add "auto_email_on_collection" boolean not null default false, add "auto_email_on_delivery" boolean not null default false, add "use_contact_email" boolean not null default false, add "booking_email_address" varchar(320) null, add "last_consignment_booked_date" timestamptz null, add "outstanding_balance_pence" int not null default 0, add "credit_limit_pence" int null;`);
    this.addSql(`alter table "customer" add constraint "customer_address_id_foreign" foreign key ("address_id") references "address" ("id") on delete set null;`);
    this.addSql(`alter table "customer" add constraint "customer_parent_id_foreign" foreign key ("parent_id") references "customer" ("id") on delete set null;`);

    this.addSql(`alter table "mail_outbox" add "attachments" jsonb null;`);

    this.addSql(`alter table "consignment_frequency_settings" add constraint "consignment_frequency_settings_consignment_frequency_id_foreign" foreign key ("consignment_frequency_id") references "consignment_frequency" ("id") on delete set null;`);

    this.addSql(`alter table "contact" add constraint "contact_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);

    this.addSql(`alter table "address" add constraint "address_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "address" add constraint "address_country_id_foreign" foreign key ("country_id") references "country" ("id") on delete set null;`);

    this.addSql(`alter table "customer_control_screen_column" add constraint "customer_control_screen_column_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "customer_control_screen_column" add constraint "customer_control_screen_column_column_id_foreign" foreign key ("column_id") references "consignment_control_screen_column" ("id");`);

    this.addSql(`alter table "price_matrix" add constraint "price_matrix_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on delete cascade;`);
    this.addSql(`alter table "price_matrix" add constraint "price_matrix_vehicle_type_id_foreign" foreign key ("vehicle_type_id") references "vehicle_type" ("id");`);

    this.addSql(`alter table "price_matrix_row" add constraint "price_matrix_row_matrix_id_foreign" foreign key ("matrix_id") references "price_matrix" ("id") on delete cascade;`);

    this.addSql(`alter table "consignment" add constraint "consignment_customer_id_foreign" foreign key ("customer_id") references "customer" ("id");`);
    this.addSql(`alter table "consignment" add constraint "consignment_booking_contact_id_foreign" foreign key ("booking_contact_id") references "contact" ("id") on delete set null;`);
    this.addSql(`alter table "consignment" add constraint "consignment_consignment_type_id_foreign" foreign key ("consignment_type_id") references "consignment_type" ("id") on delete set null;`);
    this.addSql(`alter table "consignment" add constraint "consignment_vehicle_type_id_foreign" foreign key ("vehicle_type_id") references "vehicle_type" ("id");`);
    this.addSql(`alter table "consignment" add constraint "consignment_frequent_consignment_template_id_foreign" foreign key ("frequent_consignment_template_id") references "consignment" ("id") on delete set null;`);
    this.addSql(`alter table "consignment" add constraint "consignment_consignment_frequency_settings_id_foreign" foreign key ("consignment_frequency_settings_id") references "consignment_frequency_settings" ("id") on delete set null;`);
    this.addSql(`alter table "consignment" add constraint "consignment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "consignment" add constraint "consignment_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete set null;`);

    this.addSql(`alter table "consignment_charge" add constraint "consignment_charge_consignment_id_foreign" foreign key ("consignment_id") references "consignment" ("id") on delete cascade;`);
    this.addSql(`alter table "consignment_charge" add constraint "consignment_charge_additional_charge_id_foreign" foreign key ("additional_charge_id") references "additional_charge" ("id") on delete set null;`);

    this.addSql(`alter table "consignment_change_log" add constraint "consignment_change_log_consignment_id_foreign" foreign key ("consignment_id") references "consignment" ("id") on delete cascade;`);
    this.addSql(`alter table "consignment_change_log" add constraint "consignment_change_log_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "consignment_address" add constraint "consignment_address_consignment_id_foreign" foreign key ("consignment_id") references "consignment" ("id") on delete cascade;`);
    this.addSql(`alter table "consignment_address" add constraint "consignment_address_consignment_address_type_id_foreign" foreign key ("consignment_address_type_id") references "consignment_address_type" ("id");`);
    this.addSql(`alter table "consignment_address" add constraint "consignment_address_address_id_foreign" foreign key ("address_id") references "address" ("id") on delete cascade;`);

    this.addSql(`alter table "load_detail" add constraint "load_detail_consignment_address_id_foreign" foreign key ("consignment_address_id") references "consignment_address" ("id") on delete cascade;`);

    this.addSql(`alter table "consignment_address_charge" add constraint "consignment_address_charge_consignment_address_id_foreign" foreign key ("consignment_address_id") references "consignment_address" ("id") on delete cascade;`);
    this.addSql(`alter table "consignment_address_charge" add constraint "consignment_address_charge_additional_charge_id_foreign" foreign key ("additional_charge_id") references "additional_charge" ("id") on delete set null;`);

    this.addSql(`alter table "area_additional_charge_rule_vehicle_type" add constraint "area_additional_charge_rule_vehicle_type_area_ad_c6961_foreign" foreign key ("area_additional_charge_rule_id") references "area_additional_charge_rule" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "area_additional_charge_rule_vehicle_type" add constraint "area_additional_charge_rule_vehicle_type_vehicle_ece43_foreign" foreign key ("vehicle_type_id") references "vehicle_type" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "consignment_frequency_settings_week_day" add constraint "consignment_frequency_settings_week_day_consignm_f1ed3_foreign" foreign key ("consignment_frequency_settings_id") references "consignment_frequency_settings" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "consignment_frequency_settings_week_day" add constraint "consignment_frequency_settings_week_day_week_day_id_foreign" foreign key ("week_day_id") references "week_day" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "consignment_charge" drop constraint "consignment_charge_additional_charge_id_foreign";`);
    this.addSql(`alter table "consignment_address_charge" drop constraint "consignment_address_charge_additional_charge_id_foreign";`);
    this.addSql(`alter table "area_additional_charge_rule_vehicle_type" drop constraint "area_additional_charge_rule_vehicle_type_area_ad_c6961_foreign";`);
    this.addSql(`alter table "consignment" drop constraint "consignment_consignment_frequency_settings_id_foreign";`);
    this.addSql(`alter table "consignment_frequency_settings_week_day" drop constraint "consignment_frequency_settings_week_day_consignm_f1ed3_foreign";`);
    this.addSql(`alter table "consignment" drop constraint "consignment_booking_contact_id_foreign";`);
    this.addSql(`alter table "customer" drop constraint "customer_address_id_foreign";`);
    this.addSql(`alter table "consignment_address" drop constraint "consignment_address_address_id_foreign";`);
    this.addSql(`alter table "price_matrix_row" drop constraint "price_matrix_row_matrix_id_foreign";`);
    this.addSql(`alter table "consignment" drop constraint "consignment_frequent_consignment_template_id_foreign";`);
    this.addSql(`alter table "consignment_charge" drop constraint "consignment_charge_consignment_id_foreign";`);
    this.addSql(`alter table "consignment_change_log" drop constraint "consignment_change_log_consignment_id_foreign";`);
    this.addSql(`alter table "consignment_address" drop constraint "consignment_address_consignment_id_foreign";`);
    this.addSql(`alter table "load_detail" drop constraint "load_detail_consignment_address_id_foreign";`);
    this.addSql(`alter table "consignment_address_charge" drop constraint "consignment_address_charge_consignment_address_id_foreign";`);

    this.addSql(`drop table if exists "additional_charge" cascade;`);
    this.addSql(`drop table if exists "area_additional_charge_rule" cascade;`);
    this.addSql(`drop table if exists "consignment_frequency_settings" cascade;`);
    this.addSql(`drop table if exists "contact" cascade;`);
    this.addSql(`drop table if exists "address" cascade;`);
    this.addSql(`drop table if exists "customer_control_screen_column" cascade;`);
    this.addSql(`drop table if exists "frequent_consignment_run" cascade;`);
    this.addSql(`drop table if exists "global_settings" cascade;`);
    this.addSql(`drop table if exists "number_sequence" cascade;`);
    this.addSql(`drop table if exists "price_matrix" cascade;`);
    this.addSql(`drop table if exists "price_matrix_row" cascade;`);
    this.addSql(`drop table if exists "consignment" cascade;`);
    this.addSql(`drop table if exists "consignment_charge" cascade;`);
    this.addSql(`drop table if exists "consignment_change_log" cascade;`);
    this.addSql(`drop table if exists "consignment_address" cascade;`);
    this.addSql(`drop table if exists "load_detail" cascade;`);
    this.addSql(`drop table if exists "consignment_address_charge" cascade;`);
    this.addSql(`drop table if exists "area_additional_charge_rule_vehicle_type" cascade;`);
    this.addSql(`drop table if exists "consignment_frequency_settings_week_day" cascade;`);

    this.addSql(`alter table "customer" drop constraint "customer_parent_id_foreign";`);

    this.addSql(`alter table "customer" drop column "name_shown_on_invoice", drop column "phone_number", drop column "cost_centre", drop column "sla", drop column "is_on_stop", drop column "is_pro_forma_account_customer", drop column "address_id", drop column "notes", drop column "parent_id", drop column "is_ponumber_required", drop column "prevent_consignment_without_ponumber", drop column "prevent_consignment_without_cost_code", drop column "show_cost_code", drop column "auto_email_on_create", drop column "auto_email_on_collection", drop column "auto_email_on_delivery", drop column "use_contact_email", drop column "booking_email_address", drop column "last_consignment_booked_date", drop column "outstanding_balance_pence", drop column "credit_limit_pence";`);

    this.addSql(`alter table "mail_outbox" drop column "attachments";`);

    this.addSql(`drop type "price_matrix_type";`);
    this.addSql(`drop type "price_matrix_increment";`);
  }

}
