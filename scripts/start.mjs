#!/usr/bin/env node
// `npm start`: the Node check, a build only when a source changed since the last one, then the server in
// this very process, so that signals reach it (issue 22 items 2 and 7).
import './check-node.mjs';
import { fileURLToPath } from 'node:url';
import { build, buildIsCurrent } from './build.mjs';

if (buildIsCurrent()) {
  console.log('The build is current (nothing changed since the last one); `npm run build` rebuilds anyway.');
} else {
  const status = build();
  if (status !== 0) process.exit(status);
}

// npm runs this script through `sh -c`; a SIGTERM sent to that shell (npm's child) ends the shell alone and
// leaves us running with another parent. Treat losing the parent as being told to stop.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  process.kill(process.pid, 'SIGTERM');
}, 250);
watch.unref();

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
await import('../server/dist/main.js');
