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
// `limit` fails the check. A screen's lists (antd's Table: about 85 kB) load on their own while its first search runs
// (client/src/components/LazyTable.tsx; docs/decisions/0175-lazy-list-table.md): `lazy` names the chunks a budget adds
// from the screens' dynamic imports, so the control screen with its rows in view is measured and held too.
const budgets = [
  { name: 'office sign-in screen', entry: 'index.html', screens: ['src/app/App.tsx', 'src/features/login/LoginScreen.tsx'], limit: 350 * KB },
  { name: 'office control screen (first screen after sign-in)', entry: 'index.html', screens: ['src/app/App.tsx', 'src/features/control-screen/ControlScreen.tsx'], limit: 350 * KB },
  { name: 'office control screen with its list', entry: 'index.html', screens: ['src/app/App.tsx', 'src/features/control-screen/ControlScreen.tsx'], lazy: ['table'], limit: 420 * KB },
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

/** The chunks named in `names` that the given chunks import dynamically (a lazy component they show at once). */
function lazyNamed(keys, names) {
  const found = [...keys].flatMap((k) => manifest[k].dynamicImports ?? []).filter((d) => names.includes(manifest[d].name));
  const missing = names.filter((n) => !found.some((d) => manifest[d].name === n));
  if (missing.length) throw new Error(`No lazy chunk named ${missing.join(', ')} imported by the screen: was it renamed?`);
  return found.flatMap((d) => [...closure(d)]);
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

let failed = false;
for (const b of budgets) {
  const keys = new Set([...closure(b.entry), ...b.screens.flatMap((s) => [...closure(s)])]);
  for (const k of lazyNamed(keys, b.lazy ?? [])) keys.add(k);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const ok = bytes <= b.limit;
  failed ||= !ok;
  const goal = b.goal && bytes > b.goal ? ` (goal ${(b.goal / KB).toFixed(0)} kB: not met)` : '';
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.name}: ${(bytes / KB).toFixed(1)} kB gzipped of ${(b.limit / KB).toFixed(0)} kB${goal} (${files.length} files)`);
  if (process.argv.includes('--print')) for (const f of files.sort((x, y) => gzipSize(y) - gzipSize(x))) console.log(`       ${(gzipSize(f) / KB).toFixed(1).padStart(6)} kB ${f}`);
}
process.exit(failed ? 1 : 0);
