import { Migration } from '@mikro-orm/migrations';

export class Migration20261122064232 extends Migration {

  override name = 'Migration20261122064232';

  override up(): void | Promise<void> {
    this.addSql(`drop index "supplier_location_supplier_recorded_idx";`);
    this.addSql(`create index "supplier_location_supplier_recorded_idx" on "supplier_location" ("supplier_id", "recorded_at") include ("latitude", "longitude", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "supplier_location_supplier_recorded_idx";`);
    this.addSql(`create index "supplier_location_supplier_recorded_idx" on "supplier_location" ("supplier_id", "recorded_at");`);
  }

}
