import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { ormConfig } from '../db/orm.config.js';
import { LookupSeeder } from '../db/seeders/lookup.seeder.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { buildUser } from '../test/factories.js';
import { testConfig } from '../test/harness.js';
import { sessionFor } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';

// Its own PostgreSQL (embedded, on a spare port) so the test can stop and restart it.
const dir = mkdtempSync(path.join(os.tmpdir(), 'dispatch-outage-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own user and must reach the data folder
const PORT = 54391;

describe('PostgreSQL restarts (issue 10 item 2)', () => {
  let db: EmbeddedDatabase;
  let orm: MikroORM;
  let app: Awaited<ReturnType<typeof createApp>>;
  let token: string;

  beforeAll(async () => {
    db = await startEmbeddedPostgres(path.join(dir, 'pg'), PORT);
    orm = await MikroORM.init(ormConfig(db.url, { logger: () => undefined, pool: { min: 0, max: 4, idleTimeoutMillis: 1000 } }));
    await orm.migrator.up();
    await orm.seeder.seed(LookupSeeder);
    app = await createApp(testConfig(), { orm, pubsub: createMemoryPubSub() });
    await app.app.ready();
    token = await sessionFor(orm, await buildUser(orm, { role: UserRole.CUSTOMER }));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await orm?.close(true);
    await db?.stop();
  });

  const current = () => app.app.inject({ method: 'GET', url: '/api/Users/Current', headers: { token } });
  const graphql = () => app.app.inject({ method: 'POST', url: '/graphql', headers: { token, 'content-type': 'application/json' }, payload: { query: '{ currentUser { id } }' } });

  it('answers 503 with a clear message while the database is down, stays up, and recovers by itself', async () => {
    expect((await current()).statusCode).toBe(200);
    await db.stop();

    const rest = await current();
    expect(rest.statusCode).toBe(503);
    expect(rest.json().Message).toBe('The database is not available at the moment. Please try again in a few seconds.');
    const gql = await graphql();
    expect(gql.statusCode).toBe(503);
    expect(gql.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect((await app.app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.app.inject('/readyz')).statusCode).toBe(503);

    db = await startEmbeddedPostgres(path.join(dir, 'pg'), PORT);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await current()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await graphql()).json().data.currentUser).toBeTruthy();
    expect((await app.app.inject('/readyz')).statusCode).toBe(200);
  }, 120_000);
});
