import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ImportPage } from './pages/ImportPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs } from './support/api';
import { customer } from './support/users';

const HEADINGS = [
  'Customer reference', 'PO number', 'Cost code', 'Contact name', 'Vehicle type',
  'Collection address line 1', 'Collection town', 'Collection postcode', 'Collection date', 'Collection time',
  'Delivery address line 1', 'Delivery town', 'Delivery postcode', 'Delivery date', 'Delivery time', 'Quantity', 'Goods description',
];

/** A CSV of bookings for tomorrow: reference, vehicle type and delivery postcode vary per row. */
function bookingsCsv(rows: { reference: string; vehicle: string; deliveryPostcode: string }[]): string {
  const tomorrow = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
  const line = (r: (typeof rows)[number]) => [
    r.reference, 'PO-IMPORT', 'CC-IMPORT', 'Pat Importer', r.vehicle, '1 High Street', 'London', 'E1 6AN', tomorrow, '09:00',
    '2 Low Road', 'Wimbledon', r.deliveryPostcode, tomorrow, '14:00', '2', 'Pallets',
  ].join(',');
  return [HEADINGS.join(','), ...rows.map(line)].join('\n');
}

test.describe('Bulk booking from a spreadsheet (issue 25 item 6)', () => {
  test('a customer imports a file with two bad rows, fixes nothing and books the rest', async ({ page }) => {
    const run = `E2E-IMPORT-${Date.now()}`;
    const login = new LoginPage(page);
    await login.signInDirectly(customer);
    await new AppShell(page).menuItem('import').click();
    const screen = new ImportPage(page);
    await expect(screen.screen).toBeVisible();

    await screen.upload('bookings.csv', bookingsCsv([
      { reference: `${run}-1`, vehicle: 'Small Van', deliveryPostcode: 'SW19 5AE' },
      { reference: `${run}-2`, vehicle: 'Small Van', deliveryPostcode: '' },
      { reference: `${run}-3`, vehicle: 'Small Van', deliveryPostcode: 'SW19 5AE' },
      { reference: `${run}-4`, vehicle: 'Hovercraft', deliveryPostcode: 'SW19 5AE' },
      { reference: `${run}-5`, vehicle: 'Small Van', deliveryPostcode: 'SW19 5AE' },
    ]));
    await expect(screen.counts).toHaveText('bookings.csv: 5 rows, 3 ready to book.');
    await expect(screen.rowState(3)).toHaveText('Not valid');
    await expect(screen.rowProblems(3)).toHaveText('Postcode is required');
    await expect(screen.rowState(5)).toHaveText('Not valid');
    await expect(screen.rowProblems(5)).toHaveText('The vehicle type was not found');

    await expect(screen.book).toHaveText('Book 3 rows');
    await screen.book.click();
    await expect(screen.summary).toContainText('3 booked, 0 refused.');
    await expect(screen.progress).toHaveAttribute('aria-valuenow', '100');
    for (const row of [2, 4, 6]) await expect(screen.rowState(row)).toHaveText(/^Booked \(\d+\)$/);
    await expect(screen.rowState(3)).toHaveText('Not valid');

    const booked = await graphqlAs<{ consignments: { customerReference: string; isQuote: boolean }[] }>(
      page,
      'query($search: ConsignmentSearchInput!) { consignments(search: $search) { customerReference isQuote } }',
      { search: { from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) } },
    );
    const mine = booked.consignments.filter((c) => c.customerReference?.startsWith(run)).map((c) => c.customerReference).sort();
    expect(mine).toEqual([`${run}-1`, `${run}-3`, `${run}-5`]);
  });
});
