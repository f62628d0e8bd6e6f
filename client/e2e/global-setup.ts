import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { e2eDatabaseUrl, withDatabase } from './support/database';

/**
 * Runs once the server is up (webServer starts first and recreated the database): checks that the
 * specs can reach that database too, so a wrong DATABASE_URL fails here with one clear message
 * rather than in every test, and makes the screenshots folder.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(fileURLToPath(new URL('./screenshots', import.meta.url)), { recursive: true });
  try {
    await withDatabase((db) => db.query('select 1 from app_user limit 1'));
  } catch (err) {
    throw new Error(`E2E specs cannot read the E2E database at ${e2eDatabaseUrl().replace(/:[^:@/]*@/, ':***@')}: ${String(err)}`);
  }
}
