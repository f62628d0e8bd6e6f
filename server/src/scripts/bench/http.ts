import autocannon from 'autocannon';
import { percentiles, type Latency } from './stats.js';

/** An HTTP load run's outcome. */
export interface HttpRun {
  latency: Latency;
  perSecond: number;
  non2xx: number;
  errors: number;
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
