/**
 * Issue 23 item 1: the planner's worker thread. It solves the one problem it is given and posts the plan
 * back, so a planning run never holds up the API's event loop; on the way it posts its progress
 * (decision 0168).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { PlanningProblem, SolveOptions } from '../../domain/planning/problem.js';
import { solve } from '../../domain/planning/solve.js';

/** How much lower than the API's threads the search runs (nice 0 -> 10). */
export const PLANNING_NICENESS = 10;

/**
 * Lowers this thread's scheduling priority, so that on a busy machine the API's requests (and PostgreSQL)
 * are served before the search, which only loses a little of its budget's iterations (issue 23 item 7: a
 * read during a full-budget plan within 1.5x of idle). On Linux a thread's id is a valid target of
 * setpriority and affects that thread alone; elsewhere the search keeps the process's priority.
 */
function yieldToTheApi(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, PLANNING_NICENESS);
  } catch {
    // Not Linux, or not allowed: the search runs at the process's priority.
  }
}

yieldToTheApi();
const { problem, options } = workerData as { problem: PlanningProblem; options: Omit<SolveOptions, 'clock' | 'onProgress'> };
const result = solve(problem, { ...options, clock: () => performance.now(), onProgress: (progress) => parentPort!.postMessage({ progress }) });
parentPort!.postMessage({ result });
