import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055258 extends Migration {

  override name = 'Migration20261122055258';

  override up(): void | Promise<void> {
    this.addSql(`create table "supplier_location" ("id" bigserial primary key, "supplier_id" int not null, "user_id" int null, "manifest_id" int null, "latitude" double precision not null, "longitude" double precision not null, "recorded_at" timestamptz not null, "received_at" timestamptz not null);`);
    this.addSql(`create index "supplier_location_recorded_brin" on "supplier_location" using brin ("recorded_at");`);
    this.addSql(`create index "supplier_location_supplier_recorded_idx" on "supplier_location" ("supplier_id", "recorded_at");`);

    this.addSql(`create table "supplier_last_location" ("supplier_id" int not null, "user_id" int null, "manifest_id" int null, "latitude" double precision not null, "longitude" double precision not null, "recorded_at" timestamptz not null, primary key ("supplier_id"));`);

    this.addSql(`create table "vehicle" ("id" serial primary key, "supplier_id" int not null, "vehicle_type_id" int not null, "make" varchar(60) not null, "model" varchar(60) not null, "registration" varchar(15) not null, "length" double precision not null, "width" double precision not null, "height" double precision not null, "insurance_expiry" date not null, "is_default_vehicle" boolean not null default false, "version" int not null default 1);`);
    this.addSql(`create index "vehicle_supplier_id_index" on "vehicle" ("supplier_id");`);

    this.addSql(`alter table "supplier" add "is_tracking_disabled" boolean not null default false;`);

    this.addSql(`alter table "supplier_location" add constraint "supplier_location_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);
    this.addSql(`alter table "supplier_location" add constraint "supplier_location_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "supplier_last_location" add constraint "supplier_last_location_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "supplier_last_location" add constraint "supplier_last_location_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "vehicle" add constraint "vehicle_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on delete cascade;`);
    this.addSql(`alter table "vehicle" add constraint "vehicle_vehicle_type_id_foreign" foreign key ("vehicle_type_id") references "vehicle_type" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "supplier_location" cascade;`);
    this.addSql(`drop table if exists "supplier_last_location" cascade;`);
    this.addSql(`drop table if exists "vehicle" cascade;`);

    this.addSql(`alter table "supplier" drop column "is_tracking_disabled";`);
  }

}
