#!/usr/bin/env node
// Validates docker-compose.yml with `docker compose config` (or the standalone `docker-compose`), and that
// it refuses to run without POSTGRES_PASSWORD (no default password, issue 22 item 5). There is no Docker
// engine here; `config` needs none. Without either tool: a failure in CI (.ci/run installs one), one
// line saying what was skipped elsewhere.
import { spawnSync } from 'node:child_process';

const candidates = [['docker', ['compose']], ['docker-compose', []]];
const tool = candidates.find(([cmd, pre]) => spawnSync(cmd, [...pre, 'version'], { stdio: 'ignore' }).status === 0);
if (!tool) {
  if (process.env.CI) {
    console.error('Neither `docker compose` nor `docker-compose` is installed; CI must check docker-compose.yml (.ci/run installs it).');
    process.exit(1);
  }
  console.warn('Skipped the docker-compose.yml check: neither `docker compose` nor `docker-compose` is installed (CI installs docker-compose).');
  process.exit(0);
}
const [cmd, pre] = tool;
const config = (env) => spawnSync(cmd, [...pre, 'config', '--quiet'], { env: { ...process.env, ...env }, encoding: 'utf8' });

const valid = config({ POSTGRES_PASSWORD: 'checked-by-npm-test' });
if (valid.status !== 0) {
  process.stderr.write(valid.stderr);
  process.exit(valid.status ?? 1);
}
const { POSTGRES_PASSWORD: _ignored, ...withoutPassword } = process.env;
const refused = spawnSync(cmd, [...pre, 'config', '--quiet'], { env: withoutPassword, encoding: 'utf8' });
if (refused.status === 0 || !/POSTGRES_PASSWORD/.test(refused.stderr)) {
  console.error('docker-compose.yml must refuse to run without POSTGRES_PASSWORD (it has a default or does not use it).');
  process.exit(1);
}
console.log(`docker-compose.yml is valid and requires POSTGRES_PASSWORD (${cmd} ${[...pre, 'config'].join(' ')})`);
