import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082645 extends Migration {

  override name = 'Migration20261122082645';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_key" ("id" serial primary key, "user_id" int not null, "key" varchar(100) not null, "request_hash" varchar(64) not null, "response" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_user_id_key_unique" unique ("user_id", "key");`);

    this.addSql(`create table "stop_photo" ("id" serial primary key, "consignment_address_id" int not null, "file_id" int not null, "kind" varchar(20) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "stop_photo_consignment_address_id_index" on "stop_photo" ("consignment_address_id");`);
    this.addSql(`alter table "stop_photo" add constraint "stop_photo_file_id_unique" unique ("file_id");`);

    this.addSql(`alter table "idempotency_key" add constraint "idempotency_key_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "stop_photo" add constraint "stop_photo_consignment_address_id_foreign" foreign key ("consignment_address_id") references "consignment_address" ("id") on delete cascade;`);
    this.addSql(`alter table "stop_photo" add constraint "stop_photo_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);
    this.addSql(`drop table if exists "stop_photo" cascade;`);
  }

}
