import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055312 extends Migration {

  override name = 'Migration20261122055312';

  override up(): void | Promise<void> {
    this.addSql(`create type "supplier_type_value" as enum ('IS_SELF_BILLING', 'IS_EMPLOYED', 'SUBCONTRACTOR');`);
    this.addSql(`create table "account_code" ("id" serial primary key, "code" varchar(20) not null, "name" varchar(150) not null);`);
    this.addSql(`alter table "account_code" add constraint "account_code_code_unique" unique ("code");`);

    this.addSql(`create table "atlas_user_role" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "atlas_user_role" add constraint "atlas_user_role_key_unique" unique ("key");`);

    this.addSql(`create table "branding_theme" ("id" serial primary key, "name" varchar(100) not null, "external_id" varchar(64) null);`);
    this.addSql(`alter table "branding_theme" add constraint "branding_theme_name_unique" unique ("name");`);

    this.addSql(`create table "currency" ("id" serial primary key, "code" varchar(3) not null, "name" varchar(100) not null, "symbol" varchar(5) not null);`);
    this.addSql(`alter table "currency" add constraint "currency_code_unique" unique ("code");`);

    this.addSql(`create table "customer_account_type" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, "is_on_stop" boolean not null default false, "is_pro_forma" boolean not null default false, primary key ("id"));`);
    this.addSql(`alter table "customer_account_type" add constraint "customer_account_type_key_unique" unique ("key");`);

    this.addSql(`create table "invoice_delivery" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "invoice_delivery" add constraint "invoice_delivery_key_unique" unique ("key");`);

    this.addSql(`create table "invoice_delivery_option" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "invoice_delivery_option" add constraint "invoice_delivery_option_key_unique" unique ("key");`);

    this.addSql(`create table "invoice_setup_option" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "invoice_setup_option" add constraint "invoice_setup_option_key_unique" unique ("key");`);

    this.addSql(`create table "ledger_number" ("id" serial primary key, "name" varchar(50) not null, "description" varchar(300) null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "ledger_number" add constraint "ledger_number_name_unique" unique ("name");`);

    this.addSql(`create table "licence_category" ("id" serial primary key, "name" varchar(100) not null, "description" varchar(300) null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "licence_category" add constraint "licence_category_name_unique" unique ("name");`);

    this.addSql(`create table "matrix_price_increment" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "matrix_price_increment" add constraint "matrix_price_increment_key_unique" unique ("key");`);

    this.addSql(`create table "matrix_type" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "matrix_type" add constraint "matrix_type_key_unique" unique ("key");`);

    this.addSql(`create table "payment_term_start_option" ("id" int not null, "key" varchar(50) not null, "name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`alter table "payment_term_start_option" add constraint "payment_term_start_option_key_unique" unique ("key");`);

    this.addSql(`create table "supplier_billing_type" ("id" serial primary key, "name" varchar(100) not null, "branding_theme_id" int null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "supplier_billing_type" add constraint "supplier_billing_type_name_unique" unique ("name");`);

    this.addSql(`create table "supplier_type" ("id" serial primary key, "name" varchar(100) not null, "value" "supplier_type_value" not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "supplier_type" add constraint "supplier_type_name_unique" unique ("name");`);

    this.addSql(`create table "vat_code" ("id" serial primary key, "name" varchar(100) not null, "code" varchar(50) not null, "rate_basis_points" int not null, "is_deactivated" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`alter table "vat_code" add constraint "vat_code_name_unique" unique ("name");`);

    this.addSql(`create table "xero_organisation" ("id" serial primary key, "name" varchar(150) not null, "tenant_id" varchar(64) null, "is_default" boolean not null default false);`);
    this.addSql(`alter table "xero_organisation" add constraint "xero_organisation_name_unique" unique ("name");`);
    this.addSql(`create unique index "xero_organisation_one_default" on "xero_organisation" ("is_default") where "is_default";`);

    this.addSql(`alter table "whitelisted_ip_address" add "version" int not null default 1;`);

    this.addSql(`alter table "supplier_billing_type" add constraint "supplier_billing_type_branding_theme_id_foreign" foreign key ("branding_theme_id") references "branding_theme" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "supplier_billing_type" drop constraint "supplier_billing_type_branding_theme_id_foreign";`);

    this.addSql(`drop table if exists "account_code" cascade;`);
    this.addSql(`drop table if exists "atlas_user_role" cascade;`);
    this.addSql(`drop table if exists "branding_theme" cascade;`);
    this.addSql(`drop table if exists "currency" cascade;`);
    this.addSql(`drop table if exists "customer_account_type" cascade;`);
    this.addSql(`drop table if exists "invoice_delivery" cascade;`);
    this.addSql(`drop table if exists "invoice_delivery_option" cascade;`);
    this.addSql(`drop table if exists "invoice_setup_option" cascade;`);
    this.addSql(`drop table if exists "ledger_number" cascade;`);
    this.addSql(`drop table if exists "licence_category" cascade;`);
    this.addSql(`drop table if exists "matrix_price_increment" cascade;`);
    this.addSql(`drop table if exists "matrix_type" cascade;`);
    this.addSql(`drop table if exists "payment_term_start_option" cascade;`);
    this.addSql(`drop table if exists "supplier_billing_type" cascade;`);
    this.addSql(`drop table if exists "supplier_type" cascade;`);
    this.addSql(`drop table if exists "vat_code" cascade;`);
    this.addSql(`drop table if exists "xero_organisation" cascade;`);

    this.addSql(`alter table "whitelisted_ip_address" drop column "version";`);

    this.addSql(`drop type "supplier_type_value";`);
  }

}
