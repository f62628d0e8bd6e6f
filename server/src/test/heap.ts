import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The V8 garbage collector as a function, also when node was started without --expose-gc (Jest runs
 * tests in a vm context that would not see it anyway): the flag is set at run time and a new context
 * created after it has `gc` as a global.
 */
function collector(): () => void {
  const own = (globalThis as { gc?: () => void }).gc;
  if (own) return own;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

let gc: (() => void) | undefined;

/**
 * The heap in use after full collections, in MB: what this process really keeps alive, without the
 * garbage that happens not to be collected yet (issue 10 item 7: the soak's memory bound). Two passes,
 * so objects freed by finalizers of the first pass go too.
 */
export function heapAfterGcMb(): number {
  gc ??= collector();
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** Least-squares slope of (seconds, MB) samples, in MB per minute: flat heap ≈ 0. */
export function slopeMbPerMinute(samples: { at: number; mb: number }[]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const meanAt = samples.reduce((s, p) => s + p.at, 0) / n;
  const meanMb = samples.reduce((s, p) => s + p.mb, 0) / n;
  const cov = samples.reduce((s, p) => s + (p.at - meanAt) * (p.mb - meanMb), 0);
  const varAt = samples.reduce((s, p) => s + (p.at - meanAt) ** 2, 0);
  return varAt ? (cov / varAt) * 60 : 0;
}
