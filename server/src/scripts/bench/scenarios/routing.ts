/**
 * Issue 23 item 7: the planner on the public routing benchmarks in bench/routing/ (Solomon VRPTW,
 * Li & Lim PDPTW). Every instance is solved on this thread (one core) with the issue's budget, every
 * solution goes through the independent checker, and the gaps are to BKS.json (`NAME_distance` where
 * present). Needs neither the benchmark database nor a server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solve } from '../../../domain/planning/solve.js';
import { checkSolution } from '../../routing/check.js';
import { parseInstance, toProblem } from '../../routing/instance.js';
import type { ResultRow, Scenario, ScenarioResult } from '../types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** bench/routing/ from server/dist/scripts/bench/scenarios (built) or server/src/... (ts). */
export const ROUTING_DIR = path.resolve(here, '../../../../../bench/routing');

/** The issue's budgets and goals per benchmark set. */
const SETS = [
  { folder: 'solomon', label: 'Solomon', seconds: 2, goal: 3 },
  { folder: 'li_lim', label: 'Li & Lim', seconds: 3, goal: 5 },
] as const;

/** One instance's outcome. */
export interface InstanceOutcome {
  name: string;
  className: string;
  feasible: boolean;
  cost: number;
  /** Percent above the best known distance (negative: shorter). */
  gap: number;
  ms: number;
  problems: string[];
}

interface Bks {
  best_known_cost: number;
}

/** Solves one instance file with `seconds` of budget and checks it independently. */
export function runInstance(file: string, seconds: number, bks: Record<string, Bks>, seed = 1, maxIterations?: number): InstanceOutcome {
  const name = path.basename(file, '.txt');
  const instance = parseInstance(name, readFileSync(file, 'utf8'));
  const result = solve(toProblem(instance), { budgetMs: seconds * 1000, seed, maxIterations, clock: () => performance.now() });
  const routes = result.routes.filter((r) => r.length).map((r) => r.map((stop) => instance.tasks[stop + 1].id));
  const check = checkSolution(instance, routes);
  const best = (bks[`${name}_distance`] ?? bks[name]).best_known_cost;
  return { name, className: name.replace(/\d+$/, '').toUpperCase() + '1', feasible: check.feasible, cost: check.cost, gap: ((check.cost - best) / best) * 100, ms: result.ms, problems: check.problems };
}

/** Mean, median and worst of a list. */
function summary(values: number[]): { mean: number; median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { mean: values.reduce((s, v) => s + v, 0) / values.length, median, worst: sorted[sorted.length - 1] };
}

/** A class's (or a whole set's) figures. */
interface ClassStats {
  name: string;
  feasible: number;
  count: number;
  gap: { mean: number; median: number; worst: number };
  meanSeconds: number;
}

/** Figures per class and one line for the whole set. */
function classStats(label: string, outcomes: InstanceOutcome[]): ClassStats[] {
  const classes = [...new Set(outcomes.map((o) => o.className))];
  const groups = [...classes.map((c) => ({ name: `${label} ${c}`, list: outcomes.filter((o) => o.className === c) })), { name: `${label} all`, list: outcomes }];
  return groups.map(({ name, list }) => ({
    name,
    feasible: list.filter((o) => o.feasible).length,
    count: list.length,
    gap: summary(list.map((o) => o.gap)),
    meanSeconds: summary(list.map((o) => o.ms)).mean / 1000,
  }));
}

const percent = (n: number) => `${n.toFixed(2)}%`;

function toRow(c: ClassStats): ResultRow {
  return { variant: c.name, note: `${c.feasible}/${c.count} feasible, gap mean ${percent(c.gap.mean)} median ${percent(c.gap.median)} worst ${percent(c.gap.worst)}, mean ${c.meanSeconds.toFixed(2)} s` };
}

