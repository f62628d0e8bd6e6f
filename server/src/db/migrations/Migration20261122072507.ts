import { Migration } from '@mikro-orm/migrations';

export class Migration20261122072507 extends Migration {

  override name = 'Migration20261122072507';

  override up(): void | Promise<void> {
    this.addSql(`create table "pending_confirmation" ("id" serial primary key, "consignment_address_id" int not null, "manifest_id" int null, "consignment_id" int not null, "stop_type" varchar(30) not null, "to" varchar(320) null, "subject" varchar(300) not null, "body" text not null, "status" varchar(20) not null default 'Pending', "created_at" timestamptz not null, "handled_at" timestamptz null);`);
    this.addSql(`alter table "pending_confirmation" add constraint "pending_confirmation_consignment_address_id_unique" unique ("consignment_address_id");`);
    this.addSql(`create index "pending_confirmation_manifest_id_status_index" on "pending_confirmation" ("manifest_id", "status");`);

    this.addSql(`create table "sandbox_exchange_posting" ("id" serial primary key, "reference" varchar(100) not null, "manifest_id" int not null, "status" varchar(30) not null default 'Posted', "payload" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "pod_received_at" timestamptz null);`);
    this.addSql(`alter table "sandbox_exchange_posting" add constraint "sandbox_exchange_posting_reference_unique" unique ("reference");`);
    this.addSql(`create index "sandbox_exchange_posting_manifest_id_index" on "sandbox_exchange_posting" ("manifest_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pending_confirmation" cascade;`);
    this.addSql(`drop table if exists "sandbox_exchange_posting" cascade;`);
  }

}
