#!/usr/bin/env node
// `npm ci` refuses a lock file that lacks an optional dependency of a locked package (npm drops the
// other platforms' builds, e.g. @swc/core-darwin-arm64, when a lock is rewritten over an existing
// node_modules). This check reads the lock offline: every optional dependency of every locked
// package must be locked too, so `npm ci` works on Linux, macOS and Windows. Fix a failure with
// `npm install --package-lock-only` in a copy without node_modules (see docs/decisions.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where Node would find `name` from the package at `path` in the lock's flat `packages` map. */
function resolves(packages, path, name) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const up = base.lastIndexOf('/node_modules/');
    base = up < 0 ? '' : base.slice(0, up);
  }
}

/** Every `optionalDependencies` edge in the lock that no locked package satisfies. */
export function missingOptionalEntries(lock) {
  const missing = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolves(lock.packages, path, name)) missing.push(`${name}@${range} (wanted by ${path || 'the root'})`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = process.argv[2] ?? 'package-lock.json';
  const missing = missingOptionalEntries(JSON.parse(readFileSync(lockPath, 'utf8')));
  if (missing.length) {
    console.error(`${lockPath} lacks ${missing.length} optional entries, so \`npm ci\` refuses it:`);
    for (const m of missing) console.error(`  ${m}`);
    console.error('Regenerate it: copy package.json files and the lock to an empty folder, run');
    console.error('`npm install --package-lock-only --ignore-scripts` there and copy the lock back.');
    process.exit(1);
  }
  console.log(`${lockPath}: every optional platform entry is locked`);
}
