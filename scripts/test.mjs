#!/usr/bin/env node
// `npm test`: every check the project promises, in order of speed, stopping at the first failure:
// the lock file, lint, type checks, generated-code staleness, docker-compose.yml, server tests (real PostgreSQL),
// then the built app in a real browser (Playwright + Chromium).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lock file installs with npm ci on every platform', 'node', ['scripts/check-lock.mjs']],
  ['lint', 'npx', ['eslint', '.']],
  ['type check (server)', 'npx', ['tsc', '-p', 'server', '--noEmit']],
  ['type check (client)', 'npx', ['tsc', '-p', 'client', '--noEmit']],
  ['generated client types are current', 'npx', ['graphql-codegen', '--config', 'codegen.yml', '--check']],
  ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ['server tests', 'npm', ['run', 'test:server']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
  // Gzipped JavaScript each first screen downloads, from the build the browser tests just made (bytes, not time).
  ['bundle budgets', 'node', ['scripts/check-bundles.mjs']],
  ['npm start stops cleanly and restarts without a build', 'node', ['--test', 'scripts/lifecycle.test.mjs']],
  ['the image boots (runtime stage assembled without Docker)', 'npm', ['run', 'verify:image']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
