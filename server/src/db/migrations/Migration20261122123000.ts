import { Migration } from '@mikro-orm/migrations';

/** Indexes on the foreign keys to supplier that had none (issue 9: deleting a supplier scanned every consignment). */
export class Migration20261122123000 extends Migration {

  override name = 'Migration20261122123000';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "consignment_supplier_id_index" on "consignment" ("supplier_id");`);
    this.addSql(`create index if not exists "supplier_invoice_supplier_id_index" on "supplier_invoice" ("supplier_id");`);
    this.addSql(`create index if not exists "app_user_supplier_id_index" on "app_user" ("supplier_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "consignment_supplier_id_index";`);
    this.addSql(`drop index "supplier_invoice_supplier_id_index";`);
    this.addSql(`drop index "app_user_supplier_id_index";`);
  }

}
