/** The REST shape of an import (PascalCase, like the rest of /api); no rules here. */
import { IMPORT_COLUMNS } from '../../domain/booking-import.js';
import type { BookingImport, BookingImportRow } from './import.entity.js';
import type { ImportView } from './import.service.js';

/** An import without its rows: what the progress bar polls. */
export function toRestImportSummary(batch: BookingImport) {
  return {
    Id: batch.id,
    CustomerId: batch.customer.id,
    FileName: batch.fileName,
    Status: batch.status,
    AsQuotes: batch.asQuotes,
    RowCount: batch.rowCount,
    ValidCount: batch.validCount,
    ChosenCount: batch.chosenCount,
    ProcessedCount: batch.processedCount,
    BookedCount: batch.bookedCount,
    RefusedCount: batch.refusedCount,
    Failure: batch.failure ?? null,
    CreatedAt: batch.createdAt.toISOString(),
  };
}

const toRestRow = (row: BookingImportRow) => ({
  RowNumber: row.rowNumber,
  Cells: row.cells,
  Errors: row.errors.map((e) => ({ Column: e.column, Message: e.message })),
  Chosen: row.chosen,
  Outcome: row.outcome ?? null,
  ConsignmentId: row.consignmentId ?? null,
  ConsignmentNumber: row.consignmentNumber ?? null,
});

/** An import with its headings, mapping, the template's fields and every row. */
export function toRestImport(view: ImportView) {
  return {
    ...toRestImportSummary(view.batch),
    Repeated: view.repeated,
    Headings: view.batch.headings,
    Mapping: view.batch.mapping,
    Fields: IMPORT_COLUMNS.map((c) => ({ Key: c.key, Heading: c.heading })),
    Rows: view.rows.map(toRestRow),
  };
}
