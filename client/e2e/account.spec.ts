import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { LoginPage } from './pages/LoginPage';
import { driver } from './support/users';

test.describe('Change password', () => {
  test('behaviour.md "Map / Driver popup"; "Sign-in and sessions / Changing a password": a user changes their password after the form checks length and confirmation', async ({ page, browser }) => {
    // A second sign-in of the same user elsewhere, which the change must end (behaviour.md "Sign-in and sessions / Sessions and the inactivity clock").
    const elsewhere = await browser.newPage();
    await new LoginPage(elsewhere).goto();
    await new LoginPage(elsewhere).signIn(driver);
    // A supplier user (driver) lands on the driver app (issue 8).
    await expect(elsewhere.getByTestId('driver-screen')).toBeVisible();

    const login = new LoginPage(page);
    const shell = new AppShell(page);
    const form = new ChangePasswordPage(page);
    await login.goto();
    await login.signIn(driver);
    await expect(page.getByTestId('driver-screen')).toBeVisible();

    await page.getByTestId('driver-menu').click();
    await page.getByTestId('menu-change-password').click();
    await expect(form.screen).toBeVisible();
    await expect(page).toHaveTitle('Dispatch - Change Password');

    await form.fill(driver.password, 'short', 'short');
    await expect(form.fieldError('The password must be at least 8 characters long')).toBeVisible();
    await form.fill(driver.password, 'Driver456!', 'Driver457!');
    await expect(form.fieldError('The passwords do not match')).toBeVisible();

    // issue 20 item 6: the server refuses a wrong current password and says so under the field.
    await form.fill('Not-my-password-1', 'Driver456!', 'Driver456!');
    await expect(form.fieldError('The current password is not correct.')).toBeVisible();

    await form.fill(driver.password, 'Driver456!', 'Driver456!');
    await expect(form.result).toHaveText('Your password has been changed.');

    // Pushed over the graphql-ws subscription: no navigation needed on the other page.
    await expect(new AppShell(elsewhere).signedOutModal).toBeVisible();
    await elsewhere.close();

    await shell.logout.click();
    await login.submitCredentials({ email: driver.email, password: 'Driver456!' });
    await expect(page.getByTestId('driver-screen')).toBeVisible();
  });
});
