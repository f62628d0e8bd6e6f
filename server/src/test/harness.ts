import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ormConfig } from '../db/orm.config.js';
import { createMemoryPubSub, type PubSub } from '../realtime/pubsub.js';
import { createTestDatabase } from './database.js';

/** A running app on its own fresh database, cloned from the migrated template. */
export interface TestApp {
  app: Awaited<ReturnType<typeof createApp>>['app'];
  routes: Awaited<ReturnType<typeof createApp>>['routes'];
  orm: MikroORM;
  config: Config;
  pubsub: PubSub;
  databaseUrl: string;
  close(): Promise<void>;
}

/** The config tests run with: production-like rules, no demo data, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false' });
  return {
    ...base,
    limits: { ...base.limits, signInPerMinute: 10_000, requestsPerMinute: 1_000_000 },
    // Cheap hashes keep hundreds of test sign-ins fast; production keeps the default cost.
    auth: { ...base.auth, hashCost: { memoryCost: 4096, timeCost: 1, parallelism: 1 } },
    ...overrides,
  };
}

/** Starts the whole app (Fastify, Apollo, REST) on a fresh database. */
export async function startTestApp(overrides: Partial<Config> = {}, pubsub: PubSub = createMemoryPubSub()): Promise<TestApp> {
  const db = await createTestDatabase();
  const orm = await MikroORM.init(ormConfig(db.url, { logger: () => undefined }));
  const config = testConfig(overrides);
  const { app, routes, close } = await createApp(config, { orm, pubsub });
  await app.ready();
  return {
    app,
    routes,
    orm,
    config,
    pubsub,
    databaseUrl: db.url,
    async close() {
      await close();
      await orm.close(true);
      await db.drop();
    },
  };
}
