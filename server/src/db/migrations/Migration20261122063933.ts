import { Migration } from '@mikro-orm/migrations';

export class Migration20261122063933 extends Migration {

  override name = 'Migration20261122063933';

  override up(): void | Promise<void> {
    this.addSql(`alter table "customer" add "ledger_number_id" int null, add "vat_code_id" int null, add "xero_organisation_id" int null;`);
    this.addSql(`alter table "customer" add constraint "customer_ledger_number_id_foreign" foreign key ("ledger_number_id") references "ledger_number" ("id") on delete set null;`);
    this.addSql(`alter table "customer" add constraint "customer_vat_code_id_foreign" foreign key ("vat_code_id") references "vat_code" ("id") on delete set null;`);
    this.addSql(`alter table "customer" add constraint "customer_xero_organisation_id_foreign" foreign key ("xero_organisation_id") references "xero_organisation" ("id") on delete set null;`);

    this.addSql(`alter table "price_matrix" add "name" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "customer" drop constraint "customer_ledger_number_id_foreign";`);
    this.addSql(`alter table "customer" drop constraint "customer_vat_code_id_foreign";`);
    this.addSql(`alter table "customer" drop constraint "customer_xero_organisation_id_foreign";`);

    this.addSql(`alter table "customer" drop column "ledger_number_id", drop column "vat_code_id", drop column "xero_organisation_id";`);

    this.addSql(`alter table "price_matrix" drop column "name";`);
  }

}
