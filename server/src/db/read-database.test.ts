import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app.js';
import { today } from '../domain/dates.js';
import { createMemoryPubSub } from '../realtime/pubsub.js';
import { buildConsignment, buildCustomer } from '../test/factories.js';
import { testConfig } from '../test/harness.js';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../test/replica.js';
import { signedIn } from '../test/sessions.js';
import { UserRole } from '../modules/users/user.entity.js';
import { LookupSeeder } from './seeders/lookup.seeder.js';
import { ormConfig } from './orm.config.js';
import { openReadDatabase } from './read-database.js';

// DATABASE_READ_URL (issue 26 item 6): searches, exports and reports read a streaming-replication standby, reads by
// id the primary. Real replication: a primary and a hot standby made from its base backup (test/replica.ts).
let cluster: ReplicatedPostgres;
let orm: MikroORM;
let replica: MikroORM;
let app: Awaited<ReturnType<typeof createApp>>;
let token: string;
let customerId: number;
beforeAll(async () => {
  cluster = await startReplicatedPostgres('dispatch');
  orm = await MikroORM.init(ormConfig(cluster.primaryUrl, { logger: () => undefined }));
  await orm.migrator.up();
  await orm.seeder.seed(LookupSeeder);
  replica = await openReadDatabase(cluster.standbyUrl);
  app = await createApp(testConfig({ databaseReadUrl: cluster.standbyUrl }), { orm, pubsub: createMemoryPubSub(), replica });
  token = (await signedIn(orm, { role: UserRole.OFFICE })).token;
  customerId = (await buildCustomer(orm)).id;
  await cluster.caughtUp();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await replica?.close(true);
  await orm?.close(true);
  await cluster?.stop();
});

const day = today(new Date());
const search = async () => {
  const res = await app.app.inject({ method: 'GET', url: `/api/Consignments/${day}/${day}/Search`, headers: { token } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { Id: number }[]).map((c) => c.Id);
};
const exported = async () => {
  const res = await app.app.inject({ method: 'GET', url: `/api/Consignments/${day}/${day}/Export`, headers: { token } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

it('searches and exports from the replica, and reads by id from the primary', async () => {
  await cluster.pauseReplay();
  const booked = await buildConsignment(orm, { customerId });
  try {
    // The replica has not replayed the booking yet: the search and the export do not have it, the read by id does.
    const byId = await app.app.inject({ method: 'GET', url: `/api/Consignments/${booked.id}`, headers: { token } });
    expect(byId.statusCode).toBe(200);
    expect(await search()).not.toContain(booked.id);
    expect(await exported()).not.toContain(String(booked.consignmentNumber));
  } finally {
    await cluster.resumeReplay();
  }
  await cluster.caughtUp();
  expect(await search()).toContain(booked.id);
  expect(await exported()).toContain(String(booked.consignmentNumber));
});

it('refuses writes on the replica connection, so nothing can write through it by mistake', async () => {
  await expect(replica.em.getConnection().execute(`update customer set name = name where id = ?`, [customerId])).rejects.toThrow(/read-only/);
});
