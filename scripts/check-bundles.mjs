#!/usr/bin/env node
// Bundle budgets (issue 26 item 5), in gzipped bytes of JavaScript a screen downloads before it shows: its entry's
// static imports plus the screen's lazy chunk and its static imports, from Vite's build manifest. Bytes, not time.
// `node scripts/check-bundles.mjs [--print]` after `npm run build -w client`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../client/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const KB = 1024;
// `limit` fails the check. Lazy chunks (filter panels, modals, other screens) are not counted: they load when opened.
// The control screen's lists are drawn by our own VirtualTable, imported statically by the tabs, so the control
// screen's line is the screen with its list drawn (docs/decisions/0184-own-list-table.md; antd's Table, loaded lazily
// before that, added 87 kB gzipped: decision 0175).
const budgets = [
  { name: 'office sign-in screen', entry: 'index.html', screens: ['src/app/App.tsx', 'src/features/login/LoginScreen.tsx'], limit: 350 * KB },
  { name: 'office control screen with its list (first screen after sign-in)', entry: 'index.html', screens: ['src/app/App.tsx', 'src/features/control-screen/ControlScreen.tsx'], limit: 350 * KB },
  { name: 'driver app', entry: 'index.html', screens: ['src/features/driver/DriverApp.tsx'], limit: 150 * KB },
];

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk '${key}' in the build manifest: was the screen moved or renamed?`);
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(next, seen);
  return seen;
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

let failed = false;
for (const b of budgets) {
  const keys = new Set([...closure(b.entry), ...b.screens.flatMap((s) => [...closure(s)])]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const ok = bytes <= b.limit;
  failed ||= !ok;
  const goal = b.goal && bytes > b.goal ? ` (goal ${(b.goal / KB).toFixed(0)} kB: not met)` : '';
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.name}: ${(bytes / KB).toFixed(1)} kB gzipped of ${(b.limit / KB).toFixed(0)} kB${goal} (${files.length} files)`);
  if (process.argv.includes('--print')) for (const f of files.sort((x, y) => gzipSize(y) - gzipSize(x))) console.log(`       ${(gzipSize(f) / KB).toFixed(1).padStart(6)} kB ${f}`);
}
process.exit(failed ? 1 : 0);
