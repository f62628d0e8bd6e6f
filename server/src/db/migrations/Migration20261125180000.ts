import { Migration } from '@mikro-orm/migrations';

/** Who asked for an e-mail, so report e-mails have a per-user hourly budget (issue 20 item 7). */
export class Migration20261125180000 extends Migration {

  override name = 'Migration20261125180000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "requested_by_user_id" int null;`);
    this.addSql(`create index "mail_outbox_requested_by_user_id_created_at_index" on "mail_outbox" ("requested_by_user_id", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_outbox_requested_by_user_id_created_at_index";`);
    this.addSql(`alter table "mail_outbox" drop column "requested_by_user_id";`);
  }

}
