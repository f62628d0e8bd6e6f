import { expect, test } from '@playwright/test';
import { fileNameOf } from './downloadFile';

test("behaviour.md 'Booking / Consignment search and export': an export is saved under the Content-Disposition file name, plain or UTF-8 encoded", () => {
  expect(fileNameOf('attachment; filename="Consignments Export - 2026-03-04.csv"')).toBe('Consignments Export - 2026-03-04.csv');
  expect(fileNameOf("attachment; filename*=UTF-8''Invoice%20123.pdf")).toBe('Invoice 123.pdf');
  expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
});

test('behaviour.md "Booking / Consignment report and e-mail": without a Content-Disposition name the caller falls back to its own', () => {
  expect(fileNameOf(null)).toBeNull();
  expect(fileNameOf('attachment')).toBeNull();
});
