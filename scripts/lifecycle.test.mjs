// Issue 22 item 7, as a user meets it: `npm start` in a copy of the project (embedded PostgreSQL, in-memory
// fan-out), Ctrl-C (SIGINT to the process group), a second `npm start` that reuses the data and does not
// rebuild, then SIGTERM to npm's child. Run by `npm test` after the build (`node --test scripts/lifecycle.test.mjs`).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repo = fileURLToPath(new URL('..', import.meta.url));
const COPIED = ['package.json', 'package-lock.json', '.npmrc', 'tsconfig.base.json', 'scripts', 'server', 'client'];
const SKIPPED = /[\\/](node_modules|test-results|e2e[\\/]screenshots)$/;

/** The project as a fresh clone that was installed and built once: sources, builds (mtimes kept), node_modules linked. */
function copyProject() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dispatch-start-'));
  chmodSync(dir, 0o755); // under root, PostgreSQL runs as `postgres` and must reach its data directory
  for (const entry of COPIED) {
    cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true, filter: (src) => !SKIPPED.test(src) });
  }
  for (const modules of ['node_modules', 'server/node_modules', 'client/node_modules']) {
    symlinkSync(path.join(repo, modules), path.join(dir, modules), 'dir');
  }
  return dir;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Polls (every 100 ms) until every port refuses connections; returns the milliseconds that took. */
async function waitUntilFree(ports, limitMs) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`ports ${ports.join(', ')} still taken after ${limitMs} ms`);
}

/** `npm start` in its own process group (as a terminal runs it); `exited` waits for its output to close (the server, not just npm). */
function npmStart(cwd, env) {
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '', child, exited: new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal }))) };
  child.stderr.on('data', (chunk) => (out.stderr += chunk));
  out.ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out.stdout += chunk;
      if (out.stdout.includes(' is ready at ')) resolve();
    });
    out.exited.then(({ code }) => reject(new Error(`npm start exited (${code}) before it was ready:\n${out.stdout}\n${out.stderr}`)));
    setTimeout(() => reject(new Error(`npm start was not ready within 4 minutes:\n${out.stdout}\n${out.stderr}`)), 240_000).unref();
  });
  return out;
}

const dir = copyProject();
const started = [];
after(() => {
  for (const run of started) if (run.child.exitCode === null && run.child.signalCode === null) process.kill(-run.child.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('npm start stops cleanly on Ctrl-C and on SIGTERM to npm\'s child, and a second start reuses the data without rebuilding', { timeout: 540_000 }, async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const env = { ...process.env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'EMBEDDED_PG_DIR', 'npm_config_prefix']) delete env[name];

  const first = npmStart(dir, env);
  started.push(first);
  await first.ready;
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/dispatch` });
  await db.connect();
  await db.query('create table start_marker (note text)');
  await db.query('insert into start_marker values ($1)', ['kept']);
  await db.end();

  const stderrBeforeStop = first.stderr.length; // a build's warnings (Vite's chunk sizes) are not the stop's
  process.kill(-first.child.pid, 'SIGINT');
  const freedAfterSigint = await waitUntilFree([port, pgPort], 10_000);
  const ended = await first.exited; // npm itself ends by the SIGINT it was sent, as in a terminal
  assert.ok(ended.code === 0 || ended.signal === 'SIGINT', `npm start ended with ${JSON.stringify(ended)}`);
  assert.equal(first.stderr.slice(stderrBeforeStop), '', 'nothing on stderr after Ctrl-C');
  assert.match(first.stdout, /Dispatch stopped \(SIGINT\)/);
  assert.match(first.stdout, /Embedded PostgreSQL stopped/);
  assert.ok(freedAfterSigint < 10_000);

  const second = npmStart(dir, env);
  started.push(second);
  await second.ready;
  assert.match(second.stdout, /The build is current/, 'the second start does not rebuild');
  const again = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/dispatch` });
  await again.connect();
  assert.deepEqual((await again.query('select note from start_marker')).rows, [{ note: 'kept' }], 'the data of the first start is still there');
  await again.end();

  const npmChild = Number(execFileSync('pgrep', ['-P', String(second.child.pid)], { encoding: 'utf8' }).trim().split('\n')[0]);
  process.kill(npmChild, 'SIGTERM');
  await waitUntilFree([port, pgPort], 10_000);
  await second.exited;
  assert.match(second.stdout, /Dispatch stopped \(SIGTERM\)/);
  assert.match(second.stdout, /Embedded PostgreSQL stopped/);
});
