import type pg from 'pg';
import { loadHistory } from './load-history.js';
import { loadInvoices } from './load-invoices.js';
import type { ReferenceData } from './reference-data.js';
import { tableExists } from './sql.js';

/** What a history step gets: the connection, the sizes asked for and the firm built so far. */
export interface HistoryContext {
  client: pg.ClientBase;
  url: string;
  streams: number;
  log: (line: string) => void;
  consignments: number;
  reference: ReferenceData;
  seed: number;
}

/** What a history step did: rows written, or why it could not run yet. */
export type HistoryOutcome = { rows: number } | { pending: string };

/**
 * A block of business history the large seed writes after the reference data and positions, with COPY
 * (see sql.ts copyInto) in dependency order. A step whose tables are not on this schema is reported
 * as pending.
 */
export interface HistoryStep {
  name: string;
  /** The tables that must exist before the step can run. */
  needs: string[];
  run(ctx: HistoryContext): Promise<HistoryOutcome>;
}

/** The history steps in order; each reports pending while its tables are missing. */
export const historySteps: HistoryStep[] = [
  { name: 'consignments, stops, addresses, load details, manifests', needs: ['consignment', 'consignment_address', 'manifest', 'load_detail'], run: loadHistory },
  { name: 'invoices (month-end runs, customer and supplier invoices)', needs: ['invoicing_event', 'customer_invoice', 'supplier_invoice'], run: loadInvoices },
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
