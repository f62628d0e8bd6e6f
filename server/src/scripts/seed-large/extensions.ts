import type pg from 'pg';
import type { ReferenceData } from './reference-data.js';
import { tableExists } from './sql.js';

/** What a history step gets: the connection, the sizes asked for and the firm built so far. */
export interface HistoryContext {
  client: pg.ClientBase;
  consignments: number;
  reference: ReferenceData;
  seed: number;
}

/** What a history step did: rows written, or why it could not run yet. */
export type HistoryOutcome = { rows: number } | { pending: string };

/**
 * A block of business history the large seed writes after the reference data and positions.
 * EXTENSION POINT (issue 9 item 1): consignments (2-6 stops, UK postcodes, two years), manifests for
 * most of them and invoices are added here as steps, each writing with COPY (see sql.ts copyInto) in
 * dependency order, once their tables exist on main.
 */
export interface HistoryStep {
  name: string;
  /** The tables that must exist before the step can run. */
  needs: string[];
  run(ctx: HistoryContext): Promise<HistoryOutcome>;
}

const notYet = (what: string): HistoryStep['run'] => async () => ({ pending: `${what}: generator not written yet` });

/** The history steps in order; each reports pending while its tables are missing. */
export const historySteps: HistoryStep[] = [
  { name: 'consignments (+ stops)', needs: ['consignment', 'consignment_address'], run: notYet('consignments') },
  { name: 'manifests', needs: ['manifest'], run: notYet('manifests') },
  { name: 'invoices', needs: ['invoice'], run: notYet('invoices') },
];

/** Runs every step whose tables exist; the rest are reported as pending with the missing tables. */
export async function runHistory(ctx: HistoryContext): Promise<{ name: string; outcome: HistoryOutcome; seconds: number }[]> {
  const results = [];
  for (const step of historySteps) {
    const started = performance.now();
    const missing = [];
    for (const table of step.needs) if (!(await tableExists(ctx.client, table))) missing.push(table);
    const outcome: HistoryOutcome = missing.length ? { pending: `tables not on main yet: ${missing.join(', ')}` } : await step.run(ctx);
    results.push({ name: step.name, outcome, seconds: (performance.now() - started) / 1000 });
  }
  return results;
}
