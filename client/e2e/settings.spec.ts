import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { withDatabase } from './support/database';
import { screenshotPath } from './support/screenshots';
import { officeAdmin } from './support/users';

test.describe('Settings (behaviour.md "Settings / Settings screen")', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInDirectly(officeAdmin);
    await expect(page.getByTestId('control-screen')).toBeVisible();
  });

  test.afterAll(async () => {
    // A whitelisted address left behind would lock every later office sign-in out (behaviour.md "Sign-in and sessions / Signing in").
    await withDatabase((db) => db.query(`delete from whitelisted_ip_address where value in ('10.20.30.40', '127.0.0.1')`));
  });

  test('a vehicle type moved up swaps places with the one above it (behaviour.md "Settings / Vehicle types and area rules order")', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    const section = await settings.openSection('vehicle-types');
    await expect(section.getByTestId('vehicle-type-name').first()).toBeVisible();
    const before = await settings.vehicleTypeNames();
    const rowId = await section.locator('tr[data-testid^="vehicle-types-row-"]').nth(2).getAttribute('data-testid');
    await page.getByTestId(`vehicle-types-up-${rowId?.replace('vehicle-types-row-', '')}`).click();

    const expected = [...before];
    [expected[1], expected[2]] = [expected[2], expected[1]];
    await expect.poll(() => settings.vehicleTypeNames()).toEqual(expected);
    await expect(settings.notice('Vehicle type order saved')).toBeVisible();
    // behaviour.md "Settings / Vehicle types and area rules order": the notice closes after 2000 ms.
    await expect(settings.notice('Vehicle type order saved')).toBeHidden({ timeout: 4_000 });
    await page.screenshot({ path: screenshotPath('settings-vehicle-types'), fullPage: true });
  });

  test("a new back-office user with mismatched passwords shows 'Passwords do not match!' (behaviour.md 'Settings / Back-office users')", async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    await settings.openSection('users');
    await page.getByTestId('users-add').click();
    await settings.field('username').fill('newdispatcher');
    await settings.field('email').fill('new.dispatcher@dispatch.local');
    await settings.field('password').fill('Dispatch123!');
    await settings.field('confirm-password').fill('Dispatch124!');
    await settings.save('users').click();
    await expect(settings.formMessage('Passwords do not match!')).toBeVisible();

    await settings.field('confirm-password').fill('Dispatch123!');
    await settings.save('users').click();
    await expect(settings.notice('User saved')).toBeVisible();
    await expect(page.getByTestId('users-section')).toContainText('newdispatcher');
    await page.screenshot({ path: screenshotPath('settings-users'), fullPage: true });
  });

  test('a whitelisted IP address is added from four numbers and deleted, never locking the admin out (behaviour.md "Settings / Back-office users", issue 20 item 6)', async ({ page }) => {
    const settings = new SettingsPage(page);
    await settings.goto();
    const section = await settings.openSection('whitelisted-ips');
    const add = async (parts: string[]) => {
      await page.getByTestId('whitelisted-ips-add').click();
      for (const [i, part] of parts.entries()) await settings.field(`ip-${i}`).fill(part);
      await settings.save('whitelisted-ips').click();
    };
    // The browser signs in from 127.0.0.1: a list without it would lock this admin out, so the server refuses it.
    await add(['10', '20', '30', '40']);
    await expect(page.locator('.ant-message').getByText(/This change would stop you signing in from your address/)).toBeVisible();
    await page.keyboard.press('Escape');
    await add(['127', '0', '0', '1']);
    await expect(settings.notice('IP address saved')).toBeVisible();
    await add(['10', '20', '30', '40']);
    await expect(settings.notice('IP address saved').last()).toBeVisible();
    const row = section.locator('tr', { hasText: '10.20.30.40' });
    await expect(row).toBeVisible();
    await page.screenshot({ path: screenshotPath('settings-whitelisted-ips'), fullPage: true });

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('whitelisted-ips-confirm-delete').click();
    await expect(settings.notice('IP address deleted')).toBeVisible();
    await expect(section.locator('tr', { hasText: '10.20.30.40' })).toHaveCount(0);
  });
});
