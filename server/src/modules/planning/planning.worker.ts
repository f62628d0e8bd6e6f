/**
 * Issue 23 item 1: the planner's worker thread. It solves the one problem it is given and posts the plan
 * back, so a planning run never holds up the API's event loop; on the way it posts its progress
 * (decision 0168).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PlanningProblem, SolveOptions } from '../../domain/planning/problem.js';
import { solve } from '../../domain/planning/solve.js';

const { problem, options } = workerData as { problem: PlanningProblem; options: Omit<SolveOptions, 'clock' | 'onProgress'> };
const result = solve(problem, { ...options, clock: () => performance.now(), onProgress: (progress) => parentPort!.postMessage({ progress }) });
parentPort!.postMessage({ result });
