/** Tiny `--name value` / `--flag` parser shared by the seed and bench scripts (no dependency needed). */
import { loadConfig } from '../config.js';

export type Args = Record<string, string | true>;

/**
 * Parses argv after the script name; `--a 1 --b` gives { a: '1', b: true }. `--help` prints the usage
 * and exits; an option the script does not know is refused, so a typo never runs a destructive default.
 */
export function parseArgs(usage: string, known: readonly string[], argv: string[] = process.argv.slice(2)): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    if (key === '--help' || key === '-h') {
      say(usage);
      process.exit(0);
    }
    if (!key.startsWith('--')) throw new Error(`Unexpected argument '${key}' (options look like --name value)\n${usage}`);
    const [name, inline] = key.slice(2).split('=', 2);
    if (!known.includes(name)) throw new Error(`Unknown option --${name}\n${usage}`);
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) args[name] = argv[++i];
    else args[name] = true;
  }
  return args;
}

/** A whole-number option, or the fallback when it is absent. */
export function intArg(args: Args, name: string, fallback: number): number {
  const raw = args[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got '${String(raw)}'`);
  return n;
}

/** A text option, or the fallback. */
export function stringArg(args: Args, name: string, fallback: string): string {
  const raw = args[name];
  return typeof raw === 'string' ? raw : fallback;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The default database server: DATABASE_URL's, else local PostgreSQL. */
export function defaultServerUrl(): string {
  return loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Prints a line to stdout (scripts report progress; the lint rule against console.log targets the app). */
export function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}
