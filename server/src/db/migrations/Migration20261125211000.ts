import { Migration } from '@mikro-orm/migrations';

/** Webhooks (issue 24 item 5): endpoints, their deliveries, the `webhooks` scope of API keys; a key's own request budget (item 6). */
export class Migration20261125211000 extends Migration {

  override name = 'Migration20261125211000';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook" ("id" serial primary key, "url" varchar(2000) not null, "events" jsonb not null, "description" varchar(500) null, "secret" varchar(100) not null, "owner_id" int not null, "api_key_id" int null, "cursor" varchar(60) not null, "enabled" boolean not null default true, "failing_since" timestamptz null, "disabled_reason" varchar(200) null, "created_at" timestamptz not null);`);
    this.addSql(`create table "webhook_delivery" ("id" serial primary key, "webhook_id" int not null, "event_id" bigint not null, "message_id" varchar(60) not null, "event_type" varchar(64) not null, "payload" text not null, "status" varchar(20) not null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "first_attempt_at" timestamptz null, "last_status_code" int null, "last_error" varchar(500) null, "delivered_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_event_id_unique" unique ("webhook_id", "event_id");`);
    this.addSql(`alter table "api_key" add "webhooks" boolean not null default false;`);
    this.addSql(`alter table "api_key" add "requests_per_minute" int null;`);
    this.addSql(`alter table "webhook" add constraint "webhook_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook" add constraint "webhook_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook";`);
    this.addSql(`alter table "api_key" drop column "webhooks";`);
    this.addSql(`alter table "api_key" drop column "requests_per_minute";`);
  }

}
