import { Migration } from '@mikro-orm/migrations';

/**
 * A planning run's latest progress, shared by every API process (issue 23 item 4, decision 0168): the run
 * may be searching on one replica while the dispatcher's poll reaches another.
 */
export class Migration20261129000000 extends Migration {

  override name = 'Migration20261129000000';

  override up(): void | Promise<void> {
    this.addSql(`create table "planning_run" (
      "user_id" int not null,
      "run_id" varchar(64) not null,
      "state" varchar(8) not null,
      "percent" int not null default 0,
      "iterations" int not null default 0,
      "budget_seconds" int not null,
      "started_at" timestamptz not null,
      "ended_at" timestamptz null,
      primary key ("user_id", "run_id"),
      constraint "planning_run_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade);`);
    this.addSql(`create index "planning_run_started_at_index" on "planning_run" ("started_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "planning_run";`);
  }

}