/** The markdown section for bench/results.md. */
function section(stats: ClassStats[], outcomes: InstanceOutcome[], loadStart: number[], loadEnd: number[]): string {
  const lines = [
    '## Route planning on public benchmarks (issue 23)',
    '',
    `- Date: ${new Date().toISOString()}; command \`npm run bench -- --only routing\`; one core (the bench's own thread), seed 1.`,
    `- Load average (1/5/15 min) at the start ${loadStart.map((n) => n.toFixed(1)).join('/')}, at the end ${loadEnd.map((n) => n.toFixed(1)).join('/')} on 2 cores: other work shared the machine, so the planner did not always have a whole core.`,
    '- Budget per instance: 2 s (Solomon), 3 s (Li & Lim). Gap = (cost - best known) / best known, best known from `bench/routing/BKS.json` (`NAME_distance` where present: the best distance without a vehicle-count objective). Li & Lim best known solutions minimise vehicles first, so a negative gap there is a shorter plan using more vehicles (within the fleet).',
    '- Feasibility is checked by `server/src/scripts/routing/check.ts`, which shares no code with the planner.',
    '',
    '| class | feasible | mean gap | median gap | worst gap | mean time |',
    '| --- | --- | --- | --- | --- | --- |',
    ...stats.map((c) => `| ${c.name} | ${c.feasible}/${c.count} | ${percent(c.gap.mean)} | ${percent(c.gap.median)} | ${percent(c.gap.worst)} | ${c.meanSeconds.toFixed(2)} s |`),
  ];
  const failures = outcomes.filter((o) => !o.feasible);
  lines.push('', failures.length ? `Infeasible: ${failures.map((o) => `${o.name} (${o.problems.slice(0, 2).join('; ')})`).join(', ')}` : 'Every solution was feasible.', '');
  lines.push('<details><summary>Per instance</summary>', '', '| instance | cost | gap % | ms |', '| --- | --- | --- | --- |');
  for (const o of outcomes) lines.push(`| ${o.name}${o.feasible ? '' : ' (infeasible)'} | ${o.cost.toFixed(2)} | ${o.gap.toFixed(2)} | ${Math.round(o.ms)} |`);
  lines.push('', '</details>', '');
  return lines.join('\n');
}

/** Solves and checks every instance of one set, logging each. */
function runSet(folder: string, seconds: number, bks: Record<string, Bks>, log: (line: string) => void): InstanceOutcome[] {
  return readdirSync(folder).filter((f) => f.endsWith('.txt')).sort().map((f) => {
    const o = runInstance(path.join(folder, f), seconds, bks);
    log(`  ${o.name}: ${o.feasible ? 'feasible' : 'INFEASIBLE'} ${o.cost.toFixed(2)} (${o.gap.toFixed(2)}%) in ${Math.round(o.ms)} ms`);
    return o;
  });
}

export const routingScenario: Scenario = {
  id: 'routing',
  title: 'Route planning: Solomon and Li & Lim benchmarks',
  needsServer: false,
  needsDatabase: false,
  async run(ctx): Promise<ScenarioResult> {
    const loadStart = loadavg();
    const bks = JSON.parse(readFileSync(path.join(ROUTING_DIR, 'BKS.json'), 'utf8')) as Record<string, Bks>;
    const outcomes: InstanceOutcome[] = [];
    const stats: ClassStats[] = [];
    let met = true;
    for (const set of SETS) {
      const setOutcomes = runSet(path.join(ROUTING_DIR, set.folder), set.seconds, bks, ctx.log);
      const setStats = classStats(set.label, setOutcomes);
      const whole = setStats[setStats.length - 1];
      met &&= whole.feasible === whole.count && whole.gap.mean <= set.goal;
      outcomes.push(...setOutcomes);
      stats.push(...setStats);
    }
    return {
      id: 'routing',
      title: 'Route planning: Solomon and Li & Lim benchmarks',
      meaning: 'Each instance solved once with 2 s (Solomon) or 3 s (Li & Lim) on one core; gaps to bench/routing/BKS.json; feasibility from an independent checker (see its own section below).',
      target: 'all feasible, Solomon mean gap <= 3%, Li & Lim <= 5%',
      met,
      rows: stats.map(toRow),
      section: section(stats, outcomes, loadStart, loadavg()),
    };
  },
};
