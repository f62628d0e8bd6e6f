/**
 * Spreadsheet downloads of the reports (behaviour.md "Shared conventions / Formats, money and time" "Spreadsheet (xlsx) exports"): one sheet, a bold
 * header row, typed cells (money, percentages, whole numbers and real dates with their number formats)
 * and a bold totals row. Built in memory: every report is bounded (366 days, at most MAX_XLSX_ROWS rows).
 */
import { londonWallTime, parseIsoDate } from '../../domain/dates.js';
import { neutraliseCell } from '../../domain/spreadsheet-cell.js';
import { badInput } from '../../errors.js';

/** The most data rows one download holds, so a spreadsheet is never an unbounded allocation. */
export const MAX_XLSX_ROWS = 50_000;

/** Number formats a person expects in Excel (behaviour.md "Shared conventions / Formats, money and time": money with a £ and 2 decimals). */
export const XLSX_FORMATS = {
  money: '£#,##0.00;-£#,##0.00',
  percent: '0.00%',
  integer: '#,##0',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  text: '@',
} as const;

export type XlsxKind = keyof typeof XLSX_FORMATS;
export type XlsxValue = string | number | boolean | Date | null;

/** One column: its header, its kind (the number format) and how a row gives its value. */
export interface XlsxColumn<Row> {
  header: string;
  kind: XlsxKind;
  width?: number;
  value: (row: Row) => XlsxValue;
}

/** A sheet to build: columns, rows, and the totals row's values by header (a label goes in the first column). */
export interface XlsxSheet<Row> {
  name: string;
  columns: XlsxColumn<Row>[];
  rows: readonly Row[];
  totals?: Record<string, XlsxValue>;
}

/** Pounds for a money cell from pence; null stays empty. */
export const moneyCell = (pence: number | null | undefined): number | null => (pence == null ? null : pence / 100);

/** A percentage cell (formatted 0.00%) from a percentage such as 25.5; null stays empty. */
export const percentCell = (percent: number | null | undefined): number | null => (percent == null ? null : percent / 100);

/** A date cell showing a London date YYYY-MM-DD (Excel dates have no time zone, so the day is stored as is). */
export function dateCell(date: string): Date {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

/** A date-time cell showing an instant as London wall-clock time (what the screen shows, behaviour.md "Reports / Reports screen"). */
export function dateTimeCell(instant: Date | null | undefined): Date | null {
  if (!instant) return null;
  const w = londonWallTime(instant);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** Builds the workbook of one report sheet and returns its bytes. */
export async function buildXlsx<Row>(sheet: XlsxSheet<Row>): Promise<Buffer> {
  if (sheet.rows.length > MAX_XLSX_ROWS) {
    throw badInput([{ field: 'To', message: `The report has more than ${MAX_XLSX_ROWS} rows; choose a shorter date range.` }]);
  }
  // Loaded on the first workbook: exceljs adds ~35 MB to a server's resident memory (see loadPdfmake).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dispatch';
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({ header: c.header, key: c.header, width: c.width ?? Math.max(12, c.header.length + 2), style: { numFmt: XLSX_FORMATS[c.kind] } }));
  ws.getRow(1).font = { bold: true };
  // Names, references and addresses are people's text: never a formula when the sheet is opened or re-saved as CSV.
  for (const row of sheet.rows) ws.addRow(sheet.columns.map((c) => neutraliseCell(c.value(row))));
  if (sheet.totals) {
    const totals = ws.addRow(sheet.columns.map((c, i) => sheet.totals![c.header] ?? (i === 0 ? 'Total' : null)));
    totals.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
