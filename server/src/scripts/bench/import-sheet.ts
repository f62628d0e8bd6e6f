import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportField } from '../../domain/booking-import.js';

type SheetRow = Partial<Record<ImportField, string>>;

const TOWNS = [
  { address: '1 High Street', town: 'London', postcode: 'E1 6AN' },
  { address: '2 Low Road', town: 'Wimbledon', postcode: 'SW19 5AE' },
  { address: '14 Mill Lane', town: 'Croydon', postcode: 'CR0 1NX' },
  { address: '7 Station Road', town: 'Reading', postcode: 'RG1 1LZ' },
];

/**
 * `count` valid booking rows for the import bench, every one with its own customer reference (`stamp`-n, so a
 * run's file differs from the last run's and the import's idempotency key books it), collected and delivered on
 * `date` (YYYY-MM-DD) between a few real towns.
 */
export function importRows(count: number, stamp: string, date: string): SheetRow[] {
  return Array.from({ length: count }, (_, i) => {
    const from = TOWNS[i % TOWNS.length];
    const to = TOWNS[(i + 1) % TOWNS.length];
    return {
      customerReference: `${stamp}-${i + 1}`, contactName: 'Pat Booker', vehicleType: 'Small Van',
      collectionAddress1: from.address, collectionTown: from.town, collectionPostcode: from.postcode, collectionDate: date, collectionTime: '09:00',
      deliveryAddress1: to.address, deliveryTown: to.town, deliveryPostcode: to.postcode, deliveryDate: date, deliveryTime: '14:00',
      quantity: String(1 + (i % 5)), goodsDescription: 'Pallets',
    };
  });
}

/** The rows as the template's table: its headings, then one line per row. */
function table(rows: SheetRow[]): string[][] {
  return [IMPORT_COLUMNS.map((c) => c.heading), ...rows.map((row) => IMPORT_COLUMNS.map((c) => row[c.key] ?? ''))];
}

/** The rows as a CSV file with the template's headings. */
export const importCsv = (rows: SheetRow[]): Buffer => Buffer.from(stringify(table(rows)));

/** The rows as an xlsx workbook of one sheet with the template's headings. */
export async function importXlsx(rows: SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Bookings').addRows(table(rows));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
