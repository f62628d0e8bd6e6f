#!/usr/bin/env node
// Stops at once, with one line, on a Node older than package.json's `engines.node` (issue 22 item 2).
// `npm start` runs it first; `npm install` is stopped by `engine-strict` in .npmrc before it installs
// anything. Plain syntax only, so that an old Node can parse it and say what is wrong.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/\d+/.exec(pkg.engines.node)[0]);
const major = Number(process.versions.node.split('.')[0]);
if (major < needed) {
  console.error(`Dispatch needs Node ${needed} or newer (this is Node ${process.versions.node}): install Node ${needed} LTS from https://nodejs.org, or run \`nvm install\` (it reads .nvmrc).`);
  process.exit(1);
}
