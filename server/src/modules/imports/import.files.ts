/**
 * The files an import offers besides the upload (issue 25 item 6): the template with the expected
 * columns, and the result listing every row as booked, refused or not booked, with the messages.
 */
import { stringify } from 'csv-stringify/sync';
import { IMPORT_COLUMNS, rowMessage } from '../../domain/booking-import.js';
import { badInput } from '../../errors.js';
import { buildXlsx } from '../reports/report.xlsx.js';
import type { RequestContext } from '../../context.js';
import { loadImport } from './import.service.js';

/** A file to download. */
export interface Download {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /Imports/Template?format=csv|xlsx: the headings and one example row. */
export async function importTemplate(format: string | undefined): Promise<Download> {
  const kind = (format ?? 'xlsx').toLowerCase();
  if (kind === 'csv') {
    const csv = stringify([IMPORT_COLUMNS.map((c) => c.heading), IMPORT_COLUMNS.map((c) => c.example)]);
    return { fileName: 'Booking import template.csv', contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csv) };
  }
  if (kind !== 'xlsx') throw badInput([{ field: 'format', message: 'The format must be csv or xlsx.' }]);
  const bytes = await buildXlsx({
    name: 'Bookings',
    columns: IMPORT_COLUMNS.map((c) => ({ header: c.heading, kind: 'text' as const, value: () => c.example })),
    rows: [null],
  });
  return { fileName: 'Booking import template.xlsx', contentType: XLSX, bytes };
}

/** A cell a spreadsheet program would run as a formula (=, +, -, @) is written as text. */
const asText = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** GET /Imports/{id}/Result: one line per sheet row, its outcome, consignment number and messages, then its cells. */
export async function importResult(ctx: RequestContext, id: number): Promise<Download> {
  const { batch, rows } = await loadImport(ctx, id);
  const outcome = (row: (typeof rows)[number]) => row.outcome ?? (row.errors.length ? 'Not valid' : 'Not booked');
  const lines = rows.map((row) => [
    row.rowNumber,
    outcome(row),
    row.consignmentNumber ?? '',
    row.errors.map(rowMessage).join('; '),
    ...row.cells.map(asText),
  ]);
  const csv = stringify([['Row', 'Result', 'Consignment number', 'Messages', ...batch.headings], ...lines]);
  const base = batch.fileName.replace(/\.[^.]*$/, '');
  return { fileName: `${base} - result.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csv) };
}
