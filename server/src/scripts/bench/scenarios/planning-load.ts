import pg from 'pg';
import { InvoiceStatus } from '../../../domain/consignment-lifecycle.js';
import { hammer, type HttpLoad } from '../http.js';
import type { Scenario, ScenarioResult } from '../types.js';

/** The plan's time budget: the largest a request may ask for (PLANNING_MAX_SECONDS' default). */
const BUDGET_SECONDS = 10;
/** The runs the plan may fill: as many unallocated runs as a plan may have (PLANNING_MAX_RUNS' default). */
const RUNS = 40;
/** The most free stops one plan takes (PLANNING_MAX_STOPS' default). */
const MAX_STOPS = 300;

/**
 * The coming London day (today or within a month) with the most free stops that one plan may take, counted as plan
 * the day counts them (stopsWithoutManifest): the whole day's stops without a manifest, not completed, of live
 * uninvoiced consignments. Counting only the stops still to come today picked a day whose plan was refused.
 */
async function dayToPlan(databaseUrl: string): Promise<{ day: string; stops: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string; n: number }>(
      `select to_char(ca.scheduled_start_date_and_time at time zone 'Europe/London', 'YYYY-MM-DD') as day, count(*)::int as n
       from consignment_address ca join consignment c on c.id = ca.consignment_id
       where ca.manifest_id is null and not ca.is_completed and not c.is_deleted and not c.is_quote and not c.is_frequent_consignment
         and not c.cancellation_requested and c.invoice_status = $2
         and ca.scheduled_start_date_and_time >= (current_date::timestamp at time zone 'Europe/London')
         and ca.scheduled_start_date_and_time < ((current_date + 31)::timestamp at time zone 'Europe/London')
       group by 1 having count(*) <= $1 order by 2 desc, 1 limit 1`,
      [MAX_STOPS, InvoiceStatus.Uninvoiced],
    );
    if (!rows[0]) throw new Error('No coming day has free stops to plan: seed with --consignments');
    return { day: rows[0].day, stops: rows[0].n };
  } finally {
    await client.end();
  }
}

/**
 * Issue 23 item 7: while a plan of the day searches for its whole budget (in a worker thread), an office
 * user's read must stay about as fast as on an idle server. The read is GET /api/Consignments/{id} on one
 * connection, measured idle and then during the plan; the plan is asked with a RunId and the busy
 * measurement starts once its progress says it is searching.
 */
export const planningLoadScenario: Scenario = {
  id: 'planning-load',
  title: 'A read while a plan of the day uses its full budget',
  needsServer: true,
  async run(ctx): Promise<ScenarioResult> {
    const { day, stops } = await dayToPlan(ctx.databaseUrl);
    ctx.log(`    ${day}: ${stops} free stops, ${RUNS} runs, ${BUDGET_SECONDS} s budget`);
    const headers = { token: ctx.officeToken, 'content-type': 'application/json' };
    const read: Omit<HttpLoad, 'connections' | 'seconds'> = { url: `${ctx.server.url}/api/Consignments/1`, headers };
    const seconds = BUDGET_SECONDS - 3;
    await hammer({ ...read, connections: 1, seconds: 1, tolerateErrors: true });
    const idle = await hammer({ ...read, connections: 1, seconds });

    const runId = `bench-${Date.now()}`;
    const started = performance.now();
    const plan = fetch(`${ctx.server.url}/api/Planning/Days/${day}/Plan`, {
      method: 'POST', headers, body: JSON.stringify({ UnallocatedRuns: RUNS, BudgetSeconds: BUDGET_SECONDS, Seed: 1, RunId: runId }),
    });
    await searching(ctx.server.url, headers, runId, plan);
    const busy = await hammer({ ...read, connections: 1, seconds });
    const answer = await plan;
    if (!answer.ok) throw new Error(`The plan was refused: ${answer.status} ${await answer.text()}`);
    const planMs = performance.now() - started;
    const ratio = busy.latency.p99 / idle.latency.p99;
    ctx.log(`    p99 idle ${idle.latency.p99.toFixed(2)} ms, during the plan ${busy.latency.p99.toFixed(2)} ms (${ratio.toFixed(2)}x); plan answered in ${(planMs / 1000).toFixed(1)} s`);
    return {
      id: this.id,
      title: `${this.title} (${stops} stops, ${BUDGET_SECONDS} s)`,
      meaning: `An office user reads one consignment (GET /api/Consignments/{id}, one connection) for ${seconds} s on an idle server, then for ${seconds} s while a plan of ${day} (${stops} free stops, ${RUNS} unallocated runs) searches in its worker thread for its full ${BUDGET_SECONDS} s budget. Ratio = p99 during the plan / p99 idle.`,
      target: 'p99 during the plan within 1.5x of idle',
      met: ratio <= 1.5,
      rows: [
        { variant: 'REST GET /api/Consignments/{id}, idle', latency: idle.latency, throughput: idle.perSecond, unit: 'req/s' },
        { variant: 'the same, during the plan', latency: busy.latency, throughput: busy.perSecond, unit: 'req/s', ratio, note: `plan answered after ${(planMs / 1000).toFixed(1)} s` },
      ],
    };
  },
};

/** Waits until the run reports that it is searching (its progress is above nought); a plan answered first (refused) fails at once. */
async function searching(url: string, headers: Record<string, string>, runId: string, plan: Promise<Response>): Promise<void> {
  let answered: Response | undefined;
  void plan.then((answer) => (answered = answer), () => undefined);
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (answered && !answered.ok) throw new Error(`The plan was refused: ${answered.status} ${await answered.text()}`);
    const p = await (await fetch(`${url}/api/Planning/Progress/${runId}`, { headers })).json() as { State: string; Percent: number };
    if (p.State === 'RUNNING' && p.Percent > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The plan did not report progress within 30 s');
}
