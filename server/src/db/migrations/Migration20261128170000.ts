import { Migration } from '@mikro-orm/migrations';

/** A key's own GraphQL cost points per minute (issue 24 item 6). */
export class Migration20261128170000 extends Migration {

  override name = 'Migration20261128170000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "api_key" add "cost_points_per_minute" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_key" drop column "cost_points_per_minute";`);
  }

}
