import { Migration } from '@mikro-orm/migrations';

/**
 * Recipient notifications (issue 25 item 4): each customer's settings, a per-consignment override, the
 * editable templates, an SMS outbox, and a key per event and channel on both outboxes so nothing is sent twice.
 */
export class Migration20261125203000 extends Migration {

  override name = 'Migration20261125203000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "dedupe_key" varchar(400) null;`);
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`alter table "consignment" add column "notify_recipients" boolean null;`);
    this.addSql(`create table "customer_notification_settings" (
      "customer_id" int not null primary key,
      "email_enabled" boolean not null default false, "sms_enabled" boolean not null default false,
      "include_delivery_contact" boolean not null default false, "attach_proof_of_delivery" boolean not null default false,
      "on_booked" boolean not null default true, "on_the_way" boolean not null default true, "on_delivered" boolean not null default true);`);
    this.addSql(`alter table "customer_notification_settings" add constraint "customer_notification_settings_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "notification_template" (
      "id" serial primary key, "event" varchar(20) not null, "channel" varchar(10) not null,
      "subject" varchar(300) not null default '', "body" text not null, "updated_at" timestamptz null,
      constraint "notification_template_event_channel_unique" unique ("event", "channel"));`);
    this.addSql(`alter table "consignment_address" add column "contact_email_address" varchar(320) null, add column "contact_phone_number" varchar(50) null;`);
    this.addSql(`create table "sms_outbox" (
      "id" serial primary key, "to_number" varchar(50) not null, "body" text not null,
      "status" "mail_status" not null default 'PENDING', "attempts" int not null default 0, "last_error" text null,
      "dedupe_key" varchar(400) null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`alter table "sms_outbox" add constraint "sms_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "sms_outbox_status_created_at_index" on "sms_outbox" ("status", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "sms_outbox";`);
    this.addSql(`alter table "consignment_address" drop column "contact_email_address", drop column "contact_phone_number";`);
    this.addSql(`drop table "notification_template";`);
    this.addSql(`drop table "customer_notification_settings";`);
    this.addSql(`alter table "consignment" drop column "notify_recipients";`);
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_dedupe_key_unique";`);
    this.addSql(`alter table "mail_outbox" drop column "dedupe_key";`);
  }

}
