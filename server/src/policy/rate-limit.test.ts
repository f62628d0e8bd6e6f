import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app.js';
import { ormConfig } from '../db/orm.config.js';
import { gql } from '../test/clients.js';
import { buildUser, sessionToken } from '../test/factories.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';
import { serviceAvailable } from '../test/requires.js';
import { freshMinute } from '../test/minutes.js';
import { UserRole } from '../modules/users/user.entity.js';

// Issue 24 item 6: each API key and each session has its own requests-per-minute budget, shared through Redis.

const REDIS_URL = process.env.REDIS_URL;
const withRedis = serviceAvailable('REDIS_URL', REDIS_URL, 'the shared rate-limit test');

let t: TestApp;
let admin: string;
let second: { app: TestApp['app']; close(): Promise<void> } | undefined;

beforeAll(async () => {
  const config = testConfig({ redisUrl: withRedis ? REDIS_URL : undefined });
  t = await startTestApp({ redisUrl: config.redisUrl, limits: { ...config.limits, requestsPerMinute: 1000 } });
  admin = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE, isAdmin: true }));
  if (withRedis) {
    // A second instance on the same database and Redis, as a second process would be.
    const orm = await MikroORM.init(ormConfig(t.databaseUrl, { logger: () => undefined }));
    const built = await createApp({ ...t.config }, { orm, pubsub: t.pubsub });
    await built.app.ready();
    second = { app: built.app, close: async () => { await built.close(); await orm.close(true); } };
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A read-only key with its own budget of `perMinute`, set by the admin. */
async function keyWithBudget(perMinute: number): Promise<Record<string, string>> {
  const issued = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin }, payload: { Name: 'Budgeted', Scope: 'OFFICE_READ_ONLY' } });
  const set = await t.app.inject({ method: 'PUT', url: `/api/ApiKeys/${issued.json().Id}/Limits`, headers: { token: admin }, payload: { RequestsPerMinute: perMinute } });
  expect(set.json().RequestsPerMinute).toBe(perMinute);
  return { 'x-api-key': issued.json().Key as string };
}


describe('per-caller request budgets (issue 24 item 6)', () => {
  it('answers RateLimit-* headers, then 429 with Retry-After for a key over its budget, on REST and GraphQL alike', async () => {
    const key = await keyWithBudget(3);
    await freshMinute();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key }));
    expect(answers.map((a) => [a.statusCode, a.headers['ratelimit-limit'], a.headers['ratelimit-remaining']])).toEqual([[200, '3', '2'], [200, '3', '1'], [200, '3', '0']]);
    const reset = Number(answers[0].headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    const over = await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().Message).toMatch(/Too many requests/);
    const overGraphql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { ...key, 'content-type': 'application/json' }, payload: { query: '{ currentUser { id } }' } });
    expect(overGraphql.statusCode).toBe(429);
    expect(overGraphql.headers['retry-after']).toBeDefined();
    expect(overGraphql.json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it('gives two keys, and a session, budgets of their own', async () => {
    const spent = await keyWithBudget(1);
    const other = await keyWithBudget(5);
    await freshMinute();
    await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: spent });
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: spent })).statusCode).toBe(429);
    const fine = await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: other });
    expect([fine.statusCode, fine.headers['ratelimit-remaining']]).toEqual([200, '4']);
    const session = await gql(t.app, '{ currentUser { id } }', {}, admin);
    expect(session.status).toBe(200);
  });

  it('refuses a budget that is not a whole number from 1, and lets only admins set one', async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/ApiKeys', headers: { token: admin }, payload: { Name: 'Odd', Scope: 'OFFICE_READ_ONLY' } });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/ApiKeys/${issued.json().Id}/Limits`, headers: { token: admin }, payload: { RequestsPerMinute: 0 } });
    expect([bad.statusCode, bad.json().Errors[0].Field]).toEqual([400, 'RequestsPerMinute']);
    const office = await sessionToken(t.orm, await buildUser(t.orm, { role: UserRole.OFFICE }));
    expect((await t.app.inject({ method: 'PUT', url: `/api/ApiKeys/${issued.json().Id}/Limits`, headers: { token: office }, payload: { RequestsPerMinute: 5 } })).statusCode).toBe(403);
  });

  (withRedis ? it : it.skip)('shares one key\'s budget between two instances through Redis', async () => {
    const key = await keyWithBudget(2);
    await freshMinute();
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key })).statusCode).toBe(200);
    expect((await second!.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key })).statusCode).toBe(429);
    expect((await second!.app.inject({ method: 'GET', url: '/api/Users/Current', headers: key })).statusCode).toBe(429);
  });
});
