import { IMPORT_COLUMNS, readRow, suggestMapping } from '../../domain/booking-import.js';
import { readSheet } from '../../modules/imports/import.file.js';
import { importCsv, importRows, importXlsx } from './import-sheet.js';

// The import bench's file (issue 25 item 6): what the app's own reader makes of it, so the bench books every row.
describe('the import bench file', () => {
  const rows = importRows(250, 'RUN-A', '2030-06-04');

  it('reads back through the app as the same rows, each with its own reference and every heading mapped to its field', async () => {
    for (const [bytes, name] of [[importCsv(rows), 'bench.csv'], [await importXlsx(rows), 'bench.xlsx']] as const) {
      const sheet = await readSheet(bytes, name);
      expect(sheet.headings).toEqual(IMPORT_COLUMNS.map((c) => c.heading));
      const mapping = suggestMapping(sheet.headings);
      expect(Object.values(mapping).filter(Boolean)).toHaveLength(IMPORT_COLUMNS.length);
      const read = sheet.rows.map((cells) => readRow(sheet.headings, cells, mapping));
      expect(read).toEqual(rows);
      expect(new Set(read.map((r) => r.customerReference)).size).toBe(250);
    }
  });

  it('gives another run a different file, so the import idempotency key books it again', () => {
    const other = importRows(250, 'RUN-B', '2030-06-04');
    expect(importCsv(other).equals(importCsv(rows))).toBe(false);
    expect(other.map((r) => r.customerReference)).not.toContain(rows[0].customerReference);
  });
});
