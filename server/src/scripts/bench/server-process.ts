import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built server running as its own process, as in production, and its memory readings. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Peak resident memory (VmHWM) since the last reset, in MB. */
  peakRssMb(): number;
  /** Resident memory now (VmRSS), in MB. */
  rssMb(): number;
  /** Starts a new peak-memory window (Linux: clear_refs 5 resets VmHWM). */
  resetPeak(): void;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/**
 * Starts `node server/dist/main.js` on the given database (no demo data, quiet logs, in-memory
 * fan-out unless REDIS_URL is passed, per-caller budgets raised so the load measures speed) and waits until
 * /readyz answers.
 */
export async function startServer(databaseUrl: string, port: number, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', ALLOW_INSECURE_DEFAULTS: 'true', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIGN_IN_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000000', GRAPHQL_COST_PER_MINUTE: '1000000000000000', REDIS_URL: '', ...extraEnv };
  return startProcess(path.resolve(here, '../../main.js'), env, port, (url) => fetch(`${url}/readyz`).then((r) => r.ok, () => false));
}

/** Starts the PostGraphile peer (postgraphile-peer.ts) on the same database and waits until it answers GraphQL. */
export async function startPeer(databaseUrl: string, port: number): Promise<ServerProcess> {
  const ready = (url: string) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' }).then((r) => r.ok, () => false);
  return startProcess(path.resolve(here, 'postgraphile-peer.js'), { DATABASE_URL: databaseUrl, PORT: String(port), GRAPHILE_ENV: 'production' }, port, ready);
}

async function startProcess(script: string, env: Record<string, string>, port: number, isReady: (url: string) => Promise<boolean>): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS: Node flags for the processes under test, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with ${child.exitCode} before it was ready`);
    const ok = await isReady(url);
    if (ok) break;
    if (i > 600) throw new Error(`${path.basename(script)} did not become ready in 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    peakRssMb: () => statusField(pid, 'VmHWM'),
    rssMb: () => statusField(pid, 'VmRSS'),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Not permitted here: the peak then covers the whole run so far.
      }
    },
    cpuSeconds: () => {
      // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 a second on Linux); the name in
      // field 2 is in parentheses and may hold spaces, so the fields are counted from its closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
