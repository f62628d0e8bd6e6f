#!/usr/bin/env node
// `npm test`: every check the project promises, in order of speed, stopping at the first failure:
// the lock file, lint and the project's own lint rules, type checks, generated-code staleness, docker-compose.yml,
// server tests (real PostgreSQL), then the built app in a real browser (Playwright + Chromium).
import { spawn, spawnSync } from 'node:child_process';

const steps = [
  ['lock file installs with npm ci on every platform', 'node', ['scripts/check-lock.mjs']],
  ['lint', 'npx', ['eslint', '.']],
  ["the project's own lint rules", 'node', ['--test', 'scripts/eslint/test-length.test.mjs']],
  ['type check (server)', 'npx', ['tsc', '-p', 'server', '--noEmit']],
  ['type check (client)', 'npx', ['tsc', '-p', 'client', '--noEmit']],
  ['generated client types are current', 'npx', ['graphql-codegen', '--config', 'codegen.yml', '--check']],
  ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ['server tests', 'npm', ['run', 'test:server']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
  // Gzipped JavaScript each first screen downloads, from the build the browser tests just made (bytes, not time).
  ['bundle budgets', 'node', ['scripts/check-bundles.mjs']],
  // These two share nothing (free ports, their own databases) and each keeps about one core busy, so they run
  // side by side: a minute and a half less of CI's half hour. Their output is printed when both are done.
  [
    ['npm start stops cleanly and restarts without a build', 'node', ['--test', 'scripts/lifecycle.test.mjs']],
    ['the image boots (runtime stage assembled without Docker)', 'npm', ['run', 'verify:image']],
  ],
];

const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.some((o) => name.includes(o));
const started = Date.now();

function fail(name, status, seconds) {
  console.error(`\n✗ ${name} failed after ${seconds}s`);
  process.exit(status ?? 1);
}

/** Runs one step with its output passed through. */
function runStep([name, cmd, args]) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (result.status !== 0) fail(name, result.status, seconds);
  console.log(`✓ ${name} (${seconds}s)`);
}

/** Runs steps side by side, each one's output kept and printed whole, in order, once all have ended. */
async function runTogether(group) {
  const t = Date.now();
  const runs = group.map(([name, cmd, args]) => new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status) => resolve({ name, cmd, args, status, output: Buffer.concat(chunks), seconds: ((Date.now() - t) / 1000).toFixed(1) }));
  }));
  const results = await Promise.all(runs);
  for (const r of results) {
    console.log(`\n=== ${r.name}: ${r.cmd} ${r.args.join(' ')} (side by side)`);
    process.stdout.write(r.output);
    if (r.status === 0) console.log(`✓ ${r.name} (${r.seconds}s)`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) fail(failed.name, failed.status, failed.seconds);
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const group = step.filter(([name]) => wanted(name));
    if (group.length > 1) await runTogether(group);
    else group.forEach(runStep);
  } else if (wanted(step[0])) runStep(step);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
