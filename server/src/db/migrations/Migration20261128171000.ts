import { Migration } from '@mikro-orm/migrations';

/** A vehicle type's capacity in load units, null = no limit (issue 23 item 4, decision 0166). */
export class Migration20261128171000 extends Migration {

  override name = 'Migration20261128171000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "vehicle_type" add "capacity" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "vehicle_type" drop column "capacity";`);
  }

}
