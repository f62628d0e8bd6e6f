import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082626 extends Migration {

  override name = 'Migration20261122082626';

  override up(): void | Promise<void> {
    this.addSql(`create table "transport_exchange_pod_decision" ("id" serial primary key, "transport_exchange_manifest_id" int not null, "decision" varchar(20) not null, "decided_by_id" int null, "decided_at" timestamptz not null);`);
    this.addSql(`alter table "transport_exchange_pod_decision" add constraint "transport_exchange_pod_decision_transport_exchang_d4180_unique" unique ("transport_exchange_manifest_id");`);

    this.addSql(`create table "invoicing_event" ("id" serial primary key, "type" varchar(20) not null, "invoice_date" date not null, "ids" jsonb not null, "user_id" int null, "date_created" timestamptz not null, "date_started" timestamptz null, "date_finished" timestamptz null, "invoice_count" int not null default 0, "last_error" text null);`);
    this.addSql(`create index "invoicing_event_type_date_created_index" on "invoicing_event" ("type", "date_created");`);

    this.addSql(`create table "supplier_invoice" ("id" serial primary key, "invoice_number" int not null, "supplier_id" int not null, "invoicing_event_id" int not null, "invoice_date" date not null, "manifests_pence" int not null, "deductions_pence" int not null, "total_pence" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "supplier_invoice" add constraint "supplier_invoice_invoice_number_unique" unique ("invoice_number");`);

    this.addSql(`create table "supplier_invoice_line" ("id" serial primary key, "invoice_id" int not null, "manifest_id" int null, "description" varchar(500) not null, "amount_pence" int not null);`);
    this.addSql(`alter table "supplier_invoice_line" add constraint "supplier_invoice_line_manifest_id_unique" unique ("manifest_id");`);

    this.addSql(`create table "customer_invoice" ("id" serial primary key, "invoice_number" int not null, "customer_id" int not null, "invoicing_event_id" int not null, "invoice_date" date not null, "due_date" date not null, "vat_name" varchar(100) not null, "tax_type" varchar(50) not null, "vat_rate_basis_points" int not null, "net_pence" int not null, "vat_pence" int not null, "gross_pence" int not null, "currency" varchar(3) not null default 'GBP', "created_at" timestamptz not null);`);
    this.addSql(`alter table "customer_invoice" add constraint "customer_invoice_invoice_number_unique" unique ("invoice_number");`);

    this.addSql(`create table "customer_invoice_line" ("id" serial primary key, "invoice_id" int not null, "consignment_id" int not null, "description" varchar(500) not null, "reference" varchar(100) null, "amount_pence" int not null);`);
    this.addSql(`alter table "customer_invoice_line" add constraint "customer_invoice_line_consignment_id_unique" unique ("consignment_id");`);

    this.addSql(`alter table "manifest" add "hold_invoice" boolean not null default false, add "invoice_reference" varchar(100) null, add "supplier_invoice_id" int null;`);

    this.addSql(`alter table "consignment" add "hold_invoice" boolean not null default false, add "ignore_profit_margin" boolean not null default false;`);

    this.addSql(`alter table "transport_exchange_pod_decision" add constraint "transport_exchange_pod_decision_transport_exchan_80619_foreign" foreign key ("transport_exchange_manifest_id") references "transport_exchange_manifest" ("id") on delete cascade;`);
    this.addSql(`alter table "transport_exchange_pod_decision" add constraint "transport_exchange_pod_decision_decided_by_id_foreign" foreign key ("decided_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "invoicing_event" add constraint "invoicing_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "supplier_invoice" add constraint "supplier_invoice_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id");`);
    this.addSql(`alter table "supplier_invoice" add constraint "supplier_invoice_invoicing_event_id_foreign" foreign key ("invoicing_event_id") references "invoicing_event" ("id");`);

    this.addSql(`alter table "supplier_invoice_line" add constraint "supplier_invoice_line_invoice_id_foreign" foreign key ("invoice_id") references "supplier_invoice" ("id") on delete cascade;`);

    this.addSql(`alter table "customer_invoice" add constraint "customer_invoice_customer_id_foreign" foreign key ("customer_id") references "customer" ("id");`);
    this.addSql(`alter table "customer_invoice" add constraint "customer_invoice_invoicing_event_id_foreign" foreign key ("invoicing_event_id") references "invoicing_event" ("id");`);

    this.addSql(`alter table "customer_invoice_line" add constraint "customer_invoice_line_invoice_id_foreign" foreign key ("invoice_id") references "customer_invoice" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "supplier_invoice" drop constraint "supplier_invoice_invoicing_event_id_foreign";`);
    this.addSql(`alter table "customer_invoice" drop constraint "customer_invoice_invoicing_event_id_foreign";`);
    this.addSql(`alter table "supplier_invoice_line" drop constraint "supplier_invoice_line_invoice_id_foreign";`);
    this.addSql(`alter table "customer_invoice_line" drop constraint "customer_invoice_line_invoice_id_foreign";`);

    this.addSql(`drop table if exists "transport_exchange_pod_decision" cascade;`);
    this.addSql(`drop table if exists "invoicing_event" cascade;`);
    this.addSql(`drop table if exists "supplier_invoice" cascade;`);
    this.addSql(`drop table if exists "supplier_invoice_line" cascade;`);
    this.addSql(`drop table if exists "customer_invoice" cascade;`);
    this.addSql(`drop table if exists "customer_invoice_line" cascade;`);

    this.addSql(`alter table "consignment" drop column "hold_invoice", drop column "ignore_profit_margin";`);

    this.addSql(`alter table "manifest" drop column "hold_invoice", drop column "invoice_reference", drop column "supplier_invoice_id";`);
  }

}
