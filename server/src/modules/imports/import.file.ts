/**
 * Reads an uploaded booking sheet (CSV or xlsx) into headings and rows of text (issue 25 item 6).
 * Everything wrong with the file itself is a 400 with a message the uploader can act on: the type,
 * a broken workbook, formulas (their results are not in the file we trust), too many rows.
 */
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '../../domain/booking-import.js';
import { badInput } from '../../errors.js';

/** A sheet as text: the first non-empty row's headings and every later non-empty row. */
export interface Sheet {
  headings: string[];
  rows: string[][];
}

export const FILE_MESSAGES = {
  empty: 'The file is empty.',
  type: 'The file must be a CSV (.csv) or Excel workbook (.xlsx).',
  oldExcel: 'Old Excel files (.xls) cannot be read: save the sheet as .xlsx or CSV and upload it again.',
  brokenXlsx: 'The Excel file could not be opened: it is damaged or not really an .xlsx workbook.',
  noSheet: 'The Excel file has no worksheet.',
  noRows: 'The file has no rows under its headings.',
  tooManyRows: (n: number) => `The file has ${n.toLocaleString('en-GB')} rows; one import takes at most ${IMPORT_LIMITS.rows.toLocaleString('en-GB')}. Split it into several files.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.columns} columns.`,
  formula: (cell: string) => `Cell ${cell} holds a formula. Copy the sheet and paste it as values, then upload it again.`,
  csv: (detail: string) => `The CSV file could not be read: ${detail}`,
  tooLong: (cell: string) => `Cell ${cell} is longer than ${IMPORT_LIMITS.cellCharacters} characters.`,
} as const;

const refuse = (message: string) => badInput([{ field: 'File', message }]);

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Reads the file by what its bytes are, checked against the name it came with. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Sheet> {
  if (bytes.length === 0) throw refuse(FILE_MESSAGES.empty);
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (bytes.subarray(0, 4).equals(OLE) || extension === 'xls') throw refuse(FILE_MESSAGES.oldExcel);
  const isZip = bytes.subarray(0, 4).equals(ZIP);
  if (extension === 'xlsx') return tidy(isZip ? await readXlsx(bytes) : brokenXlsx());
  if (extension === 'csv' || extension === 'txt' || extension === '') {
    if (isZip || bytes.includes(0)) throw refuse(FILE_MESSAGES.type);
    return tidy(readCsv(bytes));
  }
  throw refuse(FILE_MESSAGES.type);
}

function brokenXlsx(): never {
  throw refuse(FILE_MESSAGES.brokenXlsx);
}

/** UTF-8, or Windows-1252 as Excel writes CSV on many office PCs. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Buffer): string[][] {
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw refuse(FILE_MESSAGES.csv((error as Error).message));
    throw error;
  }
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Loaded on the first workbook, as the reports do: exceljs is large and most servers never import.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    brokenXlsx();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(FILE_MESSAGES.noSheet);
  if (sheet.actualRowCount > IMPORT_LIMITS.rows + 1) throw refuse(FILE_MESSAGES.tooManyRows(sheet.actualRowCount - 1));
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === excel.ValueType.Formula || cell.formula) throw refuse(FILE_MESSAGES.formula(cell.address));
      cells[column - 1] = cellText(cell);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/** A cell as the user sees it; dates as YYYY-MM-DD (and HH:mm when they carry a time). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) {
    // Excel dates have no zone: exceljs gives the wall-clock time as UTC.
    const iso = value.toISOString();
    const [date, time] = [iso.slice(0, 10), iso.slice(11, 16)];
    if (date === '1899-12-30') return time;
    return time === '00:00' ? date : `${date} ${time}`;
  }
  return cell.text ?? '';
}

/** Headings from the first row (blank ones named by position, repeats numbered), rows checked for size. */
function tidy(raw: string[][]): Sheet {
  const nonEmpty = raw.filter((row) => row.some((cell) => String(cell ?? '').trim() !== ''));
  if (nonEmpty.length > IMPORT_LIMITS.rows + 1) throw refuse(FILE_MESSAGES.tooManyRows(nonEmpty.length - 1));
  const [first, ...rows] = nonEmpty;
  if (!first || rows.length === 0) throw refuse(FILE_MESSAGES.noRows);
  const width = Math.max(...nonEmpty.map((r) => r.length));
  if (width > IMPORT_LIMITS.columns) throw refuse(FILE_MESSAGES.tooManyColumns);
  const seen = new Map<string, number>();
  const headings = Array.from({ length: width }, (_, i) => {
    const base = String(first[i] ?? '').trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  rows.forEach((row, r) => row.forEach((cell, c) => {
    if (String(cell).length > IMPORT_LIMITS.cellCharacters) throw refuse(FILE_MESSAGES.tooLong(`${columnLetters(c)}${r + 2}`));
  }));
  return { headings, rows: rows.map((row) => headings.map((_, i) => String(row[i] ?? '').trim())) };
}

/** A spreadsheet column's letters (0 -> A, 26 -> AA). */
function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
