import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitLogLog, growthSvg, type Curve, type Series } from '../growth-chart.js';
import { signInOffice } from '../sessions.js';
import { fmt } from '../stats.js';
import type { BenchContext, Scenario, ScenarioResult } from '../types.js';
import { searchGrowth } from './growth-search.js';
import { ingestScenario } from './ingest.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SVG = path.resolve(here, '../../../../../bench/growth.svg');
/** Seconds between a vehicle's posts (the ingest mix carries 4.8 positions a post: a position a second per vehicle). */
const POST_EVERY = 4.8;
export const INGEST_VEHICLES = [1_000, 5_000, 10_000];
export const FANOUT_SUBSCRIBERS = [100, 500, 2_000];

type Run = Record<string, number>;

/** One paced ingest run (ingest.ts) with these drivers and maps; its figures. */
async function ingestRun(ctx: BenchContext, drivers: number, subscribers: number, watch: 'all' | 'one'): Promise<Run> {
  // Each ingest run ends every bench session (its clean-up), the office's too: sign in again for the maps.
  const officeToken = await signInOffice(ctx.server.url);
  const size = { ...ctx.size, drivers, subscribers, watch, instances: 1, ingestRate: Math.ceil(drivers / POST_EVERY) };
  const result = await ingestScenario.run({ ...ctx, officeToken, size });
  if (!result.metrics) throw new Error(`ingest with ${drivers} drivers and ${subscribers} maps failed: ${result.pending ?? ''}`);
  const m = result.metrics;
  ctx.log(`    ${drivers} vehicles, ${subscribers} maps (${watch}): ${Math.round(m.locationsPerSecond)} locations/s, server ${(100 * m.cpuShare).toFixed(0)}% of a core, post p99 ${m.postP99} ms, delivered p99 ${m.deliveredP99} ms`);
  return m;
}

const seriesOf = (name: string, xs: number[], runs: Run[], key: string, scale = 1): Series => ({ name, points: runs.map((r, i) => ({ x: xs[i], y: r[key] * scale })) });

/** A curve's figures as a Markdown table: one row per amount of work, one column per series, and the fitted slopes. */
function curveTable(curve: Curve): string {
  const xs = curve.series[0].points.map((p) => p.x);
  const head = `| ${curve.x} | ${curve.series.map((s) => `${s.name} (${curve.y})`).join(' | ')} |`;
  const rows = xs.map((x, i) => `| ${x.toLocaleString('en-GB')} | ${curve.series.map((s) => fmt(s.points[i]?.y)).join(' | ')} |`);
  const slopes = `| **fitted slope** (log-log) | ${curve.series.map((s) => `**${fitLogLog(s.points).slope.toFixed(2)}**`).join(' | ')} |`;
  return [`**${curve.title}**`, '', head, `| ${['---', ...curve.series.map(() => '---')].join(' | ')} |`, ...rows, slopes].join('\n');
}

/** Issue 26 item 4: how cost grows with work, fitted and drawn (bench/growth.svg). */
export const growthScenario: Scenario = {
  id: 'growth',
  title: 'Growth curves',
  needsServer: true,
  freshServer: true,
  ownSection: true,
  async run(ctx): Promise<ScenarioResult> {
    const started = new Date();
    const search = await searchGrowth(ctx);
    const ingest: Run[] = [];
    for (const vehicles of INGEST_VEHICLES) ingest.push(await ingestRun(ctx, vehicles, 100, 'one'));
    const fanout: Run[] = [];
    for (const subscribers of FANOUT_SUBSCRIBERS) fanout.push(await ingestRun(ctx, 1_000, subscribers, 'all'));
    const curves: Curve[] = [
      { title: 'Day search', x: 'rows', y: 'p50 ms', series: search },
      { title: 'Ingest (a position/s per vehicle)', x: 'vehicles', y: 'cost', series: [seriesOf('server CPU, % of a core', INGEST_VEHICLES, ingest, 'cpuShare', 100), seriesOf('post p99 ms', INGEST_VEHICLES, ingest, 'postP99'), seriesOf('post -> map p99 ms', INGEST_VEHICLES, ingest, 'deliveredP99')] },
      { title: 'Fan-out (1,000 vehicles, whole map)', x: 'subscribers', y: 'cost', series: [seriesOf('server CPU, % of a core', FANOUT_SUBSCRIBERS, fanout, 'cpuShare', 100), seriesOf('events delivered/s', FANOUT_SUBSCRIBERS, fanout, 'heard', 1 / ctx.size.ingestSeconds), seriesOf('post -> map p99 ms', FANOUT_SUBSCRIBERS, fanout, 'deliveredP99')] },
    ];
    writeFileSync(SVG, growthSvg(curves, `npm run bench -- --only growth (${ctx.size.name}), ${started.toISOString().slice(0, 16)}Z; dashed: least-squares fit of log(cost) on log(work); slope 1 = linear`));
    const lost = [...ingest, ...fanout].filter((r) => r.posted !== r.stored || r.heard < r.expected).length;
    return {
      id: this.id,
      title: this.title,
      meaning: 'How cost grows with work (issue 26 item 4); see its section.',
      rows: [],
      section: [
        '## Growth curves (issue 26 item 4)',
        '',
        `- Date: ${started.toISOString()}; command \`npm run bench -- --size ${ctx.size.name} --only growth\` on \`${path.basename(new URL(ctx.databaseUrl).pathname)}\`; ${ctx.size.seconds} s per search measurement, ${ctx.size.ingestSeconds} s per ingest run (after an untimed warm-up in which every vehicle posts twice).`,
        '- Slope: the least-squares slope of log(cost) against log(work). 1 = cost grows in proportion to the work (linear), below 1 = better than linear (fixed costs spread over more work), 2 = quadratic.',
        '- Day search: p50 of one connection; the seeded days hold fewer rows than 10,000, so the rows are those of the shortest range of days ending at the latest past day that holds the count (the server runs with SEARCH_MAX_ROWS=20000 for it).',
        `- Ingest: each vehicle posts every ${POST_EVERY} s with the ingest mix (80% one position, 20% a batch of 20: a position a second per vehicle), open loop, while 100 maps each watch one supplier. Fan-out: 1,000 vehicles so posting while 100, 500 and 2,000 maps watch the whole map. Server CPU is the API process's CPU over the run (warm-up included) as a share of one core.`,
        `- Nothing lost: ${lost ? `**${lost} run(s) lost positions or events**` : 'in every ingest and fan-out run every posted position was stored and every map heard every post its filter lets through'}.`,
        '',
        '![Growth curves](growth.svg)',
        '',
        ...curves.flatMap((c) => [curveTable(c), '']),
      ].join('\n'),
    };
  },
};
