import { expect, test, type Page } from '@playwright/test';
import { ConsignmentPage, londonDate } from './pages/ConsignmentPage';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { screenshotPath } from './support/screenshots';
import { customer, officeAdmin, type DemoUser } from './support/users';

async function signIn(page: Page, user: DemoUser): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(user);
  await expect(page.getByTestId('control-screen')).toBeVisible();
}

const tomorrow = londonDate(1);

test.describe('Consignments as an office user (behaviour.md "Booking / Consignment screen"; "Booking / Consignment lifecycle")', () => {
  test.beforeEach(async ({ page }) => signIn(page, officeAdmin));

  test('a two-stop quote becomes a confirmed consignment, is copied, and the copy deleted', async ({ page }) => {
    // The longest booking flow (quote warning, quote confirmation, conversion, copy, delete).
    test.slow();
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact: 'Olive Office', po: 'PO-100' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: 'Unit 4, Thames Road', town: 'Barking', postcode: 'IG11 0HZ', lookup: 'Thames', date: tomorrow, time: '09:00', load: 'Pallets' });
    await booking.addStop({ type: 'Delivery', line1: '5 Shop Street', town: 'Reading', postcode: 'RG1 1AA', date: tomorrow, time: '14:00', load: 'Pallets' });
    // The price shows before the first save (issue 19 item 7).
    await expect(page.getByTestId('price')).toHaveText(/^£[\d,]+\.\d{2}$/);
    await page.screenshot({ path: screenshotPath('consignment-addresses'), fullPage: true });
    await booking.save('quote');
    await booking.acceptQuestionsUntil(booking.status);
    const id = await booking.currentId();
    await expect(booking.status).toHaveText('Quote');
    await expect(page.getByTestId('price')).toHaveText(/^£[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('price')).not.toHaveText('£0.00');

    await booking.save('consignment', { expectQuoteWarning: true });
    await booking.acceptQuestionsUntil(page.getByText('Booked', { exact: true }));
    await expect(booking.status).toHaveText('Booked');
    await page.screenshot({ path: screenshotPath('consignment-screen'), fullPage: true });

    await page.getByTestId('action-change-log').click();
    await expect(page.getByTestId('change-log').locator('tbody tr.ant-table-row')).not.toHaveCount(0);
    await page.keyboard.press('Escape');

    // Copy opens an unsaved booking (issue 19 item 3); saved as a quote it gets its own id.
    await page.getByTestId('action-copy').click();
    await expect(page).toHaveURL(/#!\/consignment\/$/);
    await booking.toAddresses();
    await booking.save('quote');
    await booking.acceptQuestionsUntil(booking.status);
    const copyId = await booking.currentId();
    expect(copyId).not.toBe(id);
    await expect(booking.status).toHaveText('Quote');
    await page.getByTestId('action-delete').click();
    await page.getByTestId('delete-confirmation-ok').click();
    await expect(page).toHaveURL(/#!\/control_screen\/$/);
  });

  test("the column picker's choice survives a reload", async ({ page }) => {
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await control.search();
    await expect(control.cells('consignmentNumber').first()).toBeVisible();
    await expect(control.cells('poNumber')).toHaveCount(0);
    await control.toggleColumn('poNumber');
    await expect(control.cells('poNumber').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('control-screen-consignments'), fullPage: true });

    await page.reload();
    await control.openConsignments();
    await control.search();
    await expect(control.cells('poNumber').first()).toBeVisible();
  });

  test('Enter in a filter runs the search, quote excludes no-manifest, and the list exports as CSV', async ({ page }) => {
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-haveNoManifest').click();
    await page.getByTestId('filter-isQuote').click();
    await expect(page.getByRole('checkbox', { name: 'No manifest' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Quote' })).toBeChecked();
    await page.getByTestId('filter-isQuote').click();
    await page.getByTestId('filter-customerName').fill('Acme');
    await page.getByTestId('filter-customerName').press('Enter');
    await expect(control.cells('customerName').first()).toHaveText('Acme Retail Ltd');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    expect((await download).suggestedFilename()).toMatch(/^Consignments Export - .+\.csv$/);
  });

  test('validation messages of behaviour.md "Booking / Consignment details" show where they belong', async ({ page }) => {
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact: 'Vera Validation', po: 'PO-1' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 A Street', town: 'London', postcode: 'E1 6AN' });
    await booking.save('quote');
    await expect(page.getByTestId('addresses-error').filter({ hasText: 'Please add at least one collection and one delivery address' })).toBeVisible();
    await expect(page.getByTestId('addresses-error').filter({ hasText: 'Please make sure that at least one of the consignment addresses has a date and time specified' })).toBeVisible();

    await booking.addStop({ type: 'Delivery', line1: '2 B Street', town: 'Leeds', postcode: 'LS1 1AA', date: tomorrow, time: '08:00' });
    await page.getByTestId('stop-edit-0').click();
    await page.getByTestId('stop-date').fill(tomorrow);
    await page.getByTestId('stop-time').fill('10:00');
    await page.getByTestId('stop-done').click();
    await booking.save('quote');
    const order = 'Please make sure that all consignment addresses have a correct date and time (the next date and time cannot be the same or before as the previous date and time)';
    await page.getByTestId('stop-edit-1').click();
    await expect(page.getByTestId('stop-error').filter({ hasText: order })).toBeVisible();
    // behaviour.md "Booking / Saving a consignment": a date alone takes the time of now, so both are cleared to leave the stop untimed.
    await page.getByTestId('stop-date').fill('');
    await page.getByTestId('stop-time').fill('');
    await page.getByTestId('stop-done').click();

    await page.getByTestId('back-to-details').click();
    await page.getByTestId('field-calculateTimes').click();
    await booking.toAddresses();
    await booking.save('quote');
    await expect(page.getByTestId('addresses-error').filter({ hasText: 'Please make sure that all consignment addresses have a date and time specified' })).toBeVisible();

    await page.getByTestId('stop-edit-1').click();
    await page.getByTestId('stop-date').fill('31/02/2030');
    await page.getByTestId('stop-time').fill('12:00');
    await booking.save('quote');
    await expect(page.getByTestId('stop-error').filter({ hasText: 'Please enter a valid date and time' })).toBeVisible();
  });

  test('leaving a booking with unsaved changes asks first, and staying keeps the changes', async ({ page }) => {
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await page.getByTestId('field-contactName').fill('Unsaved Una');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId('menu-control_screen').click();
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Are you sure you want to leave this page?']);
    await expect(page).toHaveURL(/#!\/consignment\/$/);
    await expect(page.getByTestId('field-contactName')).toHaveValue('Unsaved Una');
  });

  test('a consignment saved by another user meanwhile gives the 608 message', async ({ page }) => {
    const input = await simpleBookingInput(page, 'Stale Sam');
    const created = await graphqlAs<{ createConsignment: { id: number; version: number } }>(
      page,
      `mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id version } }`,
      { input },
    );
    const booking = new ConsignmentPage(page);
    await page.goto(`/#!/consignment/${created.createConsignment.id}`);
    await expect(booking.status).toHaveText('Booked');

    await graphqlAs(page, `mutation($id: Int!, $input: ConsignmentInput!) { updateConsignment(id: $id, input: $input) { id } }`, {
      id: created.createConsignment.id,
      input: { ...input, version: created.createConsignment.version, contactName: 'Changed Elsewhere' },
    });

    await page.getByTestId('field-contactName').fill('Stale Sam Again');
    await booking.save('consignment');
    await expect(booking.failure).toHaveText(
      'The consignment has been modified by another user after you loaded it. Please reload to get the latest version',
    );
  });
});

test.describe('Consignments as a customer (behaviour.md "Booking / Consignment screen"; "Booking / Consignment lifecycle")', () => {
  test.beforeEach(async ({ page }) => signIn(page, customer));

  test('a customer sees only its own consignments, books one and requests its cancellation', async ({ page }) => {
    const control = new ControlScreenPage(page);
    await expect(control.tab).toBeVisible();
    await expect(page.getByTestId('tab-manifests')).toHaveCount(0);
    await expect(page.getByTestId('filter-poNumber')).toBeVisible();
    await expect(control.cells('customerName').first()).toBeVisible();
    const names = await control.cells('customerName').allTextContents();
    expect(new Set(names)).toEqual(new Set(['Acme Retail Ltd']));
    await page.screenshot({ path: screenshotPath('control-screen-customer'), fullPage: true });

    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await expect(page.getByTestId('field-customer')).toHaveCount(0);
    await booking.fillDetails({ contact: 'Carla Customer', po: 'PO-C1' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '9 Depot Lane', town: 'Slough', postcode: 'SL1 1AA', date: tomorrow, time: '10:00', load: 'Boxes' });
    await booking.addStop({ type: 'Delivery', line1: '3 Store Row', town: 'Oxford', postcode: 'OX1 1AA', date: tomorrow, time: '15:00', load: 'Boxes' });
    // A new booking was never a quote: no quote-to-consignment warning (issue 19 item 10).
    await booking.save('consignment');
    await booking.acceptQuestionsUntil(booking.status);
    await expect(page.getByTestId('quote-to-consignment')).toHaveCount(0);
    await expect(booking.status).toHaveText('Booked');
    await expect(page.getByTestId('cost')).toHaveCount(0);

    await page.getByTestId('action-request-cancellation').click();
    await page.getByTestId('cancellation-confirmation-ok').click();
    await expect(booking.status).toHaveText('Cancellation requested');
    await expect(page.getByTestId('read-only')).toBeVisible();
  });
});
