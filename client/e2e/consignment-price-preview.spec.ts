import { expect, test, type Page } from '@playwright/test';
import { ConsignmentPage, londonDate } from './pages/ConsignmentPage';
import { LoginPage } from './pages/LoginPage';
import { withDatabase } from './support/database';
import { customer, officeAdmin, type DemoUser } from './support/users';

const MONEY = /^£[\d,]+\.\d{2}$/;
const tomorrow = londonDate(1);

async function signIn(page: Page, user: DemoUser): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(user);
  await expect(page.getByTestId('control-screen')).toBeVisible();
}

/** How many consignments (quotes included) carry this contact name. */
const stored = (contact: string) =>
  withDatabase(async (db) => (await db.query<{ n: number }>('select count(*)::int as n from consignment where contact_name = $1', [contact])).rows[0].n);

test.describe('The price before the first save (issue 19 item 7)', () => {
  test('an office user sees price, cost and miles as the stops are entered, and the save agrees', async ({ page }) => {
    await signIn(page, officeAdmin);
    const contact = `Phone Quote ${Date.now()}`;
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ customer: 'Acme', contact, po: 'PO-PHONE' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 Quay Street', town: 'Manchester', postcode: 'M3 3JE', date: tomorrow, time: '09:00', load: 'Pallets' });
    await expect(page.getByTestId('price')).toHaveText('estimated on save');
    await booking.addStop({ type: 'Delivery', line1: '5 Shop Street', town: 'Leeds', postcode: 'LS1 1AA', date: tomorrow, time: '14:00', load: 'Pallets' });

    await expect(page.getByTestId('price')).toHaveText(MONEY);
    await expect(page.getByTestId('cost')).toHaveText(MONEY);
    await expect(page.getByTestId('miles')).toHaveText(/^\d+( \(estimate\))?$/);
    expect(Number.parseInt(await page.getByTestId('miles').innerText(), 10)).toBeGreaterThan(30);
    const previewPrice = await page.getByTestId('price').innerText();
    const previewCost = await page.getByTestId('cost').innerText();
    const previewMiles = await page.getByTestId('miles').innerText();
    expect(await stored(contact)).toBe(0);

    await booking.save('quote');
    await booking.acceptQuestionsUntil(booking.status);
    await expect(booking.status).toHaveText('Quote');
    await expect(page.getByTestId('price')).toHaveText(previewPrice);
    await expect(page.getByTestId('cost')).toHaveText(previewCost);
    await expect(page.getByTestId('miles')).toHaveText(previewMiles);
  });

  test('a customer sees the price and miles before saving, never the cost', async ({ page }) => {
    await signIn(page, customer);
    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ contact: 'Carla Phone', po: 'PO-C2' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '9 Depot Lane', town: 'Slough', postcode: 'SL1 1AA', date: tomorrow, time: '10:00', load: 'Boxes' });
    await booking.addStop({ type: 'Delivery', line1: '3 Store Row', town: 'Oxford', postcode: 'OX1 1AA', date: tomorrow, time: '15:00', load: 'Boxes' });
    await expect(page.getByTestId('price')).toHaveText(MONEY);
    await expect(page.getByTestId('miles')).toHaveText(/^\d+/);
    await expect(page.getByTestId('cost')).toHaveCount(0);
  });
});
