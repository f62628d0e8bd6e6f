import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { loadConfig } from '../config.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { SESSION_OPTIONS } from './session-options.js';

/** One MikroORM configuration for the app, the tests and the CLI; only the URL differs. */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: 'dist/db/migrations',
      pathTs: 'src/db/migrations',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    // Triggers and functions are written by hand in migrations (consignment_stop_summary's, issue 9) and mirrored in
    // no entity: the schema diff (migration:create, migrations.test.ts) must not offer to drop them.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10, idleTimeoutMillis: 30_000 },
    driverOptions: { options: SESSION_OPTIONS },
    debug: false,
    ...overrides,
  });
}

// The MikroORM CLI reads this default export (see `npm run migration:create -w server`).
export default ormConfig(loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/dispatch');
