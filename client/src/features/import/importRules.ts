/**
 * What the import screen shows, as pure functions over the server's answer (issue 25 item 6): which
 * rows can still be booked, which messages sit under which cell, how far booking has got.
 */

/** A row's problem, under the field (column) to fix; null for the row as a whole. */
export interface ImportRowError {
  Column: string | null;
  Message: string;
}

/** A row of the uploaded sheet as GET /api/Imports/{id} answers it. */
export interface ImportRow {
  RowNumber: number;
  Cells: string[];
  Errors: ImportRowError[];
  Chosen: boolean;
  Outcome: 'Booked' | 'Refused' | null;
  ConsignmentId: number | null;
  ConsignmentNumber: number | null;
}

/** An import without its rows (GET /api/Imports/{id}/Progress). */
export interface ImportSummary {
  Id: number;
  CustomerId: number;
  FileName: string;
  Status: 'Preview' | 'Booking' | 'Booked' | 'Failed';
  AsQuotes: boolean;
  RowCount: number;
  ValidCount: number;
  ChosenCount: number;
  ProcessedCount: number;
  BookedCount: number;
  RefusedCount: number;
  Failure: string | null;
}

/** An import with its headings, mapping, the template's fields and every row. */
export interface ImportView extends ImportSummary {
  Repeated: boolean;
  Headings: string[];
  Mapping: Record<string, string>;
  Fields: { Key: string; Heading: string }[];
  Rows: ImportRow[];
}

/** How far a booking run has got, 0-100. */
export function progressPercent(s: Pick<ImportSummary, 'ChosenCount' | 'ProcessedCount'>): number {
  if (s.ChosenCount <= 0) return 100;
  return Math.min(100, Math.floor((s.ProcessedCount / s.ChosenCount) * 100));
}

/** A row the user may choose: the rules found nothing wrong and it is not booked yet. */
export const isBookable = (row: ImportRow): boolean => row.Errors.length === 0 && row.Outcome !== 'Booked';

/** The rows to tick when the preview opens: every bookable row the server chose. */
export function initiallyChosen(rows: readonly ImportRow[]): number[] {
  return rows.filter((r) => r.Chosen && isBookable(r)).map((r) => r.RowNumber);
}

/** The headings the mapping uses, in file order: the preview shows these columns. */
export function mappedHeadings(view: Pick<ImportView, 'Headings' | 'Mapping'>): string[] {
  return view.Headings.filter((h) => (view.Mapping[h] ?? '') !== '');
}

/** The messages to show under one cell: those of the field its column fills. */
export function cellMessages(view: Pick<ImportView, 'Mapping'>, row: ImportRow, heading: string): string[] {
  const field = view.Mapping[heading];
  return field ? row.Errors.filter((e) => e.Column === field).map((e) => e.Message) : [];
}

/** Messages that belong to no shown cell (the row as a whole, or a field no column fills), named by the field. */
export function rowMessages(view: Pick<ImportView, 'Mapping' | 'Fields'>, row: ImportRow): string[] {
  const shown = new Set(Object.values(view.Mapping).filter((f) => f !== ''));
  const heading = (key: string) => view.Fields.find((f) => f.Key === key)?.Heading ?? key;
  return row.Errors.filter((e) => e.Column === null || !shown.has(e.Column)).map((e) => (e.Column ? `${heading(e.Column)}: ${e.Message}` : e.Message));
}

/** A row's state in words. */
export function rowState(row: ImportRow): string {
  if (row.Outcome === 'Booked') return `Booked (${row.ConsignmentNumber ?? ''})`;
  if (row.Outcome === 'Refused') return 'Refused';
  return row.Errors.length ? 'Not valid' : 'Ready';
}
