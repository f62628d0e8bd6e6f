import { expect, test, type Page } from '@playwright/test';
import { ConsignmentPage } from './pages/ConsignmentPage';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { withDatabase } from './support/database';
import { officeAdmin } from './support/users';

const UNSAVED = 'You have unsaved changes. Are you sure you want to leave this page?';

/** How many consignments (quotes included) carry this contact name. */
const stored = (contact: string) =>
  withDatabase(async (db) => (await db.query<{ n: number }>('select count(*)::int as n from consignment where contact_name = $1', [contact])).rows[0].n);

/** Books a consignment through the API and returns its id and number. */
async function bookViaApi(page: Page, contact: string): Promise<{ id: number; consignmentNumber: number }> {
  const input = await simpleBookingInput(page, contact);
  const created = await graphqlAs<{ createConsignment: { id: number; consignmentNumber: number } }>(
    page, 'mutation ($input: ConsignmentInput!) { createConsignment(input: $input) { id consignmentNumber } }', { input });
  return created.createConsignment;
}

test.describe('Copy opens a new, unsaved consignment (behaviour.md "Booking / Consignment screen"; "Sign-in and sessions / Sessions and the inactivity clock"; issue 19 item 3)', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page).signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test('a copy from the consignment screen is prefilled, stores nothing until Save, and asks before leaving', async ({ page }) => {
    const contact = `Copy Source ${Date.now()}`;
    const original = await bookViaApi(page, contact);
    await page.goto(`/#!/consignment/${original.id}`);
    const booking = new ConsignmentPage(page);
    await expect(booking.status).toHaveText('Booked');

    await page.getByTestId('action-copy').click();
    await expect(page).toHaveURL(/#!\/consignment\/$/);
    await expect(page.getByTestId('consignment-title')).toHaveText('New consignment (copy)');
    await expect(page.getByTestId('field-contactName')).toHaveValue(contact);
    await expect(page.getByTestId('field-poNumber')).toHaveValue('PO-API');
    await booking.toAddresses();
    await expect(page.getByTestId('stage-addresses')).toContainText('1 High Street');
    await expect(page.getByTestId('stage-addresses')).toContainText('2 Low Road');
    expect(await stored(contact)).toBe(1);

    // Leaving asks the unsaved-changes prompt; declining stays on the copy.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId('menu-control_screen').click();
    await expect.poll(() => asked).toEqual([UNSAVED]);
    await expect(page).toHaveURL(/#!\/consignment\/$/);
    expect(await stored(contact)).toBe(1);

    await booking.save('consignment');
    await booking.acceptQuestionsUntil(booking.status);
    const copyId = await booking.currentId();
    expect(copyId).not.toBe(original.id);
    await expect(booking.status).toHaveText('Booked');
    expect(await stored(contact)).toBe(2);
  });

  test("the list's Copy row action opens the unsaved copy of a consignment found by number outside the date range", async ({ page }) => {
    const contact = `Copy Row ${Date.now()}`;
    const original = await bookViaApi(page, contact);
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    // Booked for tomorrow, found by its number although the default range is Today (issue 19 item 10).
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-consignmentNumber').fill(String(original.consignmentNumber));
    await page.getByTestId('filter-consignmentNumber').press('Enter');
    await page.getByTestId(`copy-${original.consignmentNumber}`).click();
    await expect(page).toHaveURL(/#!\/consignment\/$/);
    await expect(page.getByTestId('field-contactName')).toHaveValue(contact);
    expect(await stored(contact)).toBe(1);
  });
});
