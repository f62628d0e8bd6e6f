/**
 * Text in an export must stay text (issue 20 item 7): a spreadsheet opens a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula, so a customer reference like `=HYPERLINK(...)` would
 * run on the office's machine. Such text is prefixed with `'`, which spreadsheets show as text. A plain
 * number such as `-12.50` is no formula and stays a number. The CSV export built by PostgreSQL uses the
 * same rule in SQL (`consignment.export.ts`), and a property test proves the two agree.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-[0-9]+(\.[0-9]+)?$/;

/** The text as a spreadsheet should show it: formula-leading text prefixed with `'`. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell value with any text neutralised; numbers, dates, booleans and empty cells unchanged. */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}
