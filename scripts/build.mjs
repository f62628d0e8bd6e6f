#!/usr/bin/env node
// `npm run build`: the server (tsc) and the client (Vite), then a note of the newest input it was built from,
// which `npm start` compares to skip a build when nothing changed (issue 22 item 7).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads: a change to any of these means the last build is out of date. */
const INPUTS = [
  'package-lock.json', 'tsconfig.base.json',
  'server/src', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json',
  'client/src', 'client/public', 'client/index.html', 'client/package.json', 'client/tsconfig.json',
  'client/vite.config.ts', 'client/precompress.plugin.ts',
];
const OUTPUTS = ['server/dist/main.js', 'client/dist/index.html'];
const STAMP = path.join(root, 'server/dist/.build-inputs');

/** The newest modification time (ms) among the build's inputs. */
function newestInput() {
  let newest = 0;
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [full];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** True when the outputs exist and were built from inputs no newer than they are now. */
export function buildIsCurrent() {
  if (!OUTPUTS.every((o) => existsSync(path.join(root, o))) || !existsSync(STAMP)) return false;
  return Number(readFileSync(STAMP, 'utf8')) >= newestInput();
}

/** Builds server and client; returns the exit status. Inputs are read before, so an edit during the build counts as new. */
export function build() {
  const newest = newestInput();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const workspace of ['server', 'client']) {
    const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) return result.status ?? 1;
  }
  writeFileSync(STAMP, String(newest));
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(build());
