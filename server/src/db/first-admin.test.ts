import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import { verifyPassword } from '../auth/passwords.js';
import { firstAdminFromConfig, seeding, startServer } from '../boot.js';
import { User, UserRole } from '../modules/users/user.entity.js';
import { createTestDatabase } from '../test/database.js';
import { testConfig } from '../test/harness.js';
import { createFirstAdmin, readPassword } from './first-admin.js';
import { ormConfig } from './orm.config.js';

let db: { url: string; drop(): Promise<void> };
let orm: MikroORM;
beforeEach(async () => {
  db = await createTestDatabase();
  orm = await MikroORM.init(ormConfig(db.url, { logger: () => undefined }));
});
afterEach(async () => {
  await orm.close(true);
  await db.drop();
});

const admins = () => orm.em.fork().find(User, { isAdmin: true });

describe('the first office admin (issue 22 item 5)', () => {
  it('creates an office admin with every flag whose password signs in, and only while no admin exists', async () => {
    expect(await createFirstAdmin(orm, { email: 'Boss@Haulage.example', password: 'correct horse battery' }, 8)).toBe('Created the office admin Boss@Haulage.example.');
    const [admin] = await admins();
    expect(admin).toMatchObject({ email: 'Boss@Haulage.example', username: 'Boss@Haulage.example', role: UserRole.OFFICE, isAdmin: true, isAccounts: true, isManager: true });
    expect(await verifyPassword(admin!.passwordHash, 'correct horse battery')).toBe(true);
    expect(await createFirstAdmin(orm, { email: 'second@haulage.example', password: 'another password' }, 8)).toMatch(/already exists; no admin was created/);
    expect(await admins()).toHaveLength(1);
  });

  it('refuses a short password and a malformed e-mail address, creating nothing', async () => {
    await expect(createFirstAdmin(orm, { email: 'boss@haulage.example', password: 'short' }, 8)).rejects.toThrow('The password must be at least 8 characters long.');
    await expect(createFirstAdmin(orm, { email: 'not an address', password: 'long enough' }, 8)).rejects.toThrow("'not an address' is not a valid e-mail address.");
    expect(await admins()).toHaveLength(0);
  });

  it('reads the password from standard input or a file without the final line break', async () => {
    expect(await readPassword(Readable.from(['pass word: with colon\n']))).toBe('pass word: with colon');
    const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-pw-'));
    writeFileSync(path.join(dir, 'pw'), 'from a file\r\n');
    expect(await readPassword(path.join(dir, 'pw'))).toBe('from a file');
    rmSync(dir, { recursive: true });
  });

  it('is created on a start with ADMIN_EMAIL and ADMIN_PASSWORD_FILE, and left alone on the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-pw-'));
    writeFileSync(path.join(dir, 'pw'), 'first start secret\n');
    const config = testConfig({ databaseUrl: db.url, port: 0, host: '127.0.0.1', jobsEnabled: false, firstAdmin: { email: 'ops@haulage.example', passwordFile: path.join(dir, 'pw') } });
    try {
      for (let start = 0; start < 2; start++) {
        const server = await startServer(config, seeding(config, firstAdminFromConfig(config)));
        await server.stop();
      }
      const all = await admins();
      expect(all.map((u) => u.email)).toEqual(['ops@haulage.example']);
      expect(await verifyPassword(all[0]!.passwordHash, 'first start secret')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
