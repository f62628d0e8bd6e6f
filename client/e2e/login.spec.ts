import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { latestDeviceCode } from './support/database';
import { screenshotPath } from './support/screenshots';
import { customer, dispatcher, officeAdmin } from './support/users';

const OFFICE_MENU = ['map', 'suppliers', 'customers', 'accounts', 'reports', 'settings'];

test.describe('Login', () => {
  test('behaviour.md "Control screen / Consignments tab"; "Sign-in and sessions / Device verification": an office user verifies the device with the e-mailed code and reaches the control screen', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await expect(page).toHaveTitle('Dispatch - Login');
    await page.screenshot({ path: screenshotPath('login'), fullPage: true });

    await login.signIn(officeAdmin);

    await shell.expectControlScreen();
    await expect(page).toHaveTitle('Dispatch - Control Screen');
    await expect(shell.flag('admin')).toBeVisible();
    await expect(shell.flag('accounts')).toBeVisible();
    await expect(shell.flag('manager')).toBeVisible();
    for (const item of ['control_screen', ...OFFICE_MENU]) await expect(shell.menuItem(item)).toBeVisible();
    await expect(page.getByTestId('tab-manifests')).toBeVisible();
    await page.screenshot({ path: screenshotPath('control-screen'), fullPage: true });
  });

  test('behaviour.md "Sign-in and sessions / Signing in": a verified device is not asked for a code again', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signIn(officeAdmin);
    await shell.expectControlScreen();

    await shell.logout.click();
    await expect(login.screen).toBeVisible();
    await login.submitCredentials(officeAdmin);
    await shell.expectControlScreen();
  });

  test("behaviour.md 'Shared conventions / Shared controls': a wrong password shows 'Incorrect Email Address or Password. Please try again.'", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submitCredentials({ email: dispatcher.email, password: 'not-the-password' });
    await expect(login.error).toHaveText('Incorrect Email Address or Password. Please try again.');
    await expect(login.code).toHaveCount(0);
  });

  test('behaviour.md "Sign-in and sessions / Sessions and the inactivity clock"; "Shared conventions / Errors and status codes": the authentication-code field appears on 614 (with no message), and not before', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await expect(login.code).toHaveCount(0);

    const startedAt = new Date();
    await login.submitCredentials(dispatcher);
    await expect(login.code).toBeVisible();
    await expect(login.error).toHaveCount(0);

    await login.code.fill(await latestDeviceCode(dispatcher.email, startedAt));
    await login.submit.click();
    await shell.expectControlScreen();
    await expect(shell.flag('admin')).toHaveCount(0);
  });

  test('behaviour.md "Shared conventions / Screens and routes"; "Roles and access / Roles": a customer signs in without a code and sees no office menu items', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.submitCredentials(customer);

    await shell.expectControlScreen();
    await expect(shell.menuItem('control_screen')).toBeVisible();
    for (const item of OFFICE_MENU) await expect(shell.menuItem(item)).toHaveCount(0);
    await expect(page.getByTestId('tab-consignments')).toBeVisible();
    await expect(page.getByTestId('tab-manifests')).toHaveCount(0);
    await expect(shell.flag('admin')).toHaveCount(0);

    await shell.menuToggle.click();
    await expect(page.getByTestId('app-sider')).toHaveClass(/ant-layout-sider-collapsed/);
    await shell.menuToggle.click();
    await expect(page.getByTestId('app-sider')).not.toHaveClass(/ant-layout-sider-collapsed/);
  });
});
