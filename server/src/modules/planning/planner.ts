/**
 * Issue 23 item 1: runs the route planner in a worker thread (one per run), so the API keeps answering
 * while a plan is searched for its whole budget. The problem's matrices are copied to the worker once.
 */
import { Worker } from 'node:worker_threads';
import type { Config } from '../../config.js';
import type { PlanningProblem, PlanningResult, PlanProgress, SolveOptions } from '../../domain/planning/problem.js';
import { vroomPlanner } from './vroom-planner.js';

/** What a caller chooses about a run: budget, seed, iteration limit (the clock is the worker's). */
export type PlanOptions = Omit<SolveOptions, 'clock' | 'onProgress'>;

/** Told how far a run is while it searches (decision 0168). */
export type ProgressListener = (progress: PlanProgress) => void;

/** Anything that can plan routes: the built-in planner here, or a VROOM-compatible service. */
export interface Planner {
  plan(problem: PlanningProblem, options: PlanOptions, onProgress?: ProgressListener): Promise<PlanningResult>;
}

/**
 * Under Jest the modules are TypeScript sources: the worker then runs them with Node's type stripping,
 * mapping the `.js` import specifiers to their `.ts` files.
 */
const SOURCE_BOOT = `
import { registerHooks } from 'node:module';
import { workerData } from 'node:worker_threads';
registerHooks({
  resolve(specifier, context, next) {
    try { return next(specifier, context); } catch (err) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
      throw err;
    }
  },
});
await import(workerData.entry);
`;

function startWorker(workerData: { problem: PlanningProblem; options: PlanOptions }): Worker {
  const self = import.meta.url;
  if (self.endsWith('.ts')) {
    const entry = new URL('./planning.worker.ts', self).href;
    return new Worker(SOURCE_BOOT, { eval: true, workerData: { ...workerData, entry } });
  }
  return new Worker(new URL('./planning.worker.js', self), { workerData });
}

/** The built-in planner, off the main thread. */
export const workerPlanner: Planner = {
  plan(problem, options, onProgress) {
    return new Promise((resolve, reject) => {
      const worker = startWorker({ problem, options });
      let settled = false;
      worker.on('message', (message: { progress?: PlanProgress; result?: PlanningResult }) => {
        if (message.progress) onProgress?.(message.progress);
        if (!message.result) return;
        settled = true;
        resolve(message.result);
      });
      worker.once('error', (err) => {
        settled = true;
        reject(err);
      });
      worker.once('exit', (code) => {
        if (!settled) reject(new Error(`The planning worker stopped (exit code ${code}) without a plan`));
      });
    });
  },
};

/** The planner the config asks for: the VROOM-compatible service at OPTIMISER_URL, else the built-in one off the main thread. */
export function plannerFor(config: Pick<Config, 'planning'>): Planner {
  return config.planning.optimiserUrl ? vroomPlanner(config.planning.optimiserUrl, workerPlanner) : workerPlanner;
}
