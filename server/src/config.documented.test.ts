import { readdirSync, readFileSync } from 'node:fs';

/** The repository's root, from server/src. */
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every variable config.ts reads: `env.NAME` in its source. */
function variablesRead(): string[] {
  return [...new Set([...read('server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]))].sort();
}

/** The variables the README's configuration table names in its first column. */
function variablesDocumented(): Set<string> {
  const rows = read('README.md').split('\n').filter((line) => line.startsWith('| `'));
  return new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
}

describe('the README documents the configuration (issue 21 item 8)', () => {
  it('names every environment variable config.ts reads in its configuration table', () => {
    const documented = variablesDocumented();
    expect(variablesRead()).toEqual(expect.arrayContaining(['DATABASE_URL', 'LOG_LEVEL', 'POSITION_RETENTION_DAYS']));
    expect(variablesRead().filter((name) => !documented.has(name))).toEqual([]);
  });

  it('leaves config.ts the only reader of process.env in the server (scripts and tests aside)', () => {
    const sources = readdirSync(new URL('server/src/', root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(test|scripts|faults)\//.test(file) && file !== 'config.ts');
    expect(sources.filter((file) => read(`server/src/${file}`).includes('process.env'))).toEqual([]);
  });
});
