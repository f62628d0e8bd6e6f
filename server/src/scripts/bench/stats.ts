/** Latency percentiles in milliseconds. */
export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  count: number;
}

/** Nearest-rank percentiles of a list of latencies (ms). */
export function percentiles(samples: number[]): Latency {
  if (!samples.length) return { p50: NaN, p95: NaN, p99: NaN, count: 0 };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { p50: at(50), p95: at(95), p99: at(99), count: sorted.length };
}

/** The same percentiles from a histogram: `counts[ms]` samples of `ms` milliseconds. */
export function percentilesOfHistogram(counts: ArrayLike<number>): Latency {
  let total = 0;
  for (let ms = 0; ms < counts.length; ms++) total += counts[ms];
  if (!total) return { p50: NaN, p95: NaN, p99: NaN, count: 0 };
  const at = (p: number) => {
    const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
    let seen = 0;
    for (let ms = 0; ms < counts.length; ms++) if ((seen += counts[ms]) >= rank) return ms;
    return counts.length - 1;
  };
  return { p50: at(50), p95: at(95), p99: at(99), count: total };
}

/** Milliseconds since `start` (a performance.now() reading). */
export const since = (start: number) => performance.now() - start;

/**
 * Runs `task` from `concurrency` loops for `seconds` and times each call: the floor measurements and
 * anything that isn't HTTP (HTTP load goes through autocannon).
 */
export async function loop(concurrency: number, seconds: number, task: (worker: number) => Promise<unknown>): Promise<{ latency: Latency; perSecond: number }> {
  const samples: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await task(worker);
        samples.push(since(t));
      }
    }),
  );
  return { latency: percentiles(samples), perSecond: samples.length / (since(started) / 1000) };
}

/** A number for a table cell: 3 significant figures, thousands separated. */
export function fmt(n: number | undefined, digits = 3): string {
  if (n === undefined || Number.isNaN(n)) return '-';
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-GB');
  return Number(n.toPrecision(digits)).toString();
}
