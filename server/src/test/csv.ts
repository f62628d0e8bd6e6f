/** Reading the CSV files the exports write, in tests. */

/** The cells of one CSV line, unquoted ("" inside a quoted cell is one "). Cells hold no line breaks in our exports. */
export function csvCells(line: string): string[] {
  return [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
}

/** A whole CSV file as one object per row, keyed by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trimEnd().split('\n').map(csvCells);
  return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}
