#!/usr/bin/env node
// Validates docker-compose.yml with `docker compose config` (or the standalone `docker-compose`).
// There is no Docker engine here; `config` needs none. A laptop with neither tool skips with a warning,
// CI installs one (.ci/run) so the check always runs there.
import { spawnSync } from 'node:child_process';

const candidates = [['docker', ['compose', 'config', '--quiet']], ['docker-compose', ['config', '--quiet']]];
for (const [cmd, args] of candidates) {
  const probe = spawnSync(cmd, cmd === 'docker' ? ['compose', 'version'] : ['version'], { stdio: 'ignore' });
  if (probe.status !== 0) continue;
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`docker-compose.yml is valid (${cmd} ${args.join(' ')})`);
  process.exit(0);
}
if (process.env.CI) {
  console.error('Neither `docker compose` nor `docker-compose` is installed; CI must check docker-compose.yml.');
  process.exit(1);
}
console.warn('Skipped: neither `docker compose` nor `docker-compose` is installed on this machine.');
