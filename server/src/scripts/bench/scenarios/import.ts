import { loadavg } from 'node:os';
import pg from 'pg';
import { newToken, sha256 } from '../../../auth/tokens.js';
import { importCsv, importRows, importXlsx } from '../import-sheet.js';
import type { BenchContext, ResultRow, Scenario, ScenarioResult } from '../types.js';

const ROWS = 5_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Preview extends Summary { Rows: { RowNumber: number; Errors: unknown[] }[] }
interface Summary { Id: number; Status: string; RowCount: number; ValidCount: number; BookedCount: number; RefusedCount: number; Failure: string | null }

/**
 * A customer user of the first customer with a session, written as sign-in stores it (the seed has no customer
 * users; a sign-in would also need a verified device). Returns the session token.
 */
async function customerSession(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(`insert into app_user (username, email, name, role, customer_id, password_hash)
      select 'bench-customer', 'bench-customer@customers.example', 'Bench Customer', 'CUSTOMER', min(id), 'x' from customer
      on conflict (username) do update set is_deactivated = false returning id`);
    const token = newToken();
    await client.query(`insert into session (token_hash, user_id, ip_address, created_at, last_seen_at, expires_at) values ($1, $2, '127.0.0.1', now(), now(), now() + interval '1 day')`, [sha256(token), rows[0].id]);
    return token;
  } finally {
    await client.end();
  }
}

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { token, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** Waits for the booking run to end, reading its progress as the client's progress bar does. */
async function bookedSummary(base: string, token: string, id: number): Promise<Summary> {
  for (;;) {
    const summary = await call<Summary>(`${base}/api/Imports/${id}/Progress`, token);
    if (summary.Status !== 'Booking') return summary;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Uploads (the preview), then books every row; the server's peak RSS over both steps. */
async function importOnce(ctx: BenchContext, token: string, file: Buffer, fileName: string, type: string) {
  const base = ctx.server.url;
  ctx.server.resetPeak();
  const idleMb = ctx.server.rssMb();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), fileName);
  let started = performance.now();
  const preview = await call<Preview>(`${base}/api/Imports`, token, { method: 'POST', body: form });
  const previewSeconds = (performance.now() - started) / 1000;
  if (preview.ValidCount !== ROWS) throw new Error(`${fileName}: the preview has ${preview.ValidCount} valid rows of ${preview.RowCount}, not ${ROWS}`);
  started = performance.now();
  await call<Summary>(`${base}/api/Imports/${preview.Id}/Book`, token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ RowNumbers: preview.Rows.map((r) => r.RowNumber), AsQuotes: false }) });
  const booked = await bookedSummary(base, token, preview.Id);
  const bookSeconds = (performance.now() - started) / 1000;
  if (booked.BookedCount !== ROWS) throw new Error(`${fileName}: ${booked.Status}, ${booked.BookedCount} booked, ${booked.RefusedCount} refused ${booked.Failure ?? ''}`);
  const peakMb = ctx.server.peakRssMb();
  ctx.log(`    ${fileName} (${Math.round(file.length / 1024)} KB): preview ${previewSeconds.toFixed(1)} s, booking ${bookSeconds.toFixed(1)} s, idle ${Math.round(idleMb)} MB, peak ${Math.round(peakMb)} MB`);
  return { previewPerSecond: ROWS / previewSeconds, bookPerSecond: ROWS / bookSeconds, idleMb, peakMb, kb: Math.round(file.length / 1024) };
}

/**
 * Deletes (as the office would: is_deleted) the consignments a run booked, so runs do not pile 20,000 unplanned stops
 * a time onto the same coming day: the planning scenario looks for a coming day a plan may take whole.
 */
async function removeBookings(databaseUrl: string, stamp: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update consignment set is_deleted = true where customer_reference like $1`, [`${stamp}-%`]);
  } finally {
    await client.end();
  }
}

/** London's date `days` from now, YYYY-MM-DD. */
const londonDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

export const importScenario: Scenario = {
  id: 'import',
  title: 'Bulk booking import of 5,000 rows',
  needsServer: true,
  freshServer: true,
  ownSection: true,
  async run(ctx): Promise<ScenarioResult> {
    const loadAtStart = loadavg()[0];
    const token = await customerSession(ctx.databaseUrl);
    const stamp = `BENCH-${Date.now().toString(36).toUpperCase()}`;
    const date = londonDate(7);
    const csv = await importOnce(ctx, token, importCsv(importRows(ROWS, `${stamp}-C`, date)), 'bench-import.csv', 'text/csv');
    const xlsx = await importOnce(ctx, token, await importXlsx(importRows(ROWS, `${stamp}-X`, date)), 'bench-import.xlsx', XLSX);
    await removeBookings(ctx.databaseUrl, stamp);
    const rows: ResultRow[] = [];
    for (const [kind, r] of [['CSV', csv], ['xlsx', xlsx]] as const) {
      const note = `${r.kb} KB file; idle ${Math.round(r.idleMb)} MB before, +${Math.round(r.peakMb - r.idleMb)} MB over preview and booking`;
      rows.push({ variant: `${kind}: preview (POST /api/Imports, every row validated)`, throughput: r.previewPerSecond, unit: 'rows/s', peakRssMb: r.peakMb, note });
      rows.push({ variant: `${kind}: book as consignments (POST /Book until done)`, throughput: r.bookPerSecond, unit: 'rows/s' });
    }
    const meaning = `A customer user uploads a generated ${ROWS.toLocaleString('en-GB')}-row file with the template's headings (every row valid, its own reference, collection and delivery on ${date}) to the server the bench starts, then books every row as consignments (the RowNumbers of the preview's rows, as the client sends them) and follows GET /api/Imports/{id}/Progress until the run ends (its booked count is checked). Preview rows/s = rows / the upload's answer time (parse, map, validate every row, store the import); booking rows/s = rows / time from POST /Book to the progress answering Booked. Peak RSS = the server's VmHWM over both steps of that file, on a freshly started server. The xlsx runs after the CSV on the same server, so its idle figure is the RSS the CSV left. No floor: a raw INSERT of consignments skips the rules the import exists to apply. Run ${new Date().toISOString().slice(0, 16)} UTC on ${new URL(ctx.databaseUrl).pathname.slice(1)}, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end.`;
    return { id: this.id, title: this.title, meaning, rows, section: sectionOf(this.title, meaning, rows) };
  },
};

function sectionOf(title: string, meaning: string, rows: ResultRow[]): string {
  const lines = rows.map((r) => `| ${r.variant} | ${Math.round(r.throughput ?? 0).toLocaleString('en-GB')} ${r.unit} | ${r.peakRssMb ? `${Math.round(r.peakRssMb)} MB` : ''} | ${r.note ?? ''} |`);
  return [`## ${title}`, '', meaning, '', '| variant | throughput | peak RSS | note |', '|---|---|---|---|', ...lines, ''].join('\n');
}
