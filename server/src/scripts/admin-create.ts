import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createFirstAdmin, readPassword } from '../db/first-admin.js';
import { LookupSeeder } from '../db/seeders/lookup.seeder.js';
import { parseArgs } from './cli-args.js';

const USAGE = `Creates the first office admin (admin, accounts and manager flags) on the database of DATABASE_URL.
  npm run admin:create -- --email admin@example.com [--name "Alex Admin"] [--password-file FILE] < password
The password comes from FILE, else from standard input (one line). Nothing is created when an office admin exists.`;

/** `npm run admin:create`: migrates (under the lock, as a start does), then creates the admin. */
async function main(): Promise<void> {
  const args = parseArgs(USAGE, ['email', 'name', 'password-file']);
  if (typeof args.email !== 'string') throw new Error(`--email is required.\n${USAGE}`);
  const file = typeof args['password-file'] === 'string' ? args['password-file'] : undefined;
  if (!file && process.stdin.isTTY) process.stderr.write('Password (one line, then Enter and Ctrl-D): ');
  const password = await readPassword(file ?? process.stdin);
  const config = loadConfig();
  let said = '';
  const db = await openDatabase(config, async (orm) => {
    await orm.seeder.seed(LookupSeeder);
    said = await createFirstAdmin(orm, { email: args.email as string, password, name: typeof args.name === 'string' ? args.name : undefined }, config.auth.minPasswordLength);
  });
  await db.close();
  process.stdout.write(`${said}\n`);
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
