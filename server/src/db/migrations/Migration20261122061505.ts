import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061505 extends Migration {

  override name = 'Migration20261122061505';

  override up(): void | Promise<void> {
    this.addSql(`create table "supplier_licence" ("id" serial primary key, "supplier_id" int not null, "licence_category_id" int not null, "valid_from" date not null, "valid_to" date not null);`);
    this.addSql(`create index "supplier_licence_supplier_id_index" on "supplier_licence" ("supplier_id");`);

    this.addSql(`create table "stored_file" ("id" serial primary key, "content_type" varchar(100) not null, "size_bytes" int not null, "sha256" varchar(64) not null, "original_name" varchar(255) null, "content" bytea not null, "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "stored_file_created_by_id_index" on "stored_file" ("created_by_id");`);

    this.addSql(`create table "supplier_photo" ("id" serial primary key, "supplier_id" int not null, "description" varchar(300) not null, "photo_id" int not null);`);
    this.addSql(`create index "supplier_photo_supplier_id_index" on "supplier_photo" ("supplier_id");`);

    this.addSql(`create table "supplier_deduction" ("id" serial primary key, "supplier_id" int not null, "name" varchar(150) not null, "value_pence" int not null, "account_code_id" int not null, "vat_code_id" int not null);`);
    this.addSql(`create index "supplier_deduction_supplier_id_index" on "supplier_deduction" ("supplier_id");`);

    this.addSql(`alter table "supplier" add "email" varchar(320) null, add "secondary_email" varchar(320) null, add "supplier_type_id" int null, add "supplier_billing_type_id" int null, add "split_xero_invoices" boolean not null default false, add "address_line1" varchar(150) null, add "address_line2" varchar(150) null, add "address_line3" varchar(150) null, add "town" varchar(100) null, add "county" varchar(100) null, add "postcode" varchar(12) null, add "country_id" int null, add "phone_number" varchar(30) null, add "mobile_number" varchar(30) null, add "notes" text null, add "vat_number" varchar(20) null, add "company_number" varchar(20) null, add "bank_account_name" varchar(150) null, add "bank_sort_code" varchar(8) null, add "bank_account_number" varchar(12) null;`);
    this.addSql(`alter table "supplier" add constraint "supplier_supplier_type_id_foreign" foreign key ("supplier_type_id") references "supplier_type" ("id") on delete set null;`);
    this.addSql(`alter table "supplier" add constraint "supplier_supplier_billing_type_id_foreign" foreign key ("supplier_billing_type_id") references "supplier_billing_type" ("id") on delete set null;`);
    this.addSql(`alter table "supplier" add constraint "supplier_country_id_foreign" foreign key ("country_id") references "country" ("id") on delete set null;`);
    this.addSql(`create index "supplier_name_index" on "supplier" ("name");`);

    this.addSql(`alter table "supplier_licence" add constraint "supplier_licence_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);
    this.addSql(`alter table "supplier_licence" add constraint "supplier_licence_licence_category_id_foreign" foreign key ("licence_category_id") references "licence_category" ("id");`);

    this.addSql(`alter table "stored_file" add constraint "stored_file_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "supplier_photo" add constraint "supplier_photo_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);
    this.addSql(`alter table "supplier_photo" add constraint "supplier_photo_photo_id_foreign" foreign key ("photo_id") references "stored_file" ("id") on delete restrict;`);

    this.addSql(`alter table "supplier_deduction" add constraint "supplier_deduction_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);
    this.addSql(`alter table "supplier_deduction" add constraint "supplier_deduction_account_code_id_foreign" foreign key ("account_code_id") references "account_code" ("id");`);
    this.addSql(`alter table "supplier_deduction" add constraint "supplier_deduction_vat_code_id_foreign" foreign key ("vat_code_id") references "vat_code" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "supplier_photo" drop constraint "supplier_photo_photo_id_foreign";`);

    this.addSql(`drop table if exists "supplier_licence" cascade;`);
    this.addSql(`drop table if exists "stored_file" cascade;`);
    this.addSql(`drop table if exists "supplier_photo" cascade;`);
    this.addSql(`drop table if exists "supplier_deduction" cascade;`);

    this.addSql(`alter table "supplier" drop constraint "supplier_supplier_type_id_foreign";`);
    this.addSql(`alter table "supplier" drop constraint "supplier_supplier_billing_type_id_foreign";`);
    this.addSql(`alter table "supplier" drop constraint "supplier_country_id_foreign";`);

    this.addSql(`drop index "supplier_name_index";`);
    this.addSql(`alter table "supplier" drop column "email", drop column "secondary_email", drop column "supplier_type_id", drop column "supplier_billing_type_id", drop column "split_xero_invoices", drop column "address_line1", drop column "address_line2", drop column "address_line3", drop column "town", drop column "county", drop column "postcode", drop column "country_id", drop column "phone_number", drop column "mobile_number", drop column "notes", drop column "vat_number", drop column "company_number", drop column "bank_account_name", drop column "bank_sort_code", drop column "bank_account_number";`);
  }

}
