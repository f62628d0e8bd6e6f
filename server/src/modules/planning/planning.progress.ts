/**
 * Issue 23 item 4, "a planning run longer than a second shows progress" (decision 0168): the client names its
 * run (`runId`) when it asks for a plan and polls `planningProgress` / GET /api/Planning/Progress/{runId}
 * while the request waits. The worker reports how far its search is; this process keeps the latest report
 * per caller and run, for a minute after the run ends, and at most MAX_TRACKED_RUNS runs.
 */
import { requireOffice, type RequestContext } from '../../context.js';
import type { PlanProgress } from '../../domain/planning/problem.js';
import { badInput } from '../../errors.js';

/** What a poll sees. UNKNOWN: not started here (yet), or forgotten. */
export interface RunProgress {
  runId: string;
  state: 'UNKNOWN' | 'RUNNING' | 'DONE';
  /** Whole per cent of the time budget used, 0 to 100. */
  percent: number;
  iterations: number;
  budgetSeconds: number;
}

/** Runs remembered at once per process; the oldest is forgotten first. */
export const MAX_TRACKED_RUNS = 500;
/** How long a finished run's last report is kept. */
const KEEP_AFTER_DONE_MS = 60_000;
const RUN_ID = /^[A-Za-z0-9-]{1,64}$/;
export const RUN_ID_MESSAGE = 'The run id must be 1 to 64 letters, digits or dashes.';

const runs = new Map<string, RunProgress & { endedAt?: number }>();
const keyOf = (userId: number, runId: string) => `${userId}:${runId}`;

/** A run id as given: a 400 when it is malformed; null/undefined = the caller does not follow progress. */
export function checkRunId(runId: string | null | undefined, field = 'runId'): void {
  if (runId != null && !RUN_ID.test(runId)) throw badInput([{ field, message: RUN_ID_MESSAGE }]);
}

/** Starts following a run; the listener it returns takes the worker's reports, `end` marks it done. */
export function followRun(userId: number, runId: string | null | undefined, budgetSeconds: number, now = Date.now()) {
  if (runId == null) return { report: undefined, end: () => undefined };
  forgetOld(now);
  const key = keyOf(userId, runId);
  runs.delete(key);
  runs.set(key, { runId, state: 'RUNNING', percent: 0, iterations: 0, budgetSeconds });
  return {
    report: (p: PlanProgress) => {
      const run = runs.get(key);
      if (run?.state === 'RUNNING') Object.assign(run, { percent: Math.min(99, Math.floor(p.fraction * 100)), iterations: p.iterations });
    },
    end: () => {
      const run = runs.get(key);
      if (run) Object.assign(run, { state: 'DONE', percent: 100, endedAt: Date.now() });
    },
  };
}

/** The caller's own run's latest progress (office only); another user's run reads as UNKNOWN. */
export function runProgress(ctx: RequestContext, runId: string): RunProgress {
  const user = requireOffice(ctx);
  checkRunId(runId);
  const run = runs.get(keyOf(user.id, runId));
  if (!run) return { runId, state: 'UNKNOWN', percent: 0, iterations: 0, budgetSeconds: 0 };
  const { endedAt: _ended, ...progress } = run;
  return progress;
}

function forgetOld(now: number): void {
  for (const [key, run] of runs) if (run.endedAt !== undefined && now - run.endedAt > KEEP_AFTER_DONE_MS) runs.delete(key);
  while (runs.size >= MAX_TRACKED_RUNS) runs.delete(runs.keys().next().value!);
}
