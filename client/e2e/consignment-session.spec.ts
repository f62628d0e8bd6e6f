import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ConsignmentPage, londonDate } from './pages/ConsignmentPage';
import { LoginPage } from './pages/LoginPage';
import { deleteSessionsOf } from './support/database';
import { customer } from './support/users';

test.describe('Session during a booking (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"; "Sign-in and sessions / Sign-in failures")', () => {
  test('a 401 on saving a booking opens the signed-out modal, and OK returns to login without the unsaved-changes prompt', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.signInDirectly(customer);
    await shell.expectControlScreen();

    const booking = new ConsignmentPage(page);
    await booking.gotoNew();
    await booking.fillDetails({ contact: 'Sid Session', po: 'PO-S1' });
    await booking.toAddresses();
    await booking.addStop({ type: 'Collection', line1: '1 Expiry Road', town: 'Slough', postcode: 'SL1 1AA', date: londonDate(1), time: '10:00', load: 'Crates' });
    await booking.addStop({ type: 'Delivery', line1: '2 Expiry Road', town: 'Oxford', postcode: 'OX1 1AA', date: londonDate(1), time: '15:00', load: 'Crates' });

    // The session ends on the server while the booking is open: just as the save goes out, so the save's 401 is what
    // the page hears first. Ended any earlier, the socket's sweep or a check of an address could tell the page before
    // the click and put the signed-out modal over the Save button (those paths have their own tests).
    let ended = 0;
    await page.route('**/graphql', async (route) => {
      if (!ended && /CreateConsignment/.test(route.request().postData() ?? '')) ended = await deleteSessionsOf(customer.email);
      await route.continue();
    });
    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await booking.save('consignment');

    await expect(shell.signedOutModal).toBeVisible();
    expect(ended).toBeGreaterThan(0);
    await expect(booking.failure).toHaveCount(0);
    await shell.signedOutOk.click();
    await expect(login.screen).toBeVisible();
    await expect(page).toHaveURL(/#!\/$/);
    expect(prompts).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('dispatch.token'))).toBeNull();
  });
});
