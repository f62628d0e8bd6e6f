import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ControlScreenPage } from './pages/ControlScreenPage';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { graphqlAs, simpleBookingInput } from './support/api';
import { demoDriver, sendManifestTo } from './support/driver';
import { customer, officeAdmin } from './support/users';

/**
 * Issue 19 item 11: axe (WCAG 2.1 A and AA rules, and axe's best practices) on every screen and its main dialogs, as
 * each kind of user sees them. A serious or critical violation fails the screen; every screen is checked even when
 * one fails, so a run lists them all. No rule or element is left out.
 */

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

/** Waits until every finite animation (a modal zooming in, a tab sliding) is over: axe reads colours as drawn. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length))
    .toBe(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Runs axe on the page as it is; a serious or critical violation is reported under the screen's name. */
async function check(page: Page, screen: string): Promise<void> {
  await settled(page);
  // Only violations are read, so axe keeps no node lists for the rules that pass (most of its time on a big screen).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
  expect.soft(serious, `serious or critical axe violations on ${screen}`).toEqual([]);
}

async function signIn(page: Page, user: typeof officeAdmin): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(user);
  await expect(page.getByTestId('control-screen')).toBeVisible({ timeout: 30_000 });
}

/** Opens a hash route and waits for its screen. */
async function open(page: Page, hash: string, screen: string): Promise<Locator> {
  await page.goto(`/#!${hash}`);
  const found = page.getByTestId(screen);
  await expect(found).toBeVisible({ timeout: 30_000 });
  return found;
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-open')).toHaveCount(0);
}

test.describe('Accessibility: no serious or critical axe violation on any screen (issue 19 item 11)', () => {
  test('the login screen', async ({ page }) => {
    await new LoginPage(page).goto();
    await check(page, 'login');
  });

  test('the office control screen, its tabs and dialogs, the booking screen and the manifest screen', async ({ page, request }) => {
    await signIn(page, officeAdmin);
    const po = `PO-AXE-${Date.now()}`;
    await graphqlAs(page, 'mutation($input: ConsignmentInput!) { createConsignment(input: $input) { id } }', {
      input: { ...(await simpleBookingInput(page, 'Axe Contact')), poNumber: po },
    });
    const manifest = await sendManifestTo(page, (await demoDriver(request)).supplierId, 'Axe Manifest');

    await expect(page.getByTestId('manifest-table').locator('th').first()).toBeVisible();
    await check(page, 'control screen: Manifests tab');
    const control = new ControlScreenPage(page);
    await control.openConsignments();
    await control.searchTomorrowByPo(po);
    await expect(control.rows).toHaveCount(1);
    await check(page, 'control screen: Consignments tab with filters');
    await control.cells('consignmentNumber').first().click();
    await expect(page.getByTestId('consignment-detail')).toBeVisible();
    await check(page, 'control screen: consignment details');
    await closeModal(page);
    await control.columnPicker.click();
    await check(page, 'control screen: column picker');
    await closeModal(page);

    await open(page, '/map/', 'map-screen');
    await check(page, 'map');
    await open(page, `/manifest/${manifest.id}`, 'manifest-screen');
    await expect(page.getByTestId('stop-1')).toBeVisible();
    await check(page, 'manifest screen');
    await page.getByTestId('manifest-add-stops').click();
    await expect(page.getByTestId('add-stops-ok')).toBeVisible();
    await check(page, 'manifest screen: add stops');
    await closeModal(page);
    // Last: the started booking has unsaved changes, which would ask before leaving.
    await open(page, '/consignment/', 'consignment-screen');
    await check(page, 'booking screen: a new consignment');
    await page.getByTestId('to-addresses').click();
    await page.getByTestId('add-collection').click();
    await expect(page.getByTestId('stage-address')).toBeVisible();
    await check(page, 'booking screen: an address');
  });

  test('the office screens: suppliers, customers, accounts, reports, import, plan the day, change password', async ({ page }) => {
    await signIn(page, officeAdmin);
    const suppliers = await open(page, '/suppliers/', 'suppliers-screen');
    await expect(suppliers.getByTestId('suppliers-table').locator('tbody tr').first()).toBeVisible();
    await check(page, 'suppliers');
    await suppliers.getByTestId('suppliers-table').locator('tbody tr').first().click();
    await expect(page.getByTestId('supplier-name')).toBeVisible();
    await check(page, 'suppliers: a supplier');

    const customers = await open(page, '/customers/', 'customers-screen');
    await expect(customers.getByTestId('customers-table').locator('tbody tr').first()).toBeVisible();
    await check(page, 'customers');
    await customers.getByTestId('customers-table').locator('tbody tr').first().click();
    await expect(page.getByTestId('customer-name')).toBeVisible();
    await check(page, 'customers: a customer');

    await open(page, '/accounts', 'accounts-screen');
    for (const tab of ['consignments', 'manifests', 'tx-pods', 'invoices']) {
      await page.getByTestId(`accounts-tab-${tab}`).click();
      await check(page, `accounts: ${tab}`);
    }
    await open(page, '/reports', 'reports-screen');
    for (const tab of ['sales-summary', 'sales', 'earnings', 'credit', 'user-ip-logs']) {
      await page.getByRole('tab', { name: { 'sales-summary': 'Sales Summary', sales: 'Sales', earnings: 'Earnings', credit: 'Credit', 'user-ip-logs': 'User Ip Logs' }[tab], exact: true }).click();
      await check(page, `reports: ${tab}`);
    }
    await open(page, '/import/', 'import-screen');
    await check(page, 'import');
    await open(page, '/planning/', 'planning-screen');
    await expect(page.getByTestId('planning-stop-count')).not.toHaveText('Loading stops…');
    await check(page, 'plan the day');
    await open(page, '/change_password/', 'change-password-screen');
    await check(page, 'change password');
  });

  test('every settings section', async ({ page }) => {
    await signIn(page, officeAdmin);
    const settings = new SettingsPage(page);
    await settings.goto();
    const keys = await page.locator('[data-testid^="settings-menu-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('settings-menu-', '')));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      await settings.openSection(key);
      await check(page, `settings: ${key}`);
    }
  });

  test("the customer's view: control screen, booking screen, import, reports", async ({ page }) => {
    await signIn(page, customer);
    await check(page, 'customer: control screen');
    await open(page, '/consignment/', 'consignment-screen');
    await check(page, 'customer: booking screen');
    await open(page, '/import/', 'import-screen');
    await check(page, 'customer: import');
    await open(page, '/map/', 'map-screen');
    await check(page, 'customer: map');
  });

  test('the driver app', async ({ page, browser, request }) => {
    const me = await demoDriver(request);
    const office = await browser.newPage();
    await signIn(office, officeAdmin);
    const manifest = await sendManifestTo(office, me.supplierId, 'Axe Driver');
    await office.close();
    const login = new LoginPage(page);
    await login.signInDirectly(me);
    const own = page.getByTestId(`driver-manifest-${manifest.manifestNumber}`);
    await expect(own).toBeVisible({ timeout: 30_000 });
    await check(page, 'driver app: today');
    await own.getByTestId('driver-manifest-open').click();
    await expect(page.getByTestId('driver-manifest-stops')).toBeVisible();
    await check(page, 'driver app: a manifest');
  });
});
