import type { Config } from './config.js';

/** Passwords that ship in examples (old compose default, PostgreSQL images, embedded PostgreSQL). */
const WELL_KNOWN_PASSWORDS = new Set(['', 'dispatch', 'postgres', 'password']);

/**
 * What makes a production start unsafe (issue 22 item 5): the demo data, whose passwords are in the README,
 * and a database password anyone could guess. Each reason is one line for the operator.
 */
export function insecureProductionSettings(config: Config): string[] {
  if (config.env !== 'production' || config.allowInsecureDefaults) return [];
  const reasons: string[] = [];
  if (config.seedDemoData) reasons.push('SEED_DEMO_DATA is on: the demo logins and their published passwords would be created.');
  if (!config.databaseUrl) reasons.push('DATABASE_URL is not set: production does not run the embedded PostgreSQL.');
  else if (WELL_KNOWN_PASSWORDS.has(decodeURIComponent(new URL(config.databaseUrl).password))) {
    reasons.push('The database password is empty or a well-known default: set POSTGRES_PASSWORD (compose) or DATABASE_PASSWORD.');
  }
  return reasons;
}
