import { expect, test, type Page } from '@playwright/test';
import { DriverPage } from './pages/DriverPage';
import { LoginPage } from './pages/LoginPage';
import { demoDriver } from './support/driver';
import { officeAdmin, type DemoUser } from './support/users';

async function signIn(page: Page, user: DemoUser): Promise<void> {
  const login = new LoginPage(page);
  await login.signInDirectly(user);
}

test.describe('Small things users noticed (issue 19 item 10)', () => {
  test('the office Consignments tab shows the default search (Today) without pressing Search', async ({ page }) => {
    await signIn(page, officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    await page.getByTestId('tab-consignments').click();
    await expect(page.getByTestId('consignment-table').getByTestId('cell-consignmentNumber').first()).toBeVisible();
  });

  test('Settings opens on Global settings', async ({ page }) => {
    await signIn(page, officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    await page.goto('/#!/settings/');
    await expect(page.getByTestId('global-section')).toBeVisible();
  });

  test('the Testing placeholder is gone: its path is unknown, so a signed-in user lands on the control screen', async ({ page }) => {
    await signIn(page, officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
    await page.goto('/#!/testing/');
    await expect(page).toHaveURL(/#!\/control_screen\/$/);
    await expect(page.getByText('Tools for trying the system out safely')).toHaveCount(0);
  });

  test("the driver's status line reads 'Online · Everything is sent'", async ({ page, request }) => {
    // account.spec.ts may have changed the demo driver's password first.
    await signIn(page, await demoDriver(request));
    const app = new DriverPage(page);
    await expect(app.screen).toBeVisible();
    await expect(page.getByTestId('driver-status-line')).toHaveText('Online · Everything is sent');
  });
});
