import { Migration } from '@mikro-orm/migrations';

/**
 * A customer's users by their customer: the read model reads Customer.customerUsers by this key, and the list reads
 * are planned to read every relation through an index (decision 0186). Without it, each customer row scanned every
 * user (the e-mail index in e-mail order, with the customer as a filter).
 */
export class Migration20261129140000 extends Migration {

  override name = 'Migration20261129140000';

  override up(): void | Promise<void> {
    this.addSql(`create index "app_user_customer_id_index" on "app_user" ("customer_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "app_user_customer_id_index";`);
  }

}
