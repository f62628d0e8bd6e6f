import autocannon from 'autocannon';
import { LeanConnection, type LeanRequest } from './lean-http.js';
import { percentiles, type Latency } from './stats.js';

/** An HTTP load run's outcome. */
export interface HttpRun {
  latency: Latency;
  perSecond: number;
  non2xx: number;
  errors: number;
  /** The measured window (epoch ms) of a paced run. */
  window?: { from: number; to: number };
}

/** Options for one autocannon run. */
export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request setup (bodies that change, per-connection tokens). */
  requests?: autocannon.Request[];
  /** Seconds before a request counts as an error (autocannon's default is 10). */
  timeoutSeconds?: number;
  /** Report errors and timeouts instead of failing (overload scenarios: the count is the finding). */
  tolerateErrors?: boolean;
  /** Requests per second over all connections (open loop); unset = each connection as fast as answered. */
  rate?: number;
}

/**
 * Drives the server with autocannon and times every response itself (autocannon's summary has no
 * p95). Fails loudly when responses are errors: a fast 401 is not a benchmark.
 */
export async function hammer(load: HttpLoad): Promise<HttpRun> {
  const samples: number[] = [];
  let finish!: (r: autocannon.Result) => void;
  let fail!: (e: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    method: load.method ?? 'GET',
    headers: load.headers,
    body: load.body,
    requests: load.requests,
    timeout: load.timeoutSeconds ?? 10,
    ...(load.rate ? { overallRate: load.rate } : {}),
  }, (err, result) => (err ? fail(err) : finish(result)));
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => samples.push(ms));
  const result = await finished;
  const run = { latency: percentiles(samples), perSecond: result.requests.total / (result.duration || load.seconds), non2xx: result.non2xx, errors: result.errors };
  if (!load.tolerateErrors && (run.non2xx > run.latency.count * 0.01 || run.errors > run.latency.count * 0.01)) {
    throw new Error(`${load.method ?? 'GET'} ${load.url}: ${run.non2xx} non-2xx and ${run.errors} errors of ${run.latency.count} responses`);
  }
  return run;
}

/** A GraphQL POST body. */
export const graphqlBody = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/** One request of a paced run: made at its scheduled time (epoch ms), so a body may carry that time. */
export type PacedRequest = LeanRequest;

/** Options for a paced (open-loop) run. */
export interface PacedLoad {
  /** The server, or several behind no balancer: client i talks to urls[i % urls.length]. */
  url: string | string[];
  /** Clients, each with one keep-alive connection of its own (a phone). */
  clients: number;
  /** Requests per second over all clients. */
  perSecond: number;
  seconds: number;
  timeoutSeconds: number;
  /** A cheap GET each client makes first, untimed, so connections are open before the clock starts. */
  warmPath: string;
  /**
   * Seconds of the same paced load before the measured `seconds`, untimed: a freshly started server
   * compiles its hot paths and runs its first major GC there (measured: 50-180 ms stalls in the first second).
   */
  warmupSeconds?: number;
  /** Called when the measured window starts, with its first scheduled time (epoch ms). */
  onMeasuring?(from: number): void;
  request(client: number, scheduledAt: number): PacedRequest;
}

/**
 * Open-loop load the way independent clients make it: each of `clients` sends every clients/perSecond
 * seconds, the clients' phases spread evenly over that interval, so `perSecond` requests arrive at an
 * even pace. (autocannon's overallRate lets every connection go at the same instant each second: 1,000
 * drivers then arrive as one burst a second, which no fleet of phones does.) A client whose previous
 * request is still unanswered sends when it is answered, and latency counts from the scheduled time, so a
 * slow server is not hidden by the client waiting (coordinated omission). Requests go through
 * LeanConnection, so the clients take as little as they can of the CPU the server shares with them.
 */
export async function pace(load: PacedLoad): Promise<HttpRun & { window: { from: number; to: number } }> {
  const targets = [load.url].flat().map((url) => new URL(url));
  const interval = (load.clients / load.perSecond) * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  const samples: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const connections = Array.from({ length: load.clients }, (_, i) => {
    const target = targets[i % targets.length];
    return new LeanConnection(target.hostname, Number(target.port || 80), load.timeoutSeconds * 1000);
  });
  // Open the connections 50 at a time: 1,000 at once overflow the listen backlog and wait for SYN retries.
  for (let i = 0; i < connections.length; i += 50) {
    await Promise.all(connections.slice(i, i + 50).map((c) => c.send({ method: 'GET', path: load.warmPath, headers: {} })));
  }
  const started = Date.now();
  const measuredFrom = started + (load.warmupSeconds ?? 0) * 1000;
  const deadline = measuredFrom + load.seconds * 1000;
  const measuring = setTimeout(() => load.onMeasuring?.(measuredFrom), measuredFrom - started);
  await Promise.all(
    connections.map(async (connection, client) => {
      for (let at = started + (client / load.clients) * interval; at < deadline; at += interval) {
        await sleep(at - Date.now());
        const status = await connection.send(load.request(client, at));
        if (at < measuredFrom) continue;
        if (status === 0) errors++;
        else if (status < 200 || status >= 300) non2xx++;
        samples.push(Date.now() - at);
      }
      connection.close();
    }),
  );
  clearTimeout(measuring);
  return { latency: percentiles(samples), perSecond: samples.length / ((Date.now() - measuredFrom) / 1000), non2xx, errors, window: { from: measuredFrom, to: deadline } };
}
