import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../test/database.js';
import { ormConfig } from './orm.config.js';

describe('migrations (issue 2 item 5)', () => {
  it('bring a database to exactly the schema the entities describe: a change to an entity needs a migration', async () => {
    const db = await createTestDatabase();
    const orm = await MikroORM.init(ormConfig(db.url, { logger: () => undefined }));
    try {
      const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      expect(drift.trim()).toBe('');
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });
});
