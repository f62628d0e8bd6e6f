/**
 * Issue 23 item 4, "a planning run longer than a second shows progress" (decision 0168): the client names its
 * run (`runId`) when it asks for a plan and polls `planningProgress` / GET /api/Planning/Progress/{runId}
 * while the request waits. The worker reports how far its search is; the latest report of each caller's run
 * is kept in `planning_run`, so a poll answers the same on every API process, whichever one runs the
 * search. A finished run is kept for a minute; a run whose process died is forgotten after an hour.
 */
import { requireOffice, type RequestContext } from '../../context.js';
import type { PlanProgress } from '../../domain/planning/problem.js';
import { badInput } from '../../errors.js';

/** What a poll sees. UNKNOWN: not started (yet), or forgotten. */
export interface RunProgress {
  runId: string;
  state: 'UNKNOWN' | 'RUNNING' | 'DONE';
  /** Whole per cent of the time budget used, 0 to 100. */
  percent: number;
  iterations: number;
  budgetSeconds: number;
}

/** How long a finished run's last report is kept, and an unfinished one's (its process stopped). */
const KEEP_AFTER_DONE = '1 minute';
const KEEP_UNFINISHED = '1 hour';
const RUN_ID = /^[A-Za-z0-9-]{1,64}$/;
export const RUN_ID_MESSAGE = 'The run id must be 1 to 64 letters, digits or dashes.';

/** A run id as given: a 400 when it is malformed; null/undefined = the caller does not follow progress. */
export function checkRunId(runId: string | null | undefined, field = 'runId'): void {
  if (runId != null && !RUN_ID.test(runId)) throw badInput([{ field, message: RUN_ID_MESSAGE }]);
}

/** What follows one run: `report` takes the worker's reports, `end` marks the run done once they are written. */
export interface RunFollower {
  report?: (progress: PlanProgress) => void;
  end: () => Promise<void>;
}

/**
 * Starts following a run (office caller, checked by the use case). Reports are written one at a time: one
 * that arrives while another is being written replaces any still waiting, so a slow database sees at most
 * one write in flight per run and the poll still reads the newest.
 */
export async function followRun(ctx: RequestContext, runId: string | null | undefined, budgetSeconds: number): Promise<RunFollower> {
  if (runId == null) return { end: async () => undefined };
  const sql = (query: string, params: unknown[]) => ctx.em.getConnection().execute(query, params);
  const userId = ctx.user!.id;
  await sql(
    `delete from planning_run where (ended_at < now() - interval '${KEEP_AFTER_DONE}') or (ended_at is null and started_at < now() - interval '${KEEP_UNFINISHED}')`, [],
  );
  await sql(
    `insert into planning_run (user_id, run_id, state, percent, iterations, budget_seconds, started_at) values (?, ?, 'RUNNING', 0, 0, ?, now())
     on conflict (user_id, run_id) do update set state = 'RUNNING', percent = 0, iterations = 0, budget_seconds = excluded.budget_seconds, started_at = now(), ended_at = null`,
    [userId, runId, budgetSeconds],
  );
  let waiting: PlanProgress | undefined;
  // The write under way, if any: reports that arrive meanwhile wait in `waiting`, the newest replacing the rest.
  let writing: Promise<void> | null = null;
  const writeWaiting = async () => {
    while (waiting) {
      const p = waiting;
      waiting = undefined;
      // Progress is advice to a waiting screen: a failed write leaves the previous report, and the plan goes on.
      await sql(`update planning_run set percent = ?, iterations = ? where user_id = ? and run_id = ? and state = 'RUNNING'`,
        [Math.min(99, Math.floor(p.fraction * 100)), p.iterations, userId, runId]).catch(() => undefined);
    }
  };
  return {
    report: (p) => {
      waiting = p;
      writing ??= writeWaiting().finally(() => {
        writing = null;
      });
    },
    end: async () => {
      waiting = undefined;
      await writing;
      await sql(`update planning_run set state = 'DONE', percent = 100, ended_at = now() where user_id = ? and run_id = ?`, [userId, runId]);
    },
  };
}

/** The caller's own run's latest progress (office only); another user's run reads as UNKNOWN. */
export async function runProgress(ctx: RequestContext, runId: string): Promise<RunProgress> {
  const user = requireOffice(ctx);
  checkRunId(runId);
  const [run] = await ctx.em.getConnection().execute<{ state: 'RUNNING' | 'DONE'; percent: number; iterations: number; budget_seconds: number }[]>(
    'select state, percent, iterations, budget_seconds from planning_run where user_id = ? and run_id = ?', [user.id, runId],
  );
  if (!run) return { runId, state: 'UNKNOWN', percent: 0, iterations: 0, budgetSeconds: 0 };
  return { runId, state: run.state, percent: run.percent, iterations: run.iterations, budgetSeconds: run.budget_seconds };
}
