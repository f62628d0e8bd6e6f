import { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import type { Config } from '../config.js';
import { ormConfig } from '../db/orm.config.js';
import type { PubSub } from '../realtime/pubsub.js';
import { testConfig } from './harness.js';

/** Another instance of the app on an existing test database (its own pool and fan-out), listening. */
export interface Instance {
  app: FastifyInstance;
  orm: MikroORM;
  config: Config;
  port: number;
  close(): Promise<void>;
}

/** Listens on a free port on 127.0.0.1 and returns it. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** Starts a second instance on the given database, as a second process would (issue 10 item 1). */
export async function secondInstance(databaseUrl: string, pubsub: PubSub): Promise<Instance> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { logger: () => undefined }));
  const config = testConfig();
  const built = await createApp(config, { orm, pubsub });
  await built.app.ready();
  const port = await listen(built.app);
  return { app: built.app, orm, config, port, close: async () => { await built.close(); await pubsub.close(); await orm.close(true); } };
}
