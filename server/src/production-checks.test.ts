import { MikroORM } from '@mikro-orm/postgresql';
import { parse } from 'pg-connection-string';
import { loadConfig } from './config.js';
import { ormConfig } from './db/orm.config.js';
import { insecureProductionSettings } from './production-checks.js';

const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

describe('production refuses unsafe defaults (issue 22 item 5)', () => {
  it('starts with its own database password and no demo data (the production default)', () => {
    expect(insecureProductionSettings(production({ DATABASE_URL: 'postgres://dispatch:Xk3-long-secret@db/dispatch' }))).toEqual([]);
  });

  it('refuses the demo data, a well-known or empty database password, and the embedded database', () => {
    expect(insecureProductionSettings(production({ DATABASE_URL: 'postgres://dispatch:x9-secret@db/dispatch', SEED_DEMO_DATA: 'true' }))).toEqual([
      'SEED_DEMO_DATA is on: the demo logins and their published passwords would be created.']);
    for (const url of ['postgres://dispatch:dispatch@db/dispatch', 'postgres://dispatch@db/dispatch', 'postgres://postgres:postgres@db/x']) {
      expect(insecureProductionSettings(production({ DATABASE_URL: url }))).toEqual([
        'The database password is empty or a well-known default: set POSTGRES_PASSWORD (compose) or DATABASE_PASSWORD.']);
    }
    expect(insecureProductionSettings(production({}))).toHaveLength(1);
  });

  it('starts anyway when told to (ALLOW_INSECURE_DEFAULTS), and never objects outside production', () => {
    expect(insecureProductionSettings(production({ SEED_DEMO_DATA: 'true', ALLOW_INSECURE_DEFAULTS: 'true' }))).toEqual([]);
    expect(insecureProductionSettings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('puts a DATABASE_PASSWORD full of URL characters into DATABASE_URL so that MikroORM and pg read it back unchanged', async () => {
    // The test PostgreSQL trusts local connections, so a connection alone would not prove the password arrived.
    const password = "p@ss:w/rd?%#&'x";
    const config = loadConfig({ DATABASE_URL: process.env.TEST_SERVER_URL!, DATABASE_PASSWORD: password });
    expect(parse(config.databaseUrl!).password).toBe(password);
    const orm = await MikroORM.init(ormConfig(config.databaseUrl!, { logger: () => undefined }));
    try {
      expect(orm.em.getConnection().getConnectionOptions()).toMatchObject({ password, user: 'postgres' });
      expect(await orm.em.getConnection().execute('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await orm.close(true);
    }
  });
});
