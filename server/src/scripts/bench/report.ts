import { cpus, loadavg, totalmem } from 'node:os';
import { fmt } from './stats.js';
import type { ScenarioResult, SizeProfile } from './types.js';

/** The machine a run happened on, for the record. */
export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 1024 ** 3)} GiB RAM, Node ${process.version}`;
}

const header = ['scenario', 'variant', 'p50 ms', 'p95 ms', 'p99 ms', 'throughput', 'req/s @10', 'peak RSS MB', 'ratio to floor', 'target'];

/** The results as a Markdown table (also printed to the terminal). */
export function table(results: ScenarioResult[]): string {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const r of results) {
    if (r.pending) {
      lines.push(`| ${r.title} | ${r.pending.startsWith('FAILED') ? '' : 'pending: '}${r.pending} | | | | | | | | |`);
      continue;
    }
    r.rows.forEach((row, i) => {
      const verdict = i === 0 && r.target ? `${r.target}: ${r.met === undefined ? '?' : r.met ? 'met' : '**missed**'}` : '';
      lines.push(
        `| ${i === 0 ? r.title : ''} | ${row.variant} | ${fmt(row.latency?.p50)} | ${fmt(row.latency?.p95)} | ${fmt(row.latency?.p99)} | ${row.throughput === undefined ? '-' : `${fmt(row.throughput)} ${row.unit ?? ''}`}${row.note ? ` (${row.note})` : ''} | ${fmt(row.loadedThroughput)} | ${fmt(row.peakRssMb)} | ${row.ratio === undefined ? '-' : `${fmt(row.ratio, 2)}x`} | ${verdict} |`,
      );
    });
  }
  return lines.join('\n');
}

/** bench/results*.md: date, machine, sizes, the table and what each number means. */
export function markdown(results: ScenarioResult[], size: SizeProfile, database: string, dataset: string, seconds: number, loadAtStart: number[]): string {
  return [
    `# Benchmark results (${size.name})`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine()}; PostgreSQL and the server on the same machine as the load generator. Load average (1/5/15 min) at the start ${loadAtStart.map((n) => n.toFixed(1)).join('/')}, at the end ${loadavg().map((n) => n.toFixed(1)).join('/')}: other work on the machine competes for the 2 cores, so compare ratios (measured in the same minute) rather than absolute figures between runs`,
    `- Command: \`npm run bench -- --size ${size.name}\` (${seconds.toFixed(0)} s)`,
    `- Database: \`${database}\`: ${dataset}`,
    `- Load: ${size.drivers} drivers, ${size.subscribers} subscribers, ${size.seconds} s per read measurement (1 connection, then ${size.connections}), ${size.ingestSeconds} s of ingest`,
    '',
    table(results),
    '',
    '## What the numbers mean',
    '',
    '- Latency columns: milliseconds per request with one connection (pricing: microseconds per quote). "req/s @10": throughput with 10 concurrent connections.',
    '- Peak RSS: the server process\'s peak resident memory (VmHWM) during the scenario (pricing: the bench process).',
    '- Ratio to floor: app p95 / floor p95 for reads (1 = as fast as hand-written SQL through `pg`); floor throughput / app throughput for ingest and pricing.',
    '- Targets are those of issue 9 item 3; they are reported here, never asserted in `npm test`.',
    '',
    ...results.map((r) => `- **${r.title}**: ${r.meaning}`),
    '',
    ...results.flatMap((r) => (r.section ? [r.section] : [])),
  ].join('\n');
}

/**
 * Puts the scenarios' own sections into an existing results file, replacing a section of the same
 * heading and keeping the rest: a run of database-free scenarios (`--only routing`) updates its part only.
 */
export function spliceSections(existing: string, results: ScenarioResult[]): string {
  let text = existing.trimEnd();
  for (const r of results) {
    if (!r.section) continue;
    const heading = r.section.split('\n', 1)[0];
    const start = text.indexOf(`${heading}\n`);
    if (start < 0) {
      text = `${text}\n\n${r.section.trimEnd()}`;
      continue;
    }
    const next = text.slice(start + heading.length).search(/\n## /);
    const end = next < 0 ? text.length : start + heading.length + next;
    text = `${text.slice(0, start)}${r.section.trimEnd()}${end < text.length ? '\n' : ''}${text.slice(end)}`;
  }
  return `${text}\n`;
}
